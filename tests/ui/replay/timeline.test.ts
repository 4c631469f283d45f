// The replay timeline: built by replaying a log, or from the positions a decoded link already holds;
// both give the same positions, turns and rounds, and stepping by marks stops at the ends.
import { describe, expect, it } from 'vitest';
import { hashState } from '../../../src/engine/hash.ts';
import { decodeReplay, encodeReplay } from '../../../src/engine/replay-link.ts';
import type { GameModule } from '../../../src/engine/types.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { buildTimeline, stepTo, timelineOf } from '../../../src/ui/replay/timeline.ts';

type AnyModule = GameModule<unknown, unknown>;
const module = zapotecGame as unknown as AnyModule;
const roundOf = (s: unknown) => (s as { round: number }).round;

/** A short seeded game: always the first legal choice of the first seat owing one. */
function firstChoiceGame(moves: number) {
  const options = module.checkOptions({ players: 2 });
  if (!options.ok) throw new Error('options');
  let state = module.setup(options.options, 'timeline');
  const log: { seat: number; choice: unknown }[] = [];
  for (let i = 0; i < moves && module.result(state) === null; i++) {
    const seat = module.pending(state)[0]!.seat;
    const choice = module.choices(state, seat)[0]!;
    const res = module.apply(state, seat, choice);
    if (!res.ok) throw new Error(res.error.reason);
    log.push({ seat, choice });
    state = res.state;
  }
  return { options: options.options, log };
}

describe('replay timeline', () => {
  it('a decoded link gives the same timeline without replaying the game again', async () => {
    const { options, log } = firstChoiceGame(120);
    const built = buildTimeline(module, options, 'timeline', log, roundOf);
    const link = await encodeReplay(module, { game: 'zapotec', options, seed: 'timeline', log });
    const decoded = await decodeReplay(link!, () => module);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const reused = timelineOf(decoded.states, decoded.events, [-1, ...decoded.replay.log.map((e) => e.seat)], roundOf);
    expect(reused.states.map(hashState)).toEqual(built.states.map(hashState));
    expect(reused.turnStarts).toEqual(built.turnStarts);
    expect(reused.roundStarts).toEqual(built.roundStarts);
    expect(reused.roundStarts.length).toBeGreaterThan(1);
    // Every round begins a turn, and turns are strictly ascending.
    for (const r of built.roundStarts) expect(built.turnStarts).toContain(r);
    expect([...built.turnStarts].sort((a, b) => a - b)).toEqual(built.turnStarts);
    expect(new Set(built.turnStarts).size).toBe(built.turnStarts.length);
  });

  it('steps to the next or previous mark, else to the end or the start', () => {
    const marks = [0, 4, 9];
    expect(stepTo(marks, 0, 1, 12)).toBe(4);
    expect(stepTo(marks, 9, 1, 12)).toBe(12);
    expect(stepTo(marks, 5, -1, 12)).toBe(4);
    expect(stepTo(marks, 0, -1, 12)).toBe(0);
  });
});
