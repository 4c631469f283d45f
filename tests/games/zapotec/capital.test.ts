import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { SACRIFICE_STEPS } from '../../../src/games/zapotec/data.ts';
import { NONE } from '../../../src/games/zapotec/types.ts';
import { clean, events, giveTrade, newGame, play, refusal, resOf, setRes, turnOf } from './fixtures.ts';

const capital = (players: 2 | 3 | 4 = 2, seed = 'cap') => turnOf(newGame(players, seed), 0, 1);

describe('trade action', () => {
  it('costs 1, 2 and 3 gold by level; one tile per level per round', () => {
    let s = capital();
    setRes(s, 0, { gold: 6 });
    s = play(s, 0, { kind: 'buy', level: 2, slot: 1 });
    expect(resOf(s, 0).gold).toBe(4);
    expect(refusal(s, 0, { kind: 'buy', level: 2, slot: 0 })).toBe('trade-level-bought');
    s = play(s, 0, { kind: 'buy', level: 3, slot: 0 });
    expect(resOf(s, 0).gold).toBe(1);
    s = play(s, 0, { kind: 'buy', level: 1, slot: 2 });
    expect(resOf(s, 0).gold).toBe(0);
    expect(s.players[0]!.trade).toHaveLength(3);
    expect(s.tradeRows.map((r) => r.filter((t) => t === NONE).length)).toEqual([1, 1, 1]);
    expect(clean(s)).toEqual([]);
  });

  it('needs the gold and a tile in the slot', () => {
    const s = capital();
    setRes(s, 0, { gold: 2 });
    expect(refusal(s, 0, { kind: 'buy', level: 3, slot: 0 })).toBe('cannot-afford');
    s.tradeRows[0]![0] = NONE;
    expect(refusal(s, 0, { kind: 'buy', level: 1, slot: 0 })).toBe('trade-slot-empty');
  });

  it('sacrifice step 3 makes level 2 cost 1; step 6 makes level 3 cost 1 too (never below 1)', () => {
    const s = capital();
    s.players[0]!.sacrifice = 3;
    setRes(s, 0, { gold: 3 });
    let a = play(s, 0, { kind: 'buy', level: 2, slot: 0 });
    expect(resOf(a, 0).gold).toBe(2);
    expect(refusal(a, 0, { kind: 'buy', level: 3, slot: 0 }) ).toBe('cannot-afford');
    s.players[0]!.sacrifice = 6;
    a = play(s, 0, { kind: 'buy', level: 3, slot: 0 });
    a = play(a, 0, { kind: 'buy', level: 2, slot: 0 });
    a = play(a, 0, { kind: 'buy', level: 1, slot: 0 });
    expect(resOf(a, 0).gold).toBe(0);
  });

  it('bought tiles are replaced from the stack at the end of the buyer’s turn, not before', () => {
    let s = turnOf(newGame(2, 'refill'), 0, 1);
    s.round = 5; // no draw step: ending construction ends the turn
    setRes(s, 0, { gold: 1 });
    const next = s.tradeStacks[0]![s.tradeStacks[0]!.length - 1];
    s = play(s, 0, { kind: 'buy', level: 1, slot: 1 });
    expect(s.tradeRows[0]![1]).toBe(NONE);
    s = play(s, 0, { kind: 'endCapital' });
    s = play(s, 0, { kind: 'endConstruction' });
    expect(s.tradeRows[0]![1]).toBe(next);
  });

  it.each([
    [1, 'wood', 'corn'], [2, 'wood', 'corn'], [3, 'brick', 'corn'], [4, 'brick', 'corn'], [5, 'stone', 'corn'], [6, 'stone', 'corn'],
    [7, 'wood', 'brick'], [8, 'wood', 'brick'], [9, 'brick', 'stone'], [10, 'brick', 'stone'], [11, 'stone', 'wood'], [12, 'stone', 'wood'],
  ] as const)('level 1 tile Z%i gives %s and %s at once and stays face down', (id, a, b) => {
    const s = capital();
    s.tradeRows[0]![0] = id;
    s.tradeStacks[0] = s.tradeStacks[0]!.filter((t) => t !== id);
    s.tradeRows[0] = s.tradeRows[0]!.map((t, i) => (i > 0 && t === id ? NONE : t));
    setRes(s, 0, { gold: 1 });
    const after = play(s, 0, { kind: 'buy', level: 1, slot: 0 });
    const r = resOf(after, 0);
    expect(r[a]).toBe(1);
    expect(r[b]).toBe(1);
    expect(after.players[0]!.trade).toEqual([{ id, up: false }]);
    expect(refusal(after, 0, { kind: 'use', tile: id })).toBe('tile-used');
  });

  it.each([
    [13, 'brick', 'stone', 2], [14, 'stone', 'wood', 2], [15, 'wood', 'brick', 2], [16, 'brick', 'wood', 2],
    [17, 'stone', 'brick', 2], [18, 'wood', 'stone', 2], [19, 'brick', 'priest', 1], [20, 'stone', 'priest', 1],
    [21, 'wood', 'priest', 1], [22, 'brick', 'corn', 2], [23, 'stone', 'corn', 2], [24, 'wood', 'corn', 2],
  ] as const)('level 2 tile Z%i: pay 1 %s for %s ×%i, once per round, from the moment it is bought', (id, pay, gain, n) => {
    let s = capital();
    giveTrade(s, 0, id);
    setRes(s, 0, {});
    expect(refusal(s, 0, { kind: 'use', tile: id })).toBe('cannot-afford');
    setRes(s, 0, { [pay]: 2 });
    s = play(s, 0, { kind: 'use', tile: id });
    expect(resOf(s, 0)[pay]).toBe(1);
    expect(resOf(s, 0)[gain]).toBe(n);
    expect(refusal(s, 0, { kind: 'use', tile: id })).toBe('tile-used');
  });

  it('level 2 tiles also work in the construction step, and flip back up at the round clean-up', () => {
    let s = turnOf(newGame(2, 'flip'), 0, 1, 'construction');
    giveTrade(s, 0, 19);
    setRes(s, 0, { brick: 1 });
    s = play(s, 0, { kind: 'use', tile: 19 });
    expect(resOf(s, 0).priest).toBe(1);
    // Finish the round: this player ends; the other plays a minimal turn.
    s = play(s, 0, { kind: 'endConstruction' });
    s = play(s, 0, { kind: 'draw', card: s.offer[0]! });
    s = play(s, 1, { kind: 'income', line: 'row' });
    s = play(s, 1, { kind: 'endCapital' });
    s = play(s, 1, { kind: 'endConstruction' });
    s = play(s, 1, { kind: 'draw', card: s.offer[0]! });
    expect(s.round).toBe(2);
    expect(s.players[0]!.trade[0]).toEqual({ id: 19, up: true });
  });

  it('Z34 pays 2 corn to climb four steps with their bonuses, once in the game, no priest', () => {
    let s = capital();
    giveTrade(s, 0, 34);
    setRes(s, 0, { corn: 2 });
    s = play(s, 0, { kind: 'use', tile: 34 });
    expect(s.players[0]!.sacrifice).toBe(4);
    expect(s.players[0]!.vp).toBe(1 + 2);
    expect(s.sub).toEqual(['bonus']);
    s = play(s, 0, { kind: 'bonus', resource: 'stone' });
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 1, corn: 0, gold: 0, priest: 0 });
    setRes(s, 0, { corn: 2 });
    expect(refusal(s, 0, { kind: 'use', tile: 34 })).toBe('tile-used');
  });

  it('Z36 places a disc on a ritual ignoring the pyramid limit, the priest and opponents’ gold, once', () => {
    let s = capital();
    giveTrade(s, 0, 36);
    setRes(s, 0, {});
    s.ritualDiscs[1]!.push(1);
    s.players[1]!.discs--;
    expect(refusal(s, 0, { kind: 'use', tile: 36 })).toBe('malformed-choice');
    s = play(s, 0, { kind: 'use', tile: 36, ritual: 1 });
    expect(s.ritualDiscs[1]).toEqual([1, 0]);
    expect(s.players[0]!.ritualActions).toBe(0);
    expect(refusal(s, 0, { kind: 'use', tile: 36, ritual: 2 })).toBe('tile-used');
  });

  it('Z31-Z33 and Z35 have no action to take', () => {
    const s = capital();
    for (const id of [31, 32, 33, 35]) giveTrade(s, 0, id);
    for (const id of [31, 32, 33, 35]) expect(refusal(s, 0, { kind: 'use', tile: id })).toBe('tile-not-usable');
  });
});

