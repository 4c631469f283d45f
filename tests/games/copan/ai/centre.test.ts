// Where hard's reward is centred: on the lead the rule player reaches from the root (so a swing
// that every choice shares, such as the next seat's Embassy loop, leaves the rewards readable),
// or on the lead at the root.
import { describe, expect, it } from 'vitest';
import type { CopanState } from '../../../../src/games/copan/index.ts';
import { HARD_TUNING, hardConfig } from '../../../../src/games/copan/ai/hard.ts';
import { projectedMargin } from '../../../../src/games/copan/ai/evaluate.ts';
import { searchModule } from '../../../../src/games/copan/ai/search-module.ts';
import { DEFAULT_WEIGHTS } from '../../../../src/games/copan/ai/weights.ts';
import { positionsOf } from './helpers.ts';

const module = searchModule();

/** Plays every seat with `config.policy` from `root` until `stop` (on a copy). */
function playOut(root: CopanState, seat: number, stop: (s: CopanState) => boolean, config: ReturnType<typeof hardConfig>): CopanState {
  let s = module.copy!(root);
  while (!stop(s)) {
    const pending = module.pending(s);
    if (pending.length === 0) break;
    const who = (pending.find((p) => p.seat === seat) ?? pending[0]!).seat;
    const list = module.choices(s, who);
    const res = module.applyInPlace!(s, who, list.length === 1 ? list[0]! : config.policy(s, who, list, undefined as never));
    if (!res.ok) throw new Error(res.error.reason);
    s = res.state;
  }
  return s;
}

/** Turn starts of every seat in a seeded 4-player game between easy bots. */
const roots = positionsOf({ players: 4, event: 'ev11' }, 'centre')
  .filter((p) => p.kind === 'place' && !p.outOfTurn)
  .filter((_, i) => i % 6 === 1)
  .slice(0, 6);

describe('Copan hard: reward centre', () => {
  it("with centre 'policy', the rule player's own line from the root scores exactly 0.5", () => {
    expect(roots.length).toBe(6);
    for (const { state, seat } of roots) {
      const config = hardConfig(DEFAULT_WEIGHTS, 150, { ...HARD_TUNING, centre: 'policy' });
      const stop = config.horizon!(state, seat);
      const end = playOut(state, seat, stop, config);
      expect(end.players[(seat + 1) % 4]!.turns).toBe(state.players[(seat + 1) % 4]!.turns + 1);
      const r = config.evaluate(end, seat);
      expect(r[seat]).toBeCloseTo(0.5, 9);
      expect(r[(seat + 1) % 4]).toBeCloseTo(0.5, 9);
    }
  });

  it("with centre 'root', the reward is the logistic of the lead gained since the root", () => {
    for (const { state, seat } of roots) {
      const config = hardConfig(DEFAULT_WEIGHTS, 150, { ...HARD_TUNING, centre: 'root' });
      const end = playOut(state, seat, config.horizon!(state, seat), config);
      const gained = projectedMargin(end, seat) - projectedMargin(state, seat);
      expect(config.evaluate(end, seat)[seat]).toBeCloseTo(1 / (1 + Math.exp(-gained / HARD_TUNING.rewardScale)), 9);
    }
  });
});
