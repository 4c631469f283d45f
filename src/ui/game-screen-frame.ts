// Coalescing: many requests between two frames make one run. Bots playing with no pacing change the
// game several times per frame; the screen is drawn once per frame, with the latest state.

export type Schedule = (run: () => void) => void;

/** The browser's next frame; a hidden page gets no frames, so a timer then. */
export const nextFrame: Schedule = (run) => {
  if (typeof document !== 'undefined' && document.hidden) setTimeout(run, 0);
  else requestAnimationFrame(() => run());
};

export interface Coalescer {
  /** Asks for one run at the next frame (no-op when one is already asked for). */
  request(): void;
  /** Runs now if a run is pending (and cancels the scheduled one). */
  flush(): void;
  readonly pending: boolean;
}

export function coalesce(run: () => void, schedule: Schedule = nextFrame): Coalescer {
  let pending = false;
  let ticket = 0;
  const fire = (mine: number) => {
    if (!pending || mine !== ticket) return;
    pending = false;
    run();
  };
  return {
    request() {
      if (pending) return;
      pending = true;
      const mine = ++ticket;
      schedule(() => fire(mine));
    },
    flush() {
      if (!pending) return;
      ticket++;
      pending = false;
      run();
    },
    get pending() { return pending; },
  };
}
