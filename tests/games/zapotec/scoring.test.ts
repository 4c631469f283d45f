import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../src/games/zapotec/index.ts';
import { PROPERTIES, RITUAL_CARDS } from '../../../src/games/zapotec/data.ts';
import { pyramidPoints, ritualPoints, sacrificeRankPoints, scoreLine, turnScoringPoints, result } from '../../../src/games/zapotec/scoring.ts';
import { NONE, type ZapotecState } from '../../../src/games/zapotec/types.ts';
import { giveHouse, giveTrade, moveCard, newGame, play, refusal, setRes, spaceId, turnOf } from './fixtures.ts';

const P = (name: string) => PROPERTIES.indexOf(name as never);

describe('turn scoring', () => {
  it('2 VP per house matching the bonus card; all houses count; the palace scores 4', () => {
    let s = turnOf(newGame(2, 'turnscore'), 0, 1, 'construction');
    moveCard(s, 9); // forest / stone as the bonus card
    s.bonusStack.push(9);
    giveHouse(s, 0, spaceId('etla', 'forest', 'village'), true);
    giveHouse(s, 0, spaceId('mitla', 'forest', 'temple'));
    giveHouse(s, 0, spaceId('mitla', 'hills', 'temple'));
    expect(turnScoringPoints(s, 0, 'forest')).toBe(6);
    s = play(s, 0, { kind: 'endConstruction' });
    expect(s.players[0]!.vp).toBe(6);
    expect(s.players[0]!.vpTurn).toBe(6);
    expect(s.step).toBe('draw');
  });

  it('Z35 lets the owner score with a hand card instead, and discards it', () => {
    let s = turnOf(newGame(2, 'z35'), 0, 1, 'construction');
    giveTrade(s, 0, 35);
    giveHouse(s, 0, spaceId('etla', 'plains', 'temple'));
    giveHouse(s, 0, spaceId('ocotlan', 'plains', 'temple'));
    moveCard(s, 7); // temple / wood into the hand
    s.players[0]!.hand.push(7);
    s = play(s, 0, { kind: 'endConstruction' });
    expect(s.step).toBe('scoring');
    expect(zapotecGame.pending(s)).toEqual([{ seat: 0, kind: 'scoring' }]);
    expect(refusal(s, 0, { kind: 'score', card: s.offer[0]! })).toBe('card-not-in-hand');
    const handSize = s.players[0]!.hand.length;
    const after = play(s, 0, { kind: 'score', card: 7 });
    expect(after.players[0]!.vp).toBe(4);
    expect(after.players[0]!.hand).toHaveLength(handSize - 1);
    expect(after.discard).toContain(7);
    const bonus = play(s, 0, { kind: 'score', card: NONE });
    expect(bonus.players[0]!.hand).toHaveLength(handSize);
  });
});

