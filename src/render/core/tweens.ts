// A tiny tween runner driven by the surface's frame hook. Times are performance.now() ms.

export interface Tween {
  delay: number;
  duration: number;
  ease: (t: number) => number;
  update: (k: number, t: number) => void; // k eased, t linear, both 0..1
  done?: () => void;
}

interface Running extends Tween { start: number | null } // null: starts at its first step

export class Tweens {
  private running: Running[] = [];

  get active(): boolean {
    return this.running.length > 0;
  }

  /**
   * Adds `t`; its first frame (k = 0) is applied at once so nothing pops, and its clock starts
   * at the next `step`, so a slow frame (new textures, caches) does not eat the animation.
   */
  add(t: Tween): void {
    t.update(0, 0);
    this.running.push({ ...t, start: null });
  }

  /** Advances every tween; returns whether any is still running. */
  step(now: number): boolean {
    const current = this.running;
    this.running = []; // tweens added by `done` callbacks land here
    const still: Running[] = [];
    for (const t of current) {
      t.start ??= now + t.delay;
      if (now < t.start) {
        still.push(t);
        continue;
      }
      const lin = t.duration <= 0 ? 1 : Math.min(1, (now - t.start) / t.duration);
      t.update(t.ease(lin), lin);
      if (lin >= 1) t.done?.();
      else still.push(t);
    }
    this.running = still.concat(this.running);
    // For `npm run bench -- app`: the frame rate is measured over frames where something moves.
    if (current.length > 0) (globalThis as { __mesoTweenAt?: number }).__mesoTweenAt = now;
    return this.running.length > 0;
  }

  /** Jumps every tween to its end (a new state arrived, or motion was switched off). */
  finishAll(): void {
    while (this.running.length > 0) {
      const all = this.running;
      this.running = [];
      for (const t of all) {
        t.update(1, 1);
        t.done?.();
      }
    }
  }
}
