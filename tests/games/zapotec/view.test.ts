import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { hashState } from '../../../src/engine/hash.ts';
import { playRandomGame } from '../../../src/engine/random-play.ts';
import { HIDDEN, NONE } from '../../../src/games/zapotec/types.ts';
import { leaks } from '../../../src/games/zapotec/checks.ts';
import { newGame, play } from './fixtures.ts';

describe('views', () => {
  it('a seat sees its own hand but not others’, nor the deck, stacks, removed cards or PRNG', () => {
    const s = newGame(4, 'view');
    const v = zapotecGame.view(s, 2);
    expect(v.players[2]!.hand).toEqual(s.players[2]!.hand);
    for (const seat of [0, 1, 3]) expect(v.players[seat]!.hand).toEqual(new Array(4).fill(HIDDEN));
    expect(v.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.tradeStacks.flat().every((c) => c === HIDDEN)).toBe(true);
    expect(v.removedCards).toEqual([HIDDEN]);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.offer).toEqual(s.offer);
    expect(v.tradeRows).toEqual(s.tradeRows);
    const spectator = zapotecGame.view(s, 'spectator');
    expect(spectator.players.every((p) => p.hand.every((c) => c === HIDDEN))).toBe(true);
    expect(leaks(s, 2)).toEqual([]);
  });

  it('solo: Cocijobot’s deck is hidden but the back of its top card is shown', () => {
    const s = newGame(1, 'soloview');
    const v = zapotecGame.view(s, 0);
    expect(v.cocijobot!.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(typeof v.botTopBack).toBe('string');
    expect(v.tradeRemoved.every((c) => c === HIDDEN)).toBe(true);
  });

  it('is a pure function of the state', () => {
    const s = newGame(3, 'pure');
    const before = hashState(s);
    expect(hashState(zapotecGame.view(s, 1))).toBe(hashState(zapotecGame.view(s, 1)));
    expect(hashState(s)).toBe(before);
  });

  it('sampleConsistent gives a full, legal state that agrees with everything the seat sees', () => {
    for (const players of [1, 2, 3, 4] as const) {
      const mid = playRandomGame(zapotecGame, players === 1 ? { players, difficulty: 'normal' } : { players }, `mid-${players}`, { maxSteps: 40 });
      const s = mid.match.state;
      const seat = 0;
      const v = zapotecGame.view(s, seat);
      const sample = zapotecGame.sampleConsistent(v, seat, 'sample');
      expect(zapotecGame.view(sample, seat)).toEqual({ ...v, botTopBack: v.botTopBack });
      expect(JSON.stringify(sample).includes('"botTopBack"')).toBe(false);
      // The sampled world can be played on: every seat that owes a decision has legal choices.
      for (const p of zapotecGame.pending(sample)) expect(zapotecGame.choices(sample, p.seat).length).toBeGreaterThan(0);
      const again = zapotecGame.sampleConsistent(v, seat, 'sample');
      expect(hashState(again)).toBe(hashState(sample));
    }
  });

  it('a chosen card stays hidden from the others until the reveal', () => {
    let s = newGame(2, 'chosen');
    const card = s.players[0]!.hand[0]!;
    s = play(s, 0, { kind: 'pick', card });
    const other = zapotecGame.view(s, 1);
    expect(other.chosen).toEqual([HIDDEN, NONE]);
    expect(JSON.stringify(other.players[0]!.hand)).not.toContain(String(card));
  });
});
