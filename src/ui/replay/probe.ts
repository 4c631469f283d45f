// The replay viewer on screen, as tests see it (window.__meso.replay). A module of its own so that
// the composition root can offer the hook without loading the viewer itself.
/** What the viewer on screen shows, for tests (window.__meso.replay): never used by the app. */
export interface ReplayProbe {
  at: number;
  last: number;
  /** State hash of the position shown (the full state, as the game's own hash). */
  hash(): string;
  /** Hash of what the chosen point of view sees there. */
  viewHash(): string;
  /** The first position whose state hash is `hash` (-1 if none). */
  find(hash: string): number;
  /** The speed the board's animations run at (the replay's 1×, 2× or 4×). */
  boardSpeed: number;
  /** How many steps move k is shown in (0: at once). */
  stepsOf(k: number): number;
}

let probe: (() => ReplayProbe) | null = null;
export const replayProbe = (): ReplayProbe | null => probe?.() ?? null;
export function setReplayProbe(p: () => ReplayProbe): void { probe = p; }
/** Forgets `p` unless another viewer has replaced it since. */
export function clearReplayProbe(p: () => ReplayProbe): void { if (probe === p) probe = null; }
