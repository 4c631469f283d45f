// Saving for a loop: while a seat still has an Embassy loop to play, hard's search does not spend
// its resources on storage extensions (the loop's bonus actions can buy them later).
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState } from '../../../../src/games/copan/index.ts';
import { CITY_TILES } from '../../../../src/games/copan/data-rc-cards.ts';
import { loopAhead } from '../../../../src/games/copan/ai/stack.ts';
import { DEFAULT_PRUNING, searchModule } from '../../../../src/games/copan/ai/search-module.ts';
import { DEFAULT_WEIGHTS } from '../../../../src/games/copan/ai/weights.ts';
import { positionsOf } from './helpers.ts';

const LOOP = CITY_TILES.findIndex((t) => t.fx.t === 'bonus' && t.fx.site === -1);
const PLAIN = CITY_TILES.findIndex((t) => t.fx.t === 'vp');

/** The position with a River purchase to choose where storage is on offer, with a loop City on space 4. */
function riverBuy(tile: number, emb: number, supply: number): { s: CopanState; seat: number } {
  const at = positionsOf({ players: 4, event: 'ev11' }, 'save-for-loop').find(
    (p) => copanGame.choices(p.state, p.seat).some((c) => c.kind === 'river_buy' && c.option === 'storage'),
  )!;
  const s = structuredClone(at.state);
  s.cities = s.cities.map(() => -1);
  s.cities[4] = tile;
  const p = s.players[at.seat]!;
  p.emb = p.emb.map(() => 0);
  p.emb[4] = emb;
  p.supply = supply;
  return { s, seat: at.seat };
}

const storage = (list: { kind: string; option?: string }[]) => list.filter((c) => c.kind === 'river_buy' && c.option === 'storage').length;

describe('Copan AI: saving for a loop', () => {
  it('a loop is ahead while a loop City is open, the seat has not started it and its supply can feed it', () => {
    const ahead = riverBuy(LOOP, 0, 20);
    expect(loopAhead(ahead.s, ahead.seat, 15)).toBe(true);
    const started = riverBuy(LOOP, 3, 20);
    expect(loopAhead(started.s, started.seat, 15)).toBe(false);
    const poor = riverBuy(LOOP, 0, 14);
    expect(loopAhead(poor.s, poor.seat, 15)).toBe(false);
    const plain = riverBuy(PLAIN, 0, 20);
    expect(loopAhead(plain.s, plain.seat, 15)).toBe(false);
  });

  it('the search module drops storage purchases before the loop, and only then', () => {
    const saving = searchModule(DEFAULT_WEIGHTS, { ...DEFAULT_PRUNING, saveForLoop: 15 });
    const before = riverBuy(LOOP, 0, 20);
    expect(storage(copanGame.choices(before.s, before.seat))).toBeGreaterThan(0);
    const kept = saving.choices(before.s, before.seat);
    expect(storage(kept)).toBe(0);
    expect(kept.length).toBeGreaterThan(0);
    // Off by default; and once the seat is looping, storage is on offer again.
    expect(storage(searchModule().choices(before.s, before.seat))).toBeGreaterThan(0);
    const looping = riverBuy(LOOP, 3, 20);
    expect(storage(saving.choices(looping.s, looping.seat))).toBeGreaterThan(0);
  });
});
