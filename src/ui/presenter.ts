// What the game screen needs from each game's UI: words, the own area, the board scene.
import type { Choice, GameEvent, Pending } from '../engine/types.ts';

export interface TargetInfo {
  id: string;
  choiceIds: string[];
  rect: { x: number; y: number; w: number; h: number };
}

/** The board scene a game draws on the canvas (see src/render/<game>/). */
export interface SceneHandle {
  update(view: unknown, ctx: { seat: number; choices: Choice[] }): void;
  setSize(width: number, height: number): void;
  onTarget(cb: (choiceIds: string[]) => void): void;
  targets(): TargetInfo[];
  zoom(cmd: 'in' | 'out' | 'fit'): void;
  destroy(): void;
}

export interface GamePresenter {
  /** Title shown in the top bar. */
  title(): string;
  /** "Round 3 of 5 · Construction". */
  status(view: unknown, pending: Pending[]): string;
  score(view: unknown, seat: number): number;
  /** A short line for the seat's chip (e.g. sacrifice step). */
  chipDetail(view: unknown, seat: number): string;
  prompt(kind: string): string;
  choiceLabel(choice: Choice, view: unknown, seat: number): string;
  /** Choices the own area offers (e.g. cards); the action bar lists the rest. */
  inOwnArea(choice: Choice): boolean;
  ownArea(view: unknown, seat: number, name: string, choices: Choice[], choose: (c: Choice) => void): HTMLElement;
  logLines(events: GameEvent[], name: (seat: number) => string): string[];
  categoryLabel(category: string): string;
  /** Whether `seat`'s next decision is secret and simultaneous (the privacy cover matters). */
  isSecretPick(kind: string): boolean;
  /** Plain-language lines about the position for screen readers: board, own hand and resources, scores. */
  summary(view: unknown, seat: number, name: (seat: number) => string): string[];
  /** First-game tip for a decision kind, or null. */
  coach(kind: string): string | null;
  createScene?(host: HTMLElement, opts: { label(key: string): string; reducedMotion: boolean }): Promise<SceneHandle>;
}
