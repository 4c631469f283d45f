// Court phase: the rulebook's examples 1-5 and 13-15, 20, 21 (spec 10) and decisions D1-D7, D35.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { begin, finishTurn, giveChar, giveTiles, pendingKind, play, putTile, quiet, sp } from './helpers.ts';

const FOOD = 0, FAME = 1, ZEAL = 2, POWER = 3;
const place = (tile: string, space: string) => ({ kind: 'place' as const, tile: tile as 'food', space });

describe('placing a Court tile', () => {
  it('ex.1: a zeal tile moves the zeal cube one space and nothing else', () => {
    const s = quiet();
    giveTiles(s, 0, ZEAL);
    const { state } = play(s, 0, place('zeal', 'north.a3'));
    expect(state.cubes).toEqual([0, 0, 1, 0]);
    expect(state.pyramid[sp('north.a3')]).toBe(ZEAL);
    expect(invariants(state)).toEqual([]);
  });

  it('ex.2: a power cube entering tier 3 applies the face and closes that Glyph space for good', () => {
    const s = quiet(4, 'ev11');
    s.cubes[POWER] = 10;
    s.fired[POWER] = 1; // the tier-2 threshold fired earlier
    giveTiles(s, 0, POWER);
    giveChar(s, 0, 20, true);
    giveChar(s, 0, 21, true);
    giveChar(s, 1, 22, true);
    s.fate = 3; // the die shows f4: ev11 f4 = +1 fame per own discarded Character
    const colour = s.glyphDisplay[3]!;
    const top = s.glyphTop.length;
    const { state, events } = play(s, 0, place('power', 'north.a3'));
    expect(state.cubes[POWER]).toBe(11);
    expect(state.players[0]!.res[FAME]).toBe(2);
    expect(state.players[1]!.res[FAME]).toBe(1);
    expect(state.players[0]!.res[POWER]).toBe(0); // tier 3 pays nothing
    expect(state.glyphDisplay[3]).toBe(-2);
    expect(state.glyphTop.length).toBe(top + 1);
    expect(state.glyphTop[state.glyphTop.length - 1]).toBe(colour);
    expect(events.filter((e) => e.type === 'close')).toHaveLength(1);
    const later = finishTurn(state);
    expect(later.glyphDisplay[3]).toBe(-2);
    expect(invariants(later)).toEqual([]);
  });

  it('ex.3: an omen refreshes the displays, and a decline event it causes closes without a second roll', () => {
    const s = quiet(4, 'ev21'); // ev21 f3: food cube forward
    s.cubes[FOOD] = 5;
    s.fate = 2;
    s.altarSpaces[0] = 1;
    s.players[1]!.supply--;
    const oldChars = s.charDisplay.slice();
    const oldAltars = s.altarDisplay.slice();
    giveTiles(s, 0, FAME);
    const { state, events } = play(s, 0, place('fame', 'north.a5'));
    expect(state.charDiscard).toEqual(expect.arrayContaining(oldChars));
    expect(state.altarDiscard).toEqual(expect.arrayContaining(oldAltars));
    expect(state.players[1]!.reserve).toBe(1);
    expect(state.altarSpaces[0]).toBe(-1);
    expect(state.cubes[FOOD]).toBe(6);
    expect(state.cities[2]).toBe(-1); // the City with f3 is closed
    expect(events.filter((e) => e.type === 'fate')).toHaveLength(0);
    expect(events.filter((e) => e.type === 'eventEffect')).toHaveLength(1);
    expect(invariants(state)).toEqual([]);
  });

  it('rolls the Fate die once for an omen and a decline event in the same placement', () => {
    const s = quiet(4, 'ev12');
    s.cubes[FOOD] = 5;
    giveTiles(s, 0, FOOD);
    const { state, events } = play(s, 0, place('food', 'north.a5'));
    expect(events.filter((e) => e.type === 'fate')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'eventEffect')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'omen')).toHaveLength(1);
    expect(state.cities[state.fate]).toBe(-1);
  });

  it('ex.4: collects 2 per tier-1 tile and 1 per tier-2 tile among the activated ones', () => {
    const s = quiet();
    putTile(s, 'north.a2', ZEAL);
    putTile(s, 'north.a4', POWER);
    s.cubes[POWER] = 7;
    giveTiles(s, 0, FAME);
    const { state } = play(s, 0, place('fame', 'north.a3'));
    expect(state.players[0]!.res).toEqual([0, 2, 2, 1]);
  });

  it('ex.13 / D1: diagonal tiles and tiles of another section are not activated', () => {
    const s = quiet();
    putTile(s, 'north.b4', FOOD); // diagonal to north.a3
    putTile(s, 'north.b2', FOOD); // diagonal too
    putTile(s, 'east.a3', FOOD); // same position, other section
    putTile(s, 'east.a4', FOOD);
    giveTiles(s, 0, FAME);
    const { state } = play(s, 0, place('fame', 'north.a3'));
    expect(state.players[0]!.res).toEqual([0, 2, 0, 0]);
  });

  it('ex.5: a double space gives 2 resources of choice first, then the collection', () => {
    const s = quiet();
    giveTiles(s, 0, FOOD);
    const placed = play(s, 0, place('food', 'north.b3')).state;
    expect(pendingKind(placed)).toBe('gain');
    expect(placed.cubes[FOOD]).toBe(0); // the cube moves after the choice
    const { state } = play(placed, 0, { kind: 'gain', amounts: [0, 1, 0, 1] });
    expect(state.players[0]!.res).toEqual([2, 1, 0, 1]);
    expect(state.cubes[FOOD]).toBe(1);
  });

  it('ex.14: a tile whose cube is in tier 3 gives 0, its tier-1 neighbour still pays 2', () => {
    const s = quiet();
    s.cubes[ZEAL] = 12;
    s.fired[ZEAL] = 3;
    putTile(s, 'north.a2', FOOD);
    giveTiles(s, 0, ZEAL);
    const { state } = play(s, 0, place('zeal', 'north.a3'));
    expect(state.players[0]!.res).toEqual([2, 0, 0, 0]);
  });

  it('ex.15: resources of choice can be of an exhausted type', () => {
    const s = quiet();
    s.cubes[POWER] = 14;
    s.fired[POWER] = 7;
    giveTiles(s, 0, FOOD);
    const placed = play(s, 0, place('food', 'north.b3')).state;
    const { state } = play(placed, 0, { kind: 'gain', amounts: [0, 0, 0, 2] });
    expect(state.players[0]!.res[POWER]).toBe(2);
  });

  it('ex.20 / D5: a move past an exhausted track goes clockwise to the next one that can move', () => {
    const s = quiet();
    s.cubes = [14, 14, 3, 0];
    s.fired = [7, 7, 0, 0];
    s.endTriggered = true;
    giveTiles(s, 0, FOOD);
    expect(play(s, 0, place('food', 'north.a3')).state.cubes).toEqual([14, 14, 4, 0]);
    const all = quiet();
    all.cubes = [14, 14, 14, 14];
    all.fired = [7, 7, 7, 7];
    giveTiles(all, 0, POWER);
    expect(play(all, 0, place('power', 'north.a3')).state.cubes).toEqual([14, 14, 14, 14]);
  });

  it('ex.21: a decline event on an already closed space closes nothing and does not roll again', () => {
    const s = quiet(4, 'ev22'); // f2: zeal cube forward
    s.cubes[POWER] = 5;
    s.fate = 1;
    const colour = s.glyphDisplay[1]!;
    s.glyphDisplay[1] = -2;
    s.glyphTop.push(colour);
    giveTiles(s, 0, POWER);
    const { state, events } = play(s, 0, place('power', 'north.a3'));
    expect(state.glyphTop).toEqual([colour]);
    expect(events.filter((e) => e.type === 'close')).toHaveLength(0);
    expect(events.filter((e) => e.type === 'fate')).toHaveLength(0);
    expect(events.filter((e) => e.type === 'eventEffect')).toHaveLength(1);
    expect(state.cubes[ZEAL]).toBe(1); // the turn's face still applied once
  });
});

