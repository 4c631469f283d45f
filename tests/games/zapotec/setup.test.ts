import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { BOARD_SPACES } from '../../../src/games/zapotec/data.ts';
import { NONE } from '../../../src/games/zapotec/types.ts';
import { clean, newGame } from './fixtures.ts';

describe('Zapotec setup', () => {
  it.each([
    [2, 6, 3, 7, 27, 3],
    [3, 5, 4, 3, 36, 4],
    [4, 4, 5, 1, 45, 5],
  ] as const)('%i players: hands of %i, offer %i, %i cards removed, %i open spaces, %i scoring tiles', (n, hand, offer, removed, spaces, scoring) => {
    const s = newGame(n);
    expect(s.players.map((p) => p.hand.length)).toEqual(new Array(n).fill(hand));
    expect(s.offer).toHaveLength(offer);
    expect(s.deck).toHaveLength(4);
    expect(s.bonusStack).toHaveLength(1);
    expect(s.removedCards).toHaveLength(removed);
    expect(s.spaceTile.filter((t) => t !== NONE)).toHaveLength(spaces);
    expect(s.scoringTiles).toHaveLength(scoring);
    expect(s.pyramids).toHaveLength(n);
    expect(s.rituals).toHaveLength(3);
    expect(s.tradeRows.map((r) => r.length)).toEqual([3, 3, 3]);
    expect(s.tradeStacks.map((r) => r.length)).toEqual([9, 9, 9]);
    for (const p of s.players) {
      expect(p.res).toEqual([1, 1, 1, 0, 0, 0]);
      expect(p.houses).toBe(9);
      expect(p.discs).toBe(3);
      expect(p.pieces).toEqual([3, 2, 1]);
      expect(p.sacrifice).toBe(0);
    }
    expect(clean(s)).toEqual([]);
  });

  it('puts every building tile on a space of its own type, and only on spaces in play', () => {
    for (const n of [2, 3, 4] as const) {
      const s = newGame(n, `tiles-${n}`);
      BOARD_SPACES.forEach((sp) => {
        const tile = s.spaceTile[sp.id]!;
        if (sp.minPlayers > n) expect(tile).toBe(NONE);
        else expect(Math.floor(tile / 15)).toBe(['cornfield', 'village', 'temple'].indexOf(sp.type));
      });
    }
  });

  it('opens the same number of spaces of each type at every player count', () => {
    for (const n of [2, 3, 4]) {
      const open = BOARD_SPACES.filter((sp) => sp.minPlayers <= n);
      const perType = ['cornfield', 'village', 'temple'].map((t) => open.filter((sp) => sp.type === t).length);
      expect(new Set(perType).size).toBe(1);
    }
  });

  it('solo: 2-player board, offer of two, hand of six, six-card deck, nine trade tiles, Cocijobot as seat 1', () => {
    const s = newGame(1, 'solo');
    expect(s.seats).toBe(2);
    expect(s.offer).toHaveLength(2);
    expect(s.deck).toHaveLength(6);
    expect(s.players[0]!.hand).toHaveLength(6);
    expect(s.players[1]!.hand).toHaveLength(0);
    expect(s.players[1]!.res).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.spaceTile.filter((t) => t !== NONE)).toHaveLength(27);
    expect(s.tradeStacks.flat()).toHaveLength(0);
    expect(s.tradeRemoved).toHaveLength(27);
    expect(s.pyramids).toHaveLength(2);
    expect(s.scoringTiles).toHaveLength(3);
    expect(s.cocijobot!.deck).toHaveLength(27);
    expect(zapotecGame.pending(s)).toEqual([{ seat: 0, kind: 'pick' }]);
    expect(clean(s)).toEqual([]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(newGame(4, 'same')).toEqual(newGame(4, 'same'));
    expect(newGame(4, 'one').players[0]!.hand).not.toEqual(newGame(4, 'two').players[0]!.hand);
  });

  it('validates options', () => {
    expect(zapotecGame.checkOptions({ players: 5 }).ok).toBe(false);
    expect(zapotecGame.checkOptions({ players: 1, difficulty: 'brutal' }).ok).toBe(false);
    expect(zapotecGame.checkOptions({ players: 1 })).toEqual({ ok: true, options: { players: 1, difficulty: 'normal' } });
    expect(zapotecGame.checkOptions(null).ok).toBe(false);
  });
});
