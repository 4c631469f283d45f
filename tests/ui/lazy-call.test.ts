import { describe, expect, it } from 'vitest';
import { lazyCall } from '../../src/ui/lazy-call.ts';

describe('lazyCall', () => {
  it('loads the chunk once, then answers in the same task (what a confirm needs to open before the next key)', async () => {
    let loads = 0;
    const twice = lazyCall(async () => { loads++; return { twice: (n: number) => n * 2 }; }, (m, n: number) => m.twice(n));
    const first = twice(2);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(4);
    expect(twice(5)).toBe(10); // no promise: the value itself
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed (a chunk fetch that failed offline)', async () => {
    let fail = true;
    const f = lazyCall(async () => { if (fail) throw new Error('offline'); return { v: 1 }; }, (m) => m.v);
    await expect(f()).rejects.toThrow('offline');
    fail = false;
    expect(await f()).toBe(1);
  });
});
