import { describe, expect, it } from 'vitest';
import { NONE } from '../../../src/games/zapotec/types.ts';
import { clean, giveHouse, giveTrade, newGame, play, refusal, resOf, setRes, spaceId, tileOnSpace, turnOf } from './fixtures.ts';

describe('income', () => {
  it('rulebook example: a wood card on the middle row gives wood, stone + gold from the village, brick + priest from the temple', () => {
    const s = turnOf(newGame(2), 0, 4 /* village / wood */, 'income');
    setRes(s, 0, {});
    s.players[0]!.grid[4] = 17; // village tile with stone, middle of the wood row
    s.players[0]!.grid[5] = 31; // temple tile with brick, right of the wood row
    const after = play(s, 0, { kind: 'income', line: 'row' });
    expect(resOf(after, 0)).toEqual({ wood: 1, stone: 1, gold: 1, brick: 1, priest: 1, corn: 0 });
    expect(after.step).toBe('capital');
  });

  it('the column instead of the row gives the header and the tiles of that column', () => {
    const s = turnOf(newGame(2), 0, 4, 'income');
    setRes(s, 0, {});
    s.players[0]!.grid[4] = 17;
    s.players[0]!.grid[5] = 31; // not in the wood column
    s.players[0]!.grid[7] = 0; // cornfield with wood, bottom of the wood column
    const after = play(s, 0, { kind: 'income', line: 'col' });
    expect(resOf(after, 0)).toEqual({ wood: 2, stone: 1, gold: 1, brick: 0, priest: 0, corn: 1 });
  });
});

