// Rules version 2: an ejected totem's owner moves at once to another Site it can act at, without
// resolving the entry symbol, and performs that Site's action before the pusher goes on (seed
// clarification under "Moving to a Site"). Also the Automa's side of it.
import { describe, expect, it } from 'vitest';
import { copanGame, type CopanState } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { advance } from '../../../src/games/copan/flow.ts';
import { atSite, begin, find, has, play, quiet, refusal, setCharSlot, setTotem } from './helpers.ts';

const EMB = 0, RIVER = 1, COURT = 2, ALTARS = 3, GLYPH = 4;
const XOCHITL = 47; // ch48: 1 fame, gain 3 fame
const ctx = () => ({ events: [], barrier: false });

/** Seat 0 enters the Ball Court and pushes seats 1, 2 and 3 along; seat 3 (on s3) is ejected. */
function chainPush(ejectedRes: number[]): CopanState {
  const s = atSite(quiet());
  setCharSlot(s, 0, XOCHITL);
  setTotem(s, 1, COURT, 0);
  setTotem(s, 2, COURT, 1);
  setTotem(s, 3, COURT, 2);
  s.players[0]!.res = [0, 2, 0, 0];
  s.players[3]!.res = ejectedRes;
  return play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_resource' }).state;
}

const offered = (s: CopanState, seat: number): string[] => copanGame.choices(s, seat).map((c) => c.id).sort();

/** Plays the first legal choice of `seat` while it owes decisions. */
function actOut(s: CopanState, seat: number): CopanState {
  let st = s;
  for (let i = 0; i < 50 && copanGame.pending(st)[0]?.seat === seat; i++) {
    const res = copanGame.apply(st, seat, copanGame.choices(st, seat)[0]);
    if (!res.ok) throw new Error(res.error.code);
    st = res.state;
  }
  return st;
}

describe('an ejected totem (rules version 2)', () => {
  it('with nothing to pay anywhere, only the River is offered; its owner then takes the River action first', () => {
    const st = chainPush([0, 0, 0, 0]);
    expect(copanGame.pending(st)).toEqual([{ seat: 3, kind: 'eject' }]);
    expect(offered(st, 3)).toEqual(['eject_move:river:side_resource', 'eject_move:river:side_vp']);
    expect(refusal(st, 3, { kind: 'eject_move', site: 'altars', side: 'side_vp' })).toBe('cannot-afford-action');
    expect(refusal(st, 3, { kind: 'eject_move', site: 'ballcourt', side: 'side_vp' })).toBe('same-site');
    const river = [...st.river];
    const hand = st.players[3]!.hand.reduce((a, b) => a + b, 0);
    const { state, events } = play(st, 3, { kind: 'eject_move', site: 'river', side: 'side_resource' });
    // The River action: the two leftmost tiles into hand; no entry symbol (no gain of choice, no VP).
    expect(state.players[3]).toMatchObject({ site: RIVER, space: 0, side: 0, vp: 0, res: [0, 0, 0, 0] });
    expect(state.players[3]!.hand.reduce((a, b) => a + b, 0)).toBe(hand + river.filter((t) => t >= 0).slice(0, 2).length);
    expect(events.some((e) => e.type === 'action' && e.seat === 3 && e.site === 'river')).toBe(true);
    // Then the pusher's own action, as before (the move's timing is unchanged).
    expect(copanGame.pending(state)).toEqual([{ seat: 0, kind: 'recruit' }]);
    expect(invariants(state)).toEqual([]);
  });

  it('offers exactly the other Sites whose action it can pay, and performs the chosen one without the entry symbol', () => {
    const st = chainPush([0, 0, 0, 1]); // 1 power: a Glyph line of cost 1, but not the entry symbol as well
    const ids = offered(st, 3);
    expect(ids).toContain('eject_move:river:side_vp');
    expect(ids).toContain('eject_move:glyphstair:side_resource');
    expect(ids.some((id) => id.startsWith('eject_move:altars') || id.startsWith('eject_move:embassies') || id.startsWith('eject_move:ballcourt'))).toBe(false);
    expect(refusal(st, 3, { kind: 'eject_move', site: 'embassies', side: 'side_vp' })).toBe('cannot-afford-action');
    // A normal move there would need the entry symbol (1 power) and the action: not both.
    const glyphs = st.players[3]!.glyphs.reduce((a, b) => a + b, 0);
    let s2 = play(st, 3, { kind: 'eject_move', site: 'glyphstair', side: 'side_resource' }).state;
    // The only line it can pay was taken for it (a single legal choice settles itself); its climb follows.
    expect(copanGame.pending(s2)[0]?.seat).toBe(3);
    s2 = actOut(s2, 3);
    const p = s2.players[3]!;
    expect(p).toMatchObject({ site: GLYPH, space: 0, res: [0, 0, 0, 0] });
    expect(p.glyphs.reduce((a, b) => a + b, 0)).toBeGreaterThan(glyphs);
    expect(copanGame.pending(s2)).toEqual([{ seat: 0, kind: 'recruit' }]);
    expect(invariants(s2)).toEqual([]);
  });

  it('ejected from the River with nothing payable elsewhere: any other Site, and the action is lost (D8c)', () => {
    const s = atSite(quiet());
    setTotem(s, 1, RIVER, 0);
    setTotem(s, 2, RIVER, 1);
    setTotem(s, 3, RIVER, 2);
    s.players[3]!.res = [0, 0, 0, 0];
    const st = play(s, 0, { kind: 'move', site: 'river', side: 'side_vp' }).state;
    expect(copanGame.pending(st)).toEqual([{ seat: 3, kind: 'eject' }]);
    expect(has(st, 3, { kind: 'eject_move', site: 'river' })).toBe(false);
    expect(has(st, 3, { kind: 'eject_move', site: 'altars', side: 'side_vp' })).toBe(true);
    const { state, events } = play(st, 3, { kind: 'eject_move', site: 'altars', side: 'side_vp' });
    expect(state.players[3]).toMatchObject({ site: ALTARS, space: 0 });
    expect(events.some((e) => e.type === 'noAction' && e.seat === 3)).toBe(true);
    expect(events.some((e) => e.type === 'action' && e.seat === 3)).toBe(false);
    expect(invariants(state)).toEqual([]);
  });

  it("sets the pusher's action state aside while the ejected owner acts, then restores it", () => {
    const s = atSite(quiet());
    setTotem(s, 3, RIVER, 0);
    s.players[3]!.res = [0, 0, 0, 0];
    // The active player is mid-action (a relocation from an Altar effect ejected seat 3).
    s.inAction = true;
    s.pendingJade = 1;
    s.bonusQueue = [{ site: -1, disc: 1 }];
    s.tasks = [{ k: 'ejectAction', seat: 3, site: RIVER }, { k: 'afterAction' }, { k: 'bonus' }, { k: 'endTurn' }];
    advance(s, ctx());
    // Seat 3's River action ran with a clean state; its (empty) bonus step settled itself. Back to
    // seat 0: its waiting jade tile is placed after its own action, and its bonus is still queued.
    expect(copanGame.pending(s)).toEqual([{ seat: 0, kind: 'jade' }]);
    expect(s.bonusQueue).toEqual([{ site: -1, disc: 1 }]);
    expect(s.pendingJade).toBe(0);
  });
});