describe('Court decisions', () => {
  it('D2: a blind tile moves no cube, pays nothing, yet fires an omen; it is never activated later', () => {
    const s = quiet();
    const { state, events } = play(s, 0, { kind: 'place_blind', space: 'north.a5' });
    expect(state.cubes).toEqual([0, 0, 0, 0]);
    expect(state.players[0]!.res).toEqual([0, 0, 0, 0]);
    expect(state.pyramid[sp('north.a5')]).toBeGreaterThanOrEqual(4);
    expect(events.some((e) => e.type === 'omen')).toBe(true);
    expect(invariants(state)).toEqual([]);
    const next = quiet();
    next.pyramid[sp('north.a4')] = 4 + FOOD;
    next.bag[FOOD]!--;
    giveTiles(next, 0, FAME);
    expect(play(next, 0, place('fame', 'north.a3')).state.players[0]!.res).toEqual([0, 2, 0, 0]);
  });

  it('D2: blind placement only with an empty hand, and a hand only places face up', () => {
    const s = quiet();
    expect(copanGame.choices(s, 0).every((c) => c.kind === 'place_blind')).toBe(true);
    giveTiles(s, 0, FOOD);
    expect(copanGame.choices(s, 0).some((c) => c.kind === 'place_blind')).toBe(false);
  });

  it('D3: with an empty hand and an empty bag, or no open space, the Court phase is skipped', () => {
    const s = quiet();
    giveTiles(s, 0, FOOD);
    s.bag = [0, 0, 0, 0];
    const next = finishTurn(s);
    expect(next.active).toBe(1);
    expect(pendingKind(next)).toBe('site');
    const full = quiet(2);
    full.pyramid = full.pyramid.map((c) => (c === -1 ? 4 : c));
    giveTiles(full, 0, FOOD);
    begin(full);
    expect(pendingKind(full)).toBe('site');
  });

  it('D4: a threshold fires once per game even if the cube comes back to it', () => {
    const s = quiet();
    s.cubes[FOOD] = 5;
    s.fired[FOOD] = 1; // it already entered 6 once, then an event moved it back
    giveTiles(s, 0, FOOD);
    const { state, events } = play(s, 0, place('food', 'north.a3'));
    expect(state.cubes[FOOD]).toBe(6);
    expect(events.some((e) => e.type === 'fate')).toBe(false);
    expect(state.cities.every((c) => c >= 0)).toBe(true);
  });

  it('D6: event choices are made in turn order starting with the active player', () => {
    const s = quiet(4, 'ev11');
    s.active = 2;
    s.fate = 0; // ev11 f1: 2 resources of choice for everyone
    giveTiles(s, 2, FAME);
    let st = play(s, 2, place('fame', 'north.a5')).state;
    const order: number[] = [];
    while (pendingKind(st) === 'gain') {
      const seat = copanGame.pending(st)[0]!.seat;
      order.push(seat);
      st = play(st, seat, { kind: 'gain', amounts: [2, 0, 0, 0] }).state;
    }
    expect(order).toEqual([2, 3, 0, 1]);
  });

  it('D7: a tile-bonus Character pays for the placed face-up tile whatever the tier, not for neighbours', () => {
    const s = quiet();
    giveChar(s, 0, 14); // Tonalnan: +1 food per food tile placed
    s.cubes[FOOD] = 12;
    s.fired[FOOD] = 3;
    putTile(s, 'north.a2', FOOD);
    giveTiles(s, 0, FOOD);
    expect(play(s, 0, place('food', 'north.a3')).state.players[0]!.res[FOOD]).toBe(1);
    const other = quiet();
    giveChar(other, 0, 14);
    putTile(other, 'north.a2', FOOD);
    giveTiles(other, 0, FAME);
    expect(play(other, 0, place('fame', 'north.a3')).state.players[0]!.res).toEqual([2, 2, 0, 0]);
  });

  it('D35: a hand has no size limit', () => {
    const s = quiet();
    giveTiles(s, 0, FOOD, 20);
    giveTiles(s, 0, FAME, 15);
    expect(play(s, 0, place('fame', 'north.a3')).state.players[0]!.hand).toEqual([20, 14, 0, 0]);
  });
});
