import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { act, createMatch, undo } from '../../../src/engine/match.ts';
import { NONE, type ZapotecState } from '../../../src/games/zapotec/types.ts';
import { clean, newGame, play, refusal } from './fixtures.ts';

/** Every seat picks its lowest card. */
function pickAll(s: ZapotecState): ZapotecState {
  for (let seat = 0; seat < s.playerCount; seat++) s = play(s, seat, { kind: 'pick', card: Math.min(...s.players[seat]!.hand) });
  return s;
}

/** The active player takes income and passes straight through to the end of the turn. */
function quietTurn(s: ZapotecState): ZapotecState {
  const seat = s.order[s.turn]!;
  s = play(s, seat, { kind: 'income', line: 'row' });
  s = play(s, seat, { kind: 'endCapital' });
  s = play(s, seat, { kind: 'endConstruction' });
  if (s.phase === 'turn' && s.step === 'draw' && s.order[s.turn] === seat) s = play(s, seat, { kind: 'draw', card: s.offer[0]! });
  return s;
}

describe('round flow', () => {
  it('all players pick at once; choices stay hidden until the last pick reveals them', () => {
    let s = newGame(3, 'pick');
    expect(zapotecGame.pending(s).map((p) => p.seat)).toEqual([0, 1, 2]);
    const card = s.players[1]!.hand[0]!;
    s = play(s, 1, { kind: 'pick', card });
    expect(zapotecGame.pending(s).map((p) => p.seat)).toEqual([0, 2]);
    expect(zapotecGame.view(s, 0).chosen[1]).toBe(0);
    expect(zapotecGame.view(s, 1).chosen[1]).toBe(card);
    expect(refusal(s, 1, { kind: 'pick', card: s.players[1]!.hand[0]! })).toBe('not-your-turn');
    s = play(s, 0, { kind: 'pick', card: s.players[0]!.hand[0]! });
    const res = zapotecGame.apply(s, 2, { kind: 'pick', card: s.players[2]!.hand[0]! });
    expect(res.ok && res.barrier).toBe(true);
    if (res.ok) expect(res.events.some((e) => e.type === 'reveal')).toBe(true);
  });

  it('turn order follows the card numbers, lowest first', () => {
    const s = pickAll(newGame(4, 'order'));
    const nums = s.order.map((seat) => s.played[seat]!);
    expect([...nums].sort((a, b) => a - b)).toEqual(nums);
    expect(s.phase).toBe('turn');
    expect(zapotecGame.pending(s)).toEqual([{ seat: s.order[0], kind: 'income' }]);
  });

  it('clean-up: the card left in the offer becomes the bonus card; played cards + 1 from the deck form the new offer', () => {
    let s = pickAll(newGame(3, 'cleanup'));
    const played = [...s.played];
    const deckTop = s.deck[s.deck.length - 1]!;
    for (let i = 0; i < 3; i++) s = quietTurn(s);
    expect(s.round).toBe(2);
    expect(s.bonusStack).toHaveLength(2);
    expect([...s.offer].sort((a, b) => a - b)).toEqual([...played, deckTop].sort((a, b) => a - b));
    expect(s.players.every((p) => p.hand.length === 5)).toBe(true);
    expect(clean(s)).toEqual([]);
  });

  it('five rounds, no draw in the last, then the game ends with a result', () => {
    let s = newGame(2, 'five');
    for (let round = 1; round <= 5; round++) {
      expect(s.round).toBe(round);
      s = pickAll(s);
      s = quietTurn(s);
      s = quietTurn(s);
    }
    expect(s.phase).toBe('over');
    expect(zapotecGame.pending(s)).toEqual([]);
    expect(zapotecGame.result(s)!.scores).toHaveLength(2);
    expect(s.players.every((p) => p.hand.length === 5)).toBe(true); // six cards, five played, four drawn
    expect(clean(s)).toEqual([]);
  });

  it('a player acts only in their own turn and step', () => {
    const s = pickAll(newGame(2, 'steps'));
    const first = s.order[0]!, second = s.order[1]!;
    expect(refusal(s, second, { kind: 'income', line: 'row' })).toBe('not-your-turn');
    expect(refusal(s, first, { kind: 'endCapital' })).toBe('wrong-step');
    expect(refusal(s, first, { kind: 'draw', card: s.offer[0]! })).toBe('wrong-step');
    expect(refusal(s, first, { kind: 'pick', card: s.players[first]!.hand[0]! })).toBe('wrong-step');
    const cap = play(s, first, { kind: 'income', line: 'col' });
    expect(refusal(cap, first, { kind: 'endConstruction' })).toBe('wrong-step');
    expect(refusal(cap, first, { kind: 'build', space: 0, palace: false })).toBe('wrong-step');
    expect(refusal(cap, first, { kind: 'score', card: NONE })).toBe('wrong-step');
    expect(refusal(cap, first, { kind: 'bonus', resource: 'wood' })).toBe('wrong-step');
    expect(refusal(cap, first, { kind: 'ritual11', ritual: 0 })).toBe('wrong-step');
    expect(refusal(cap, first, { kind: 'place', cell: 0 })).toBe('wrong-step');
    const con = play(cap, first, { kind: 'endCapital' });
    expect(refusal(con, first, { kind: 'buy', level: 1, slot: 0 })).toBe('wrong-step');
    expect(refusal(con, first, { kind: 'sacrifice', corn: 1 })).toBe('wrong-step');
    expect(refusal(con, first, { kind: 'ritual', ritual: 0 })).toBe('wrong-step');
    expect(refusal(con, first, { kind: 'pyramid', pyramid: 0, scoring: con.scoringTiles[0]! })).toBe('wrong-step');
    expect(refusal(con, first, { kind: 'income', line: 'row' })).toBe('wrong-step');
    const drawStep = play(con, first, { kind: 'endConstruction' });
    expect(refusal(drawStep, first, { kind: 'draw', card: drawStep.players[first]!.hand[0]! })).toBe('card-not-in-offer');
  });

  it('malformed and hostile input is refused with a reason and changes nothing', () => {
    const s = newGame(2, 'hostile');
    for (const bad of [null, 42, 'pick', [], {}, { kind: 'pick' }, { kind: 'pick', card: 99 }, { kind: 'pick', card: '3' },
      { kind: 'nuke' }, { kind: 'build', space: 3, palace: 'yes' }, { kind: 'buy', level: 4, slot: 0 }, { kind: 'income', line: 'diagonal' },
      { kind: 'bonus', resource: 'gold' }, { kind: '__proto__' }, { kind: 'use', tile: 36, ritual: 7 }])
      expect(refusal(s, 0, bad)).toBe('malformed-choice');
    expect(refusal(s, 0, { kind: 'pick', card: s.players[1]!.hand[0]! })).toBe('card-not-in-hand');
    expect(refusal(s, 7, { kind: 'pick', card: s.players[0]!.hand[0]! })).toBe('no-such-seat');
    expect(refusal(s, -1, { kind: 'pick', card: s.players[0]!.hand[0]! })).toBe('no-such-seat');
  });

  it('undo: a player takes back moves within the turn, never across the reveal or the end of the turn', () => {
    let m = createMatch(zapotecGame, { players: 2 }, 'undo');
    const step = (seat: number, choice: unknown) => {
      const r = act(zapotecGame, m, seat, choice);
      if (!r.ok) throw new Error(r.error.reason);
      m = r.match;
    };
    step(0, { kind: 'pick', card: m.state.players[0]!.hand[0]! });
    expect(undo(m, 0).ok).toBe(true); // nothing revealed yet
    step(1, { kind: 'pick', card: m.state.players[1]!.hand[0]! });
    const first = m.state.order[0]!;
    expect(undo(m, 1).ok).toBe(false); // the last pick revealed the cards
    step(first, { kind: 'income', line: 'row' });
    step(first, { kind: 'endCapital' });
    const u1 = undo(m, first);
    expect(u1.ok && u1.match.state.step).toBe('capital');
    const u2 = u1.ok ? undo(u1.match, first) : u1;
    expect(u2.ok && u2.match.state.step).toBe('income');
    const u3 = u2.ok ? undo(u2.match, first) : u2;
    expect(u3.ok).toBe(false);
  });
});