describe('the Automa and ejection', () => {
  function solo(): CopanState {
    const s = copanGame.setup({ players: 2, event: 'ev11', solo: { mode: 'basic', levels: ['easy', 'easy', 'easy', 'easy'] } }, 'solo-test');
    s.first = 0;
    s.active = 0;
    s.automa!.order = [0, 1, 2, 3]; // leftmost card: food → Embassies
    return begin(s);
  }

  it('an ejected Automa goes to the Site of its leftmost card and plays that card', () => {
    const s = atSite(solo());
    s.players[0]!.res = [5, 5, 5, 5];
    setTotem(s, 0, COURT, 1, 1); // VP side: the s3 gain is VP, not a choice
    setTotem(s, 1, COURT, 2);
    const supply = s.players[1]!.supply;
    const { state, events } = play(s, 0, { kind: 'stay' });
    const a = state.players[1]!;
    expect([a.site, a.space]).toEqual([EMB, 0]);
    expect(a.supply).toBe(supply - 1); // the food card: one token on a City
    expect(a.emb.reduce((x, y) => x + y, 0)).toBe(1);
    expect(events.some((e) => e.type === 'automaAction' && e.site === 'embassies')).toBe(true);
    expect(state.players[0]).toMatchObject({ site: COURT, space: 2 });
    expect(copanGame.pending(state)).toEqual([{ seat: 0, kind: 'recruit' }]);
    expect(invariants(state)).toEqual([]);
  });

  it("a human ejected on the Automa's turn moves and acts during that turn", () => {
    const s = solo();
    s.active = 1;
    s.automa!.card = 2; // zeal → Altars
    setTotem(s, 1, ALTARS, 1);
    setTotem(s, 0, ALTARS, 2);
    s.players[0]!.res = [0, 0, 0, 0];
    s.tasks = [{ k: 'automaAction' }, { k: 'endTurn' }];
    advance(s, ctx());
    expect(copanGame.pending(s)).toEqual([{ seat: 0, kind: 'eject' }]);
    expect(offered(s, 0)).toEqual(['eject_move:river:side_resource', 'eject_move:river:side_vp']);
    const { state } = play(s, 0, find(s, 0, { kind: 'eject_move', site: 'river', side: 'side_vp' }));
    expect(state.players[0]).toMatchObject({ site: RIVER, space: 0, vp: 0 });
    expect(state.players[1]).toMatchObject({ site: ALTARS, space: 2 });
    expect(invariants(state)).toEqual([]);
  });
});
