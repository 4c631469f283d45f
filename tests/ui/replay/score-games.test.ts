// "How it was won" over whole random games of each game: the running score read from the public view,
// the final totals at the last position, and swings that point at moves that changed a score.
import { describe, expect, it } from 'vitest';
import type { GameModule, Seat } from '../../../src/engine/types.ts';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../../src/games/chocolatl/index.ts';
import { copanGame } from '../../../src/games/copan/index.ts';
import { zapotecPresenter } from '../../../src/ui/zapotec/presenter.ts';
import { chocolatlPresenter } from '../../../src/ui/chocolatl/presenter.ts';
import { copanPresenter } from '../../../src/ui/copan/presenter.ts';
import { roundOfView } from '../../../src/ui/copan/summary.ts';
import type { GamePresenter } from '../../../src/ui/presenter.ts';
import { buildTimeline } from '../../../src/ui/replay/timeline.ts';
import { scoreSeries } from '../../../src/ui/replay/score-series.ts';

type AnyModule = GameModule<unknown, unknown>;
const CASES: [AnyModule, GamePresenter, unknown, (s: unknown) => number][] = [
  [zapotecGame as AnyModule, zapotecPresenter, { players: 3 }, (s) => (s as { round: number }).round],
  [chocolatlGame as AnyModule, chocolatlPresenter, { players: 4 }, (s) => (s as { round: number }).round],
  [copanGame as AnyModule, copanPresenter, { players: 2, event: 'ev11' }, (s) => roundOfView(s as { players: { turns: number }[] })],
];

function firstChoices(module: AnyModule, options: unknown, seed: string) {
  let state = module.setup(options, seed);
  const log: { seat: Seat; choice: unknown }[] = [];
  let x = 7;
  for (let step = 0; step < 5000 && module.result(state) === null; step++) {
    const pending = module.pending(state);
    if (pending.length === 0) break;
    x = (x * 1103515245 + 12345) % 2147483648;
    const seat = pending[x % pending.length]!.seat;
    const choices = module.choices(state, seat);
    const choice = choices[x % choices.length]!;
    const res = module.apply(state, seat, choice);
    if (!res.ok) throw new Error(res.error.reason);
    log.push({ seat, choice });
    state = res.state;
  }
  return { log, state };
}

describe('score timeline over whole games', () => {
  for (const [module, presenter, options, roundOf] of CASES) {
    it(`${module.id}: running scores, final totals at the end, swings`, () => {
      const { log, state } = firstChoices(module, options, `score-${module.id}`);
      const result = module.result(state);
      expect(result).not.toBeNull();
      const tl = buildTimeline(module, options, `score-${module.id}`, log, roundOf);
      const seats = module.seatCount(tl.states[0]);
      const roundAt = (k: number) => tl.roundStarts.filter((r) => r <= k).length;
      const last = tl.states.length - 1;
      // As the viewer does: the running score from the public view, the final totals at the end.
      const total = (seat: number) => result!.scores.find((l) => l.seat === seat)!.total;
      const series = scoreSeries(tl.states.length, seats, (k, seat) => (k === last ? total(seat) : presenter.score(module.view(tl.states[k], 'spectator'), seat)), roundAt, tl.roundStarts);
      // Every position has a running score (a number); the last one is the final total.
      for (let seat = 0; seat < seats; seat++) {
        expect(Number.isFinite(series.scores[seat]![last - 1])).toBe(true);
        expect(series.scores[seat]![last]).toBe(total(seat));
      }
      expect(series.marks.length).toBeGreaterThan(2);
      expect(series.swings.length).toBeGreaterThan(0);
      for (const s of series.swings) expect(series.scores[s.seat]![s.at]! - series.scores[s.seat]![s.at - 1]!).toBe(s.delta);
    });
  }
});
