// The illegal-move reasons not already exercised by the rule-specific tests.
import { describe, expect, it } from 'vitest';
import { giveTrade, newGame, refusal, setRes, turnOf } from './fixtures.ts';

describe('more illegal-move reasons', () => {
  it('no-disc: a player whose three discs are out cannot place another', () => {
    const s = turnOf(newGame(2, 'nodisc'), 0, 1);
    giveTrade(s, 0, 36);
    s.players[0]!.discs = 0;
    s.ritualDiscs = [[0], [0], []];
    expect(refusal(s, 0, { kind: 'use', tile: 36, ritual: 2 })).toBe('no-disc');
  });

  it('tile-not-owned: using or building with a tile one does not own', () => {
    const s = turnOf(newGame(2, 'notowned'), 0, 1);
    setRes(s, 0, { brick: 3, wood: 3, stone: 3 });
    expect(refusal(s, 0, { kind: 'use', tile: 13 })).toBe('tile-not-owned');
    const c = turnOf(newGame(2, 'notowned2'), 0, 1, 'construction');
    setRes(c, 0, { brick: 3 });
    expect(refusal(c, 0, { kind: 'build', space: 0, palace: false, via: 25 })).toBe('tile-not-owned');
  });

  it('tile-builds: a building tile is used by building with it, not as an action', () => {
    const s = turnOf(newGame(2, 'builds'), 0, 1);
    giveTrade(s, 0, 27);
    setRes(s, 0, { wood: 2 });
    expect(refusal(s, 0, { kind: 'use', tile: 27 })).toBe('tile-builds');
  });

  it('no-such-pyramid: a 2-player game has two pyramid spaces', () => {
    const s = turnOf(newGame(2, 'nopyr'), 0, 1);
    setRes(s, 0, { priest: 1, wood: 1, brick: 1, stone: 1 });
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 3, scoring: s.scoringTiles[0]! })).toBe('no-such-pyramid');
  });

  it('no-piece-left: all six pieces built, no new pyramid', () => {
    const s = turnOf(newGame(4, 'nopiece'), 0, 1);
    setRes(s, 0, { priest: 1, wood: 1, brick: 1, stone: 1 });
    s.players[0]!.pieces = [0, 0, 0];
    s.pyramids[0] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 0, size: 3 }, { seat: 0, size: 2 }, { seat: 0, size: 1 }] };
    s.pyramids[1] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 0, size: 2 }, { seat: 0, size: 1 }] };
    s.pyramids[2] = { tile: s.scoringTiles.shift()!, pieces: [{ seat: 0, size: 1 }] };
    expect(refusal(s, 0, { kind: 'pyramid', pyramid: 3, scoring: s.scoringTiles[0]! })).toBe('no-piece-left');
  });
});