describe('pyramid action', () => {
  it('costs priest, wood, brick and stone; a new pyramid takes a scoring tile and the largest piece', () => {
    let s = capital();
    setRes(s, 0, { priest: 1, wood: 1, brick: 1, stone: 1 });
    const tile = s.scoringTiles[1]!;
    s = play(s, 0, { kind: 'pyramid', pyramid: 0, scoring: tile });
    expect(s.pyramids[0]).toEqual({ tile, pieces: [{ seat: 0, size: 3 }] });
    expect(s.scoringTiles).not.toContain(tile);
    expect(s.players[0]!.pieces).toEqual([3, 2, 0]);
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 0, priest: 0 });
  });

  it('a level goes on an unfinished pyramid exactly one size smaller, once per pyramid per round, any colour', () => {
    let s = capital(3);
    setRes(s, 0, { priest: 3, wood: 3, brick: 3, stone: 3 });
    s.pyramids[0] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 1, size: 3 }] };
    s.players[1]!.pieces[2] = 0;
    s = play(s, 0, { kind: 'pyramid', pyramid: 0 });
    expect(s.pyramids[0]!.pieces.map((p) => p.size)).toEqual([3, 2]);
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 0 })).toBe('pyramid-once-per-round');
    // Another pyramid in the same round is fine; it gets this player's largest piece left.
    s = play(s, 0, { kind: 'pyramid', pyramid: 1, scoring: s.scoringTiles[0]! });
    expect(s.pyramids[1]!.pieces).toEqual([{ seat: 0, size: 3 }]);
  });

  it('new pyramids fill the next free space; a complete pyramid (small on top) takes nothing more', () => {
    const s = capital();
    setRes(s, 0, { priest: 1, wood: 1, brick: 1, stone: 1 });
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 1, scoring: s.scoringTiles[0]! })).toBe('pyramid-not-next');
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 0 })).toBe('scoring-tile-unavailable');
    s.pyramids[0] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 1, size: 2 }, { seat: 1, size: 1 }] };
    s.players[1]!.pieces = [2, 1, 1];
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 0 })).toBe('pyramid-complete');
  });

  it('a player without the next smaller piece cannot add to a pyramid; a small pyramid needs all large and medium used', () => {
    let s = capital(3);
    setRes(s, 0, { priest: 2, wood: 2, brick: 2, stone: 2 });
    s.pyramids[0] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 1, size: 3 }] };
    s.players[1]!.pieces[2] = 0;
    s.players[0]!.pieces = [3, 0, 1];
    s.pyramids[1] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 0, size: 2 }, { seat: 2, size: 1 }] };
    s.pyramids[2] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 0, size: 2 }] };
    s.players[2]!.pieces = [2, 2, 1];
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 0 })).toBe('no-piece-of-size');
    s.players[0]!.pieces = [3, 0, 0];
    s.pyramids[0]!.pieces[0]!.seat = 0;
    s.players[1]!.pieces[2] = 1;
    s.pyramids[0]!.pieces.push({ seat: 1, size: 2 });
    s.players[1]!.pieces[1]!--;
    s = play(s, 0, { kind: 'pyramid', pyramid: 0 });
    expect(s.pyramids[0]!.pieces.map((p) => p.size)).toEqual([3, 2, 1]);
    expect(clean(s)).toEqual([]);
  });
});

