import { describe, expect, it } from 'vitest';
import { coalesce } from '../../src/ui/game-screen-frame.ts';

/** A hand-driven frame clock. */
function clock() {
  const queued: (() => void)[] = [];
  return { schedule: (run: () => void) => { queued.push(run); }, tick: () => { for (const r of queued.splice(0)) r(); }, get size() { return queued.length; } };
}

describe('renders are coalesced to one per frame', () => {
  it('many requests before a frame make one run', () => {
    const k = clock();
    let runs = 0;
    const f = coalesce(() => runs++, k.schedule);
    for (let i = 0; i < 25; i++) f.request();
    expect(runs).toBe(0);
    expect(k.size).toBe(1);
    k.tick();
    expect(runs).toBe(1);
    f.request();
    k.tick();
    expect(runs).toBe(2);
  });

  it('a flush runs at once, and the frame already scheduled does not run again', () => {
    const k = clock();
    let runs = 0;
    const f = coalesce(() => runs++, k.schedule);
    f.request();
    f.flush();
    expect(runs).toBe(1);
    k.tick();
    expect(runs).toBe(1);
    f.flush();
    expect(runs).toBe(1);
  });

  it('a request made while running is honoured at the next frame', () => {
    const k = clock();
    let runs = 0;
    const f = coalesce(() => { runs++; if (runs === 1) f.request(); }, k.schedule);
    f.request();
    k.tick();
    expect(runs).toBe(1);
    expect(f.pending).toBe(true);
    k.tick();
    expect(runs).toBe(2);
  });
});
