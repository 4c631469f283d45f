// What benchmarks and browser tests read about the board on screen: its smallest text in CSS px
// and its share of the viewport. The game screen registers the probe; the app never reads it.
import type { SceneHandle } from './presenter.ts';

export interface BoardReport {
  minTextPx: number;
  minText: string;
  measured: number;
  /** The board's visible content area over the whole viewport's area. */
  share: number;
  /** The board's visible content rect in page CSS px. */
  rect: { x: number; y: number; w: number; h: number };
}

let probe: (() => BoardReport | null) | null = null;
let shownScene: SceneHandle | null = null;

/** Registers the scene shown in `wrap` (null: no board on screen). */
export function setBoardProbe(scene: SceneHandle | null, wrap?: HTMLElement): void {
  shownScene = scene;
  probe = scene?.measure && wrap ? () => {
    const m = scene.measure!();
    const at = wrap.getBoundingClientRect();
    const share = (m.board.w * m.board.h) / Math.max(1, innerWidth * innerHeight);
    return { minTextPx: m.minTextPx, minText: m.minText, measured: m.measured, share,
      rect: { x: at.x + m.board.x, y: at.y + m.board.y, w: m.board.w, h: m.board.h } };
  } : null;
}

export function boardReport(): BoardReport | null { return probe?.() ?? null; }

/** The items ringed as changed since the viewer's last move ("while you were away"), as drawn now. */
export function boardMarks(): string[] { return shownScene?.marked?.() ?? []; }

/** The view the board was last given to draw (kept by reference; read only by tests). */
let drawn: unknown = null;
export function noteBoardDrawn(view: unknown): void { drawn = view; }

/** A short fingerprint of the view the board draws: tests see it change in step with the captions. */
export function boardDrawn(): string | null {
  if (drawn === null) return null;
  const text = JSON.stringify(drawn);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