describe('ritual action', () => {
  const withPieces = (built: number) => {
    const s = capital(4, 'ritual');
    const sizes = [3, 2, 2, 1, 1, 1].slice(0, built);
    // Each piece starts a pyramid of its own (the last ones stack on the first when spaces run out).
    const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    s.scoringTiles = [];
    for (let i = 0; i < built; i++) {
      const size = sizes[i]! as 1 | 2 | 3;
      const target = s.pyramids.find((p) => p.tile === NONE);
      if (target) { target.tile = tiles.shift()!; target.pieces.push({ seat: 0, size }); }
      else s.pyramids[0]!.pieces.push({ seat: 0, size });
      s.players[0]!.pieces[size - 1]!--;
    }
    s.scoringTiles = tiles.slice(0, 5 - Math.min(built, 4));
    return s;
  };

  it('needs a pyramid level, a priest, and gold per opponent disc on the card', () => {
    let s = capital();
    setRes(s, 0, { priest: 1, gold: 1 });
    expect(refusal(s, 0, { kind: 'ritual', ritual: 0 })).toBe('ritual-needs-pyramid');
    s = withPieces(1);
    setRes(s, 0, { gold: 1 });
    expect(refusal(s, 0, { kind: 'ritual', ritual: 0 })).toBe('cannot-afford');
    setRes(s, 0, { priest: 1 });
    s.ritualDiscs[0] = [1];
    s.players[1]!.discs--;
    expect(refusal(s, 0, { kind: 'ritual', ritual: 0 })).toBe('cannot-afford');
    setRes(s, 0, { priest: 1, gold: 1 });
    s = play(s, 0, { kind: 'ritual', ritual: 0 });
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 0, priest: 0 });
    expect(s.ritualDiscs[0]).toEqual([1, 0]);
    expect(s.players[0]!.discs).toBe(2);
    expect(clean(s)).toEqual([]);
  });

  it('the number of ritual cards joined by rituals is limited by pyramid pieces built (max 3); never two discs on one card', () => {
    let s = withPieces(2);
    setRes(s, 0, { priest: 5 });
    s = play(s, 0, { kind: 'ritual', ritual: 0 });
    expect(refusal(s, 0, { kind: 'ritual', ritual: 0 })).toBe('ritual-own-disc');
    s = play(s, 0, { kind: 'ritual', ritual: 1 });
    expect(refusal(s, 0, { kind: 'ritual', ritual: 2 })).toBe('ritual-limit');
    s = withPieces(4);
    setRes(s, 0, { priest: 5 });
    for (const r of [0, 1, 2]) s = play(s, 0, { kind: 'ritual', ritual: r });
    expect(s.players[0]!.discs).toBe(0);
  });

  it('from sacrifice step 9 a ritual needs no priest, but opponent gold is still paid', () => {
    let s = withPieces(1);
    s.players[0]!.sacrifice = 9;
    s.ritualDiscs[2] = [2];
    s.players[2]!.discs--;
    setRes(s, 0, { gold: 1 });
    s = play(s, 0, { kind: 'ritual', ritual: 2 });
    expect(resOf(s, 0).gold).toBe(0);
  });
});

