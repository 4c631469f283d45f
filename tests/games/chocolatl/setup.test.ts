import { describe, expect, it } from 'vitest';
import { DECK_HIGH, DECK_LOW, L5_REWARDS, PYRAMID_BOXES, ROW_ENDS, TRACK_COLOURS, trackColour } from '../../../src/games/chocolatl/data.ts';
import { act, game, refuse, started } from './helpers.ts';

describe('component data', () => {
  it('pyramid rows 5/4/3/2 make 14 boxes, two per round for 7 rounds', () => {
    expect(ROW_ENDS).toEqual([5, 9, 12, 14]);
    expect(PYRAMID_BOXES).toBe(14);
  });
  it('L5 pays 8/4 then 7/3 [text], later rounds fall by one and only the largest scores from round 4', () => {
    expect(L5_REWARDS).toEqual([[8, 4], [7, 3], [6, 2], [5, 0], [4, 0], [3, 0], [2, 0]]);
  });
  it('score track: box 0 red, then gold, green, red repeating', () => {
    expect(TRACK_COLOURS.slice(0, 7)).toEqual(['red', 'gold', 'green', 'red', 'gold', 'green', 'red']);
    expect(trackColour(39)).toBe('red');
    expect(trackColour(37)).toBe('gold');
    expect(trackColour(38)).toBe('green');
  });
  it('improvement decks: the high deck always beats the low deck', () => {
    expect(Math.min(...DECK_HIGH)).toBeGreaterThan(Math.max(...DECK_LOW));
    expect(DECK_HIGH).toHaveLength(8);
    expect(DECK_LOW).toHaveLength(8);
  });
});

describe('options and setup', () => {
  it('accepts 2 (variant) to 5 players and refuses anything else', () => {
    for (const players of [2, 3, 4, 5]) expect(game.checkOptions({ players })).toEqual({ ok: true, options: { players } });
    for (const bad of [{ players: 1 }, { players: 6 }, { players: 3.5 }, { players: '3' }, null, 3, {}]) {
      const res = game.checkOptions(bad);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.code).toBe('bad-options');
    }
  });

  it('gives every seat the cards 0-12, stacks the markers on 0 in a random order, shuffles decks', () => {
    const s = game.setup({ players: 4 }, 'seed-a');
    expect(s.phase).toBe('sacrifice');
    expect(s.hands).toEqual(Array.from({ length: 4 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect([...s.seq].sort()).toEqual([1, 2, 3, 4]);
    expect(s.scores).toEqual([0, 0, 0, 0]);
    expect([...s.deckHigh].sort((a, b) => a - b)).toEqual([...DECK_HIGH]);
    expect([...s.deckLow].sort((a, b) => a - b)).toEqual([...DECK_LOW]);
    expect(s.chocolatl).toBe(-1);
    expect(s.oldMan).toBe(-1);
    // Different seeds give different stacks or decks; the same seed the same state.
    expect(game.setup({ players: 4 }, 'seed-a')).toEqual(s);
    const others = ['b', 'c', 'd', 'e'].map((x) => game.setup({ players: 4 }, x));
    expect(others.some((o) => JSON.stringify([o.seq, o.deckHigh]) !== JSON.stringify([s.seq, s.deckHigh]))).toBe(true);
  });
});

describe('temple sacrifice', () => {
  it('everyone picks one of 13 cards at the same time; the pick stays hidden', () => {
    const s = game.setup({ players: 3 }, 'x');
    expect(game.pending(s).map((p) => p.seat)).toEqual([0, 1, 2]);
    expect(game.choices(s, 1).map((c) => c.id)).toEqual(Array.from({ length: 13 }, (_, i) => `sacrifice:${i}`));
    const a = act(s, 1, { kind: 'sacrifice', card: 9 });
    expect(a.barrier).toBe(false);
    expect(a.events).toEqual([{ type: 'sacrificed', seat: 1 }]);
    expect(game.pending(a.state).map((p) => p.seat)).toEqual([0, 2]);
    expect(a.state.hands[1]).not.toContain(9);
    expect(a.state.hands[1]).toHaveLength(12);
    expect(game.view(a.state, 0).sacrifices).toEqual([-1, null, -1]);
    expect(game.view(a.state, 1).sacrifices).toEqual([-1, 9, -1]);
    expect(refuse(a.state, 1, { kind: 'sacrifice', card: 3 })).toBe('already-chosen');
  });

  it('when the last sacrifice is in, round 1 starts in RED mode with each hand at 12', () => {
    const s = started(3, 'y', [12, 5, 0]);
    expect(s.round).toBe(1);
    expect(s.mode).toBe('red');
    expect(s.phase).toBe('commitAll');
    expect(s.sacrifices).toEqual([12, 5, 0]);
    for (const h of s.hands) expect(h).toHaveLength(12);
  });
});

describe('round preparation', () => {
  it('rolls three harvest dice high to low and shows one card of each improvement deck', () => {
    let s = game.setup({ players: 3 }, 'prep');
    s = act(s, 0, { kind: 'sacrifice', card: 1 }).state;
    s = act(s, 1, { kind: 'sacrifice', card: 1 }).state;
    const last = act(s, 2, { kind: 'sacrifice', card: 1 });
    expect(last.barrier).toBe(true);
    const r = last.state;
    expect(r.white).toHaveLength(3);
    expect([...r.white].sort((a, b) => b - a)).toEqual(r.white);
    for (const d of r.white) expect(d >= 1 && d <= 6).toBe(true);
    expect(DECK_HIGH).toContain(r.tachli[0]);
    expect(DECK_LOW).toContain(r.tachli[1]);
    expect(r.deckHigh).toHaveLength(7);
    expect(r.deckLow).toHaveLength(7);
    expect(last.events.find((e) => e.type === 'round')).toMatchObject({ round: 1, mode: 'red' });
  });
});
