// Embassy stacks: the worth of the draws still to come, and what spending a token elsewhere costs.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../../src/games/copan/index.ts';
import { CITY_TILES } from '../../../../src/games/copan/data-rc.ts';
import { seatCtx } from '../../../../src/games/copan/ai/assets.ts';
import { cityLevel, tokenWorth } from '../../../../src/games/copan/ai/worth.ts';
import { stackDelta, stackPotential } from '../../../../src/games/copan/ai/worth.ts';
import { DEFAULT_WEIGHTS } from '../../../../src/games/copan/ai/weights.ts';

const LOOP = CITY_TILES.findIndex((t) => t.fx.t === 'bonus' && t.fx.site === -1);
const PLAIN = CITY_TILES.findIndex((t) => t.fx.t === 'vp');
const w = { ...DEFAULT_WEIGHTS, stack: 0.4, stackRate: 0.5 };

/** A 4-player position where seat 0 has `k` tokens on City space 4 (level 3) holding `tile`. */
function position(tile: number, k: number, supply: number) {
  const s = copanGame.setup({ players: 4, event: 'ev11' }, 'stack');
  s.cities = s.cities.map(() => -1);
  s.cities[4] = tile;
  const p = s.players[0]!;
  p.emb = p.emb.map(() => 0);
  p.emb[4] = k;
  p.supply = supply;
  return s;
}

describe('Copan AI: Embassy stacks', () => {
  it('a loop City counts every token in supply: one more draw per token already there and per token added', () => {
    const c = seatCtx(position(LOOP, 3, 10), 0, w, 6);
    const tw = tokenWorth(c, cityLevel(4), 1);
    // Ten more actions on a stack of 3 draw 4 + 5 + ... + 13 = 85 tokens.
    expect(stackPotential(c)).toBeCloseTo(0.4 * 85 * tw, 6);
    // A token spent elsewhere gives up the last action's 13 draws.
    expect(stackDelta(c, -1)).toBeCloseTo(-0.4 * 13 * tw, 6);
    // A token on the stack itself only turns the next action's 4 draws into draws taken now.
    expect(stackDelta(c, 4)).toBeCloseTo(-0.4 * 4 * tw, 6);
  });

  it('without a loop tile only the actions the turns left allow count', () => {
    const c = seatCtx(position(PLAIN, 3, 10), 0, w, 6); // 6 turns at 0.5 actions: 3 actions
    expect(stackPotential(c)).toBeCloseTo(0.4 * (4 + 5 + 6) * tokenWorth(c, cityLevel(4), 1), 6);
  });

  it('a closed City, the end of the game or a zero weight count nothing', () => {
    const closed = position(LOOP, 3, 10);
    closed.cities[4] = -1;
    expect(stackPotential(seatCtx(closed, 0, w, 6))).toBe(0);
    expect(stackPotential(seatCtx(position(LOOP, 3, 10), 0, w, 0))).toBe(0);
    expect(stackPotential(seatCtx(position(LOOP, 3, 10), 0, { ...w, stack: 0 }, 6))).toBe(0);
  });
});