describe('end scoring', () => {
  /** Houses for the pyramid example: forest, temple and etla buildings. */
  function pyramidExample(): ZapotecState {
    const s = newGame(4, 'pyramids');
    const [orange, purple, blue] = [0, 1, 2];
    s.pyramids[0] = { tile: P('forest'), pieces: [{ seat: orange, size: 3 }, { seat: purple, size: 2 }] };
    s.pyramids[1] = { tile: P('temple'), pieces: [{ seat: orange, size: 2 }, { seat: orange, size: 1 }] };
    s.pyramids[1]!.pieces.unshift({ seat: blue, size: 3 });
    s.pyramids[2] = { tile: P('etla'), pieces: [{ seat: purple, size: 2 }, { seat: purple, size: 1 }] };
    giveHouse(s, orange, spaceId('mitla', 'forest', 'temple')); // forest and temple
    giveHouse(s, orange, spaceId('etla', 'forest', 'village')); // forest
    giveHouse(s, orange, spaceId('ocotlan', 'hills', 'temple')); // temple
    giveHouse(s, purple, spaceId('ocotlan', 'forest', 'cornfield')); // forest
    giveHouse(s, purple, spaceId('etla', 'plains', 'cornfield')); // etla
    giveHouse(s, purple, spaceId('etla', 'hills', 'village')); // etla
    giveHouse(s, blue, spaceId('mitla', 'plains', 'temple')); // temple
    return s;
  }

  it('rulebook pyramid example: per-house points for each piece, +5 per piece on complete pyramids', () => {
    const s = pyramidExample();
    // Orange: forest (incomplete) 1 piece × 2 forest houses = 2; temple (complete) 2 pieces × 2 temples + 10 = 14.
    expect(pyramidPoints(s, 0)).toBe(2 + 14);
    // Purple: forest 1 piece × 1 forest house = 1; etla (complete) 2 pieces × 2 etla houses + 10 = 14.
    expect(pyramidPoints(s, 1)).toBe(1 + 14);
    // Blue: temple (complete) 1 piece × 1 temple + 5.
    expect(pyramidPoints(s, 2)).toBe(6);
  });

  it('the palace counts as two houses for pyramid scoring', () => {
    const s = newGame(2, 'palace-pyr');
    s.pyramids[0] = { tile: P('hills'), pieces: [{ seat: 0, size: 3 }] };
    giveHouse(s, 0, spaceId('mitla', 'hills', 'temple'), true);
    expect(pyramidPoints(s, 0)).toBe(2);
  });

  it('rulebook ritual note: palace on the plains + two forest + two hills houses = two sets', () => {
    const s = newGame(4, 'ritual-palace');
    giveHouse(s, 0, spaceId('etla', 'plains', 'cornfield'), true);
    giveHouse(s, 0, spaceId('etla', 'forest', 'village'));
    giveHouse(s, 0, spaceId('etla', 'forest', 'temple'));
    giveHouse(s, 0, spaceId('etla', 'hills', 'village'));
    giveHouse(s, 0, spaceId('etla', 'hills', 'cornfield'));
    expect(ritualPoints(s, 0, 3 /* same region, different terrains */)).toBe(12);
  });

  it('every ritual card scores as written, with its cap', () => {
    const s = newGame(4, 'rituals');
    // Nine houses: all three types in every terrain of Etla, plus Ocotlan and Mitla plains cornfields.
    for (const terrain of ['plains', 'hills', 'forest']) for (const type of ['cornfield', 'village', 'temple'])
      giveHouse(s, 0, spaceId('etla', terrain, type));
    const p = s.players[0]!;
    expect(ritualPoints(s, 0, 0)).toBe(0); // same type, different regions: only Etla
    expect(ritualPoints(s, 0, 1)).toBe(0); // same terrain, different regions
    expect(ritualPoints(s, 0, 2)).toBe(18); // same type, different terrains: 3 sets
    expect(ritualPoints(s, 0, 3)).toBe(18); // same region, different terrains: 3 sets
    expect(ritualPoints(s, 0, 4)).toBe(18); // same region, different types: 3 sets, capped 18
    expect(ritualPoints(s, 0, 5)).toBe(18); // same terrain, different types: 3 sets
    p.pieces = [1, 1, 1];
    expect(ritualPoints(s, 0, 6)).toBe(9);
    p.pieces = [0, 0, 0];
    expect(ritualPoints(s, 0, 6)).toBe(12);
    p.res = [1, 1, 1, 1, 1, 0];
    expect(ritualPoints(s, 0, 7)).toBe(3 + 4);
    p.res = [5, 5, 5, 5, 5, 5];
    expect(ritualPoints(s, 0, 7)).toBe(12);
    p.sacrifice = 7;
    expect(ritualPoints(s, 0, 8)).toBe(7);
    p.sacrifice = 12;
    expect(ritualPoints(s, 0, 8)).toBe(12);
    p.trade = [{ id: 1, up: false }, { id: 13, up: true }, { id: 25, up: true }];
    expect(ritualPoints(s, 0, 9)).toBe(6);
    p.trade = [25, 26, 27, 28, 29].map((id) => ({ id, up: true }));
    expect(ritualPoints(s, 0, 9)).toBe(12);
    expect(RITUAL_CARDS).toHaveLength(10);
  });

  it('sets are disjoint: one building never counts in two sets', () => {
    const s = newGame(4, 'disjoint');
    giveHouse(s, 0, spaceId('etla', 'plains', 'cornfield'));
    giveHouse(s, 0, spaceId('etla', 'hills', 'cornfield'));
    giveHouse(s, 0, spaceId('etla', 'forest', 'cornfield'));
    giveHouse(s, 0, spaceId('etla', 'forest', 'village'));
    giveHouse(s, 0, spaceId('etla', 'hills', 'village'));
    expect(ritualPoints(s, 0, 3)).toBe(6);
  });

  it('sacrifice track: 9, 6 and 3 to the top three who moved; ties go to the disc lower in the stack', () => {
    const s = newGame(4, 'sacrifice');
    const at = (seat: number, step: number) => {
      s.players[seat]!.sacrifice = step;
      s.players[seat]!.arrival = ++s.arrivals;
    };
    at(2, 5);
    at(0, 7);
    at(1, 5);
    expect([0, 1, 2, 3].map((seat) => sacrificeRankPoints(s, seat))).toEqual([9, 3, 6, 0]);
    const two = newGame(2, 'sac2');
    two.players[1]!.sacrifice = 1;
    expect([0, 1].map((seat) => sacrificeRankPoints(two, seat))).toEqual([0, 9]);
  });

  it('winner: most points; a tie goes to the one ahead on the sacrifice track; unmoved tied players share', () => {
    const s = newGame(3, 'winner');
    s.phase = 'over';
    for (const p of s.players) { p.vp = 10; p.vpTurn = 10; }
    s.players[1]!.sacrifice = 2; s.players[1]!.arrival = 1;
    s.players[2]!.sacrifice = 2; s.players[2]!.arrival = 2;
    // Sacrifice rank points: seat 1 gets 9, seat 2 gets 6; even them out to test the tie-break alone.
    s.players[2]!.vp = 13; s.players[2]!.vpTurn = 13;
    s.players[0]!.vp = 19; s.players[0]!.vpTurn = 19;
    const r = result(s)!;
    expect(r.scores.map((l) => l.total)).toEqual([19, 19, 19]);
    expect(r.ranking).toEqual([[1], [2], [0]]);
    const shared = newGame(2, 'shared');
    shared.phase = 'over';
    expect(result(shared)!.ranking).toEqual([[0, 1]]);
  });

  it('the breakdown adds up to the total', () => {
    const s = newGame(2, 'line');
    s.players[0]!.vp = 7; s.players[0]!.vpTurn = 4; s.players[0]!.vpSteps = 3; s.players[0]!.sacrifice = 4;
    const line = scoreLine(s, 0);
    expect(Object.values(line.breakdown).reduce((a, b) => a + b, 0)).toBe(line.total);
    expect(line.breakdown.sacrificeRank).toBe(9);
  });
});

describe('setRes helper sanity', () => {
  it('keeps the resource array shape', () => {
    const s = newGame(2);
    setRes(s, 0, { gold: 2 });
    expect(s.players[0]!.res).toEqual([0, 0, 0, 0, 2, 0]);
  });
});