describe('sacrifice action', () => {
  it('spends one priest and 1-5 corn, one step per corn, and stops at step 12', () => {
    const s = capital();
    setRes(s, 0, { priest: 2, corn: 9 });
    expect(zapotecGame.choices(s, 0).filter((c) => c.kind === 'sacrifice')).toHaveLength(5);
    const after = play(s, 0, { kind: 'sacrifice', corn: 5 });
    expect(after.players[0]!.sacrifice).toBe(5);
    expect(resOf(after, 0).priest).toBe(1);
    expect(resOf(after, 0).corn).toBe(4);
    s.players[0]!.sacrifice = 10;
    expect(refusal(s, 0, { kind: 'sacrifice', corn: 3 })).toBe('sacrifice-top');
    setRes(s, 0, { corn: 2 });
    expect(refusal(s, 0, { kind: 'sacrifice', corn: 1 })).toBe('cannot-afford');
    setRes(s, 0, { priest: 1, corn: 1 });
    expect(refusal(s, 0, { kind: 'sacrifice', corn: 2 })).toBe('cannot-afford');
    expect(refusal(s, 0, { kind: 'sacrifice', corn: 6 })).toBe('malformed-choice');
  });

  it('collects every step passed: VP on 1/4/7/10/12, a basic resource of choice on 2/5/8', () => {
    let s = capital();
    s.players[0]!.sacrifice = 0;
    setRes(s, 0, { priest: 3, corn: 12 });
    s = play(s, 0, { kind: 'sacrifice', corn: 5 });
    expect(s.players[0]!.vp).toBe(1 + 2);
    expect(s.sub).toEqual(['bonus', 'bonus']);
    expect(refusal(s, 0, { kind: 'endCapital' })).toBe('finish-first');
    s = play(s, 0, { kind: 'bonus', resource: 'wood' });
    s = play(s, 0, { kind: 'bonus', resource: 'brick' });
    s = play(s, 0, { kind: 'sacrifice', corn: 5 });
    expect(s.players[0]!.vp).toBe(3 + 3 + 4);
    expect(s.sub).toEqual(['bonus']);
    s = play(s, 0, { kind: 'bonus', resource: 'stone' });
    expect(resOf(s, 0)).toMatchObject({ wood: 1, brick: 1, stone: 1 });
    expect(SACRIFICE_STEPS.filter((b) => b.kind === 'vp').reduce((n, b) => n + (b.kind === 'vp' ? b.vp : 0), 0)).toBe(15);
  });

  it('step 11 places a disc on a ritual card for free, outside the pyramid limit', () => {
    let s = capital();
    s.players[0]!.sacrifice = 10;
    setRes(s, 0, { priest: 1, corn: 1 });
    s = play(s, 0, { kind: 'sacrifice', corn: 1 });
    expect(s.sub).toEqual(['ritual11']);
    s = play(s, 0, { kind: 'ritual11', ritual: 2 });
    expect(s.ritualDiscs[2]).toEqual([0]);
    expect(s.players[0]!.ritualActions).toBe(0);
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 0, priest: 0 });
  });

  it('a disc arriving on an occupied step goes on top: lower in the stack arrived first', () => {
    let s = capital(3);
    s.players[1]!.sacrifice = 1;
    s.players[1]!.arrival = ++s.arrivals;
    setRes(s, 0, { priest: 1, corn: 1 });
    s = play(s, 0, { kind: 'sacrifice', corn: 1 });
    expect(s.players[0]!.arrival).toBeGreaterThan(s.players[1]!.arrival);
  });

  it('several sacrifices in one turn are allowed, each costing a priest', () => {
    let s = capital();
    setRes(s, 0, { priest: 2, corn: 2 });
    s = play(s, 0, { kind: 'sacrifice', corn: 1 });
    s = play(s, 0, { kind: 'sacrifice', corn: 1 });
    expect(s.players[0]!.sacrifice).toBe(2);
    expect(events(s, 0, { kind: 'bonus', resource: 'wood' }).length).toBeGreaterThan(0);
  });
});