describe('construction', () => {
  it('rulebook example: temple and village in Mitla on the wood row, covering the gold space', () => {
    let s = turnOf(newGame(2), 0, 8 /* mitla / brick */, 'construction');
    setRes(s, 0, { brick: 2, wood: 1, stone: 1 });
    const temple = spaceId('mitla', 'forest', 'temple');
    const village = spaceId('mitla', 'hills', 'village');
    s = play(s, 0, { kind: 'build', space: temple, palace: false });
    expect(s.sub).toEqual(['place']);
    s = play(s, 0, { kind: 'place', cell: 4 });
    s = play(s, 0, { kind: 'build', space: village, palace: false });
    s = play(s, 0, { kind: 'place', cell: 3 }); // the printed gold space
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 1, priest: 0 });
    expect(s.spaceOwner[temple]).toBe(0);
    expect(s.spaceOwner[village]).toBe(0);
    expect(s.spaceTile[temple]).toBe(NONE);
    expect(s.players[0]!.houses).toBe(7);
    expect(clean(s)).toEqual([]);
  });

  it('covering a printed space gives its resource, covering a plain one gives nothing', () => {
    let s = turnOf(newGame(2), 0, 1 /* cornfield */, 'construction');
    setRes(s, 0, { wood: 2, stone: 2 });
    s = play(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'cornfield'), palace: false });
    s = play(s, 0, { kind: 'place', cell: 7 });
    expect(resOf(s, 0).corn).toBe(1);
    s = play(s, 0, { kind: 'build', space: spaceId('etla', 'hills', 'cornfield'), palace: false });
    s = play(s, 0, { kind: 'place', cell: 0 });
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 1, gold: 0, priest: 0 });
  });

  it('a type card allows only that type, anywhere; a region or terrain card allows any type there', () => {
    const s = turnOf(newGame(2), 0, 7 /* temple */, 'construction');
    setRes(s, 0, { wood: 5, brick: 5, stone: 5 });
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'village'), palace: false })).toBe('space-not-allowed');
    play(s, 0, { kind: 'build', space: spaceId('ocotlan', 'hills', 'temple'), palace: false });
    const hills = turnOf(newGame(2), 0, 6 /* hills */, 'construction');
    setRes(hills, 0, { wood: 5, brick: 5, stone: 5 });
    for (const type of ['cornfield', 'village', 'temple']) play(hills, 0, { kind: 'build', space: spaceId('mitla', 'hills', type), palace: false });
    expect(refusal(hills, 0, { kind: 'build', space: spaceId('mitla', 'forest', 'temple'), palace: false })).toBe('space-not-allowed');
  });

  it('costs: village brick + wood, temple brick + stone, cornfield wood + stone', () => {
    const s = turnOf(newGame(2), 0, 3 /* plains */, 'construction');
    setRes(s, 0, { brick: 1, wood: 1 });
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'temple'), palace: false })).toBe('cannot-afford');
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'cornfield'), palace: false })).toBe('cannot-afford');
    const after = play(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'village'), palace: false });
    expect(resOf(after, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 0, priest: 0 });
  });

  it('rulebook example: the palace costs one of each basic resource and its tile goes face down to the palace space', () => {
    let s = turnOf(newGame(2), 0, 1 /* cornfield */, 'construction');
    setRes(s, 0, { brick: 1, wood: 1, stone: 1 });
    const space = spaceId('ocotlan', 'forest', 'cornfield');
    const tile = s.spaceTile[space]!;
    s = play(s, 0, { kind: 'build', space, palace: true });
    expect(s.sub).toEqual([]);
    expect(s.players[0]!.palaceSpace).toBe(space);
    expect(s.players[0]!.palaceTile).toBe(tile);
    expect(s.players[0]!.grid.every((c) => c === NONE)).toBe(true);
    expect(s.players[0]!.houses).toBe(8);
    expect(resOf(s, 0)).toEqual({ wood: 0, brick: 0, stone: 0, corn: 0, gold: 0, priest: 0 });
    setRes(s, 0, { brick: 1, wood: 1, stone: 1 });
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'forest', 'cornfield'), palace: true })).toBe('palace-built');
    expect(clean(s)).toEqual([]);
  });

  it('the palace must match the card too', () => {
    const s = turnOf(newGame(2), 0, 1 /* cornfield */, 'construction');
    setRes(s, 0, { brick: 1, wood: 1, stone: 1 });
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'forest', 'temple'), palace: true })).toBe('space-not-allowed');
  });

  it('a built space cannot be built again, and nine houses are the limit', () => {
    const s = turnOf(newGame(4), 0, 2 /* etla */, 'construction');
    setRes(s, 0, { wood: 20, brick: 20, stone: 20 });
    giveHouse(s, 1, spaceId('etla', 'plains', 'village'));
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'village'), palace: false })).toBe('space-unavailable');
    s.players[0]!.houses = 0;
    expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', 'temple'), palace: false })).toBe('no-house-left');
  });

  it('closed spaces (3+ and 4) cannot be built with 2 players', () => {
    const s = turnOf(newGame(2), 0, 2 /* etla */, 'construction');
    setRes(s, 0, { wood: 5, brick: 5, stone: 5 });
    expect(refusal(s, 0, { kind: 'build', space: 3, palace: false })).toBe('space-unavailable');
    expect(refusal(s, 0, { kind: 'build', space: 4, palace: false })).toBe('space-unavailable');
  });

  it('Z31-Z33 make a type cost exactly one resource; the palace keeps its cost', () => {
    for (const [tile, type, pay] of [[31, 'cornfield', 'stone'], [32, 'temple', 'brick'], [33, 'village', 'wood']] as const) {
      const s = turnOf(newGame(2), 0, 21 /* plains / brick */, 'construction');
      giveTrade(s, 0, tile);
      setRes(s, 0, { [pay]: 1 });
      const after = play(s, 0, { kind: 'build', space: spaceId('mitla', 'plains', type), palace: false });
      expect(resOf(after, 0)[pay]).toBe(0);
      setRes(s, 0, { [pay]: 3 });
      expect(refusal(s, 0, { kind: 'build', space: spaceId('etla', 'plains', type), palace: true })).toBe('cannot-afford');
    }
  });

  it('Z25-Z30 build once per round on their terrain or region, ignoring the card, for one resource', () => {
    for (const [tile, where, pay, space] of [
      [25, 'plains', 'brick', spaceId('etla', 'plains', 'temple')],
      [26, 'hills', 'stone', spaceId('ocotlan', 'hills', 'village')],
      [27, 'forest', 'wood', spaceId('mitla', 'forest', 'cornfield')],
      [28, 'mitla', 'brick', spaceId('mitla', 'hills', 'temple')],
      [29, 'ocotlan', 'stone', spaceId('ocotlan', 'plains', 'cornfield')],
      [30, 'etla', 'wood', spaceId('etla', 'forest', 'village')],
    ] as const) {
      let s = turnOf(newGame(2), 0, 1 /* cornfield: the tile ignores it */, 'construction');
      giveTrade(s, 0, tile);
      setRes(s, 0, { [pay]: 2 });
      const wrong = where === 'plains' ? spaceId('etla', 'hills', 'temple') : where === 'etla' ? spaceId('mitla', 'forest', 'village') : spaceId('etla', 'plains', 'village');
      expect(refusal(s, 0, { kind: 'build', space: wrong, palace: false, via: tile })).toBe('space-not-allowed');
      expect(refusal(s, 0, { kind: 'build', space, palace: true, via: tile })).toBe('palace-not-via-tile');
      s = play(s, 0, { kind: 'build', space, palace: false, via: tile });
      expect(resOf(s, 0)[pay]).toBe(1);
      expect(s.players[0]!.trade[0]!.up).toBe(false);
      s = play(s, 0, { kind: 'place', cell: 0 });
      expect(refusal(s, 0, { kind: 'build', space: wrong, palace: false, via: tile })).toBe('tile-used');
      void where;
    }
  });

  it('the tile a building brings goes to the player board and never moves', () => {
    let s = turnOf(newGame(2), 0, 1, 'construction');
    setRes(s, 0, { wood: 2, stone: 2 });
    const space = spaceId('etla', 'plains', 'cornfield');
    const tile = tileOnSpace(s, space, 'brick');
    s = play(s, 0, { kind: 'build', space, palace: false });
    expect(refusal(s, 0, { kind: 'endConstruction' })).toBe('finish-first');
    s = play(s, 0, { kind: 'place', cell: 8 });
    expect(s.players[0]!.grid[8]).toBe(tile);
    s = play(s, 0, { kind: 'build', space: spaceId('etla', 'hills', 'cornfield'), palace: false });
    expect(refusal(s, 0, { kind: 'place', cell: 8 })).toBe('cell-taken');
  });
});
