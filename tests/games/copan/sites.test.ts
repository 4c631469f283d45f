// Action phase: moving, staying, pushing (examples 6-9, 16-19) and decisions D8-D8c.
import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { invariants } from '../../../src/games/copan/checks.ts';
import { atSite, find, has, pendingKind, play, quiet, refusal, setCharSlot, setTotem } from './helpers.ts';

const EMB = 0, RIVER = 1, COURT = 2, ALTARS = 3, GLYPH = 4;
const XOCHITL = 47; // ch48: 1 fame, gain 3 fame

describe('moving and staying', () => {
  it('ex.6: entering the Ball Court costs 1 fame at once, then the action follows', () => {
    const s = atSite(quiet());
    setCharSlot(s, 0, XOCHITL);
    s.players[0]!.res = [0, 2, 0, 0];
    const { state } = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_resource' });
    expect(state.players[0]!.res).toEqual([0, 1, 0, 0]);
    expect(pendingKind(state)).toBe('recruit');
    expect(has(state, 0, { kind: 'recruit', slot: 'f1', pay: [0, 1, 0, 0] })).toBe(true);
  });

  it('ex.7: the entering totem pushes the one on s1, which resolves nothing', () => {
    const s = atSite(quiet());
    setCharSlot(s, 0, XOCHITL);
    setTotem(s, 1, COURT, 0);
    s.players[0]!.res = [0, 2, 0, 0];
    s.players[1]!.res = [1, 1, 1, 1];
    const { state } = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_vp' });
    expect(state.players[1]!.space).toBe(1);
    expect(state.players[1]!.res).toEqual([1, 1, 1, 1]);
    expect(state.players[1]!.vp).toBe(0);
    expect(state.players[0]!.space).toBe(0);
  });

  it('ex.8: a third turn with the resource side up gives 2 resources of choice', () => {
    const s = atSite(quiet());
    setTotem(s, 0, RIVER, 1, 0);
    let st = play(s, 0, { kind: 'stay' }).state;
    expect(st.players[0]!.space).toBe(2);
    expect(pendingKind(st)).toBe('gain');
    st = play(st, 0, { kind: 'gain', amounts: [0, 1, 0, 1] }).state;
    expect(st.players[0]!.res).toEqual([0, 1, 0, 1]);
  });

  it('ex.9: a third turn with the VP side up gives 4 VP', () => {
    const s = atSite(quiet());
    setTotem(s, 0, RIVER, 1, 1);
    const { state } = play(s, 0, { kind: 'stay' });
    expect(state.players[0]!.vp).toBe(4);
    expect(state.players[0]!.res).toEqual([0, 0, 0, 0]);
  });

  it('ex.16: a player with 0 power cannot enter the Hieroglyphic Stairway, whatever their VP', () => {
    const s = atSite(quiet());
    s.players[0]!.vp = 30;
    s.players[0]!.res = [5, 5, 5, 0];
    expect(has(s, 0, { kind: 'move', site: 'glyphstair' })).toBe(false);
    expect(refusal(s, 0, { kind: 'move', site: 'glyphstair', side: 'side_vp' })).toBe('cannot-afford-site');
  });

  it('ex.17: paying the entry symbol is not enough when no version of the action is affordable', () => {
    const s = atSite(quiet());
    s.players[0]!.res = [0, 1, 0, 0]; // every Character costs at least 1 fame
    expect(has(s, 0, { kind: 'move', site: 'ballcourt' })).toBe(false);
    expect(refusal(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_resource' })).toBe('cannot-afford-site');
  });

  it('ex.18: a totem on s3 must move: no fourth turn on a Site', () => {
    const s = atSite(quiet());
    setTotem(s, 0, RIVER, 2);
    expect(has(s, 0, { kind: 'stay' })).toBe(false);
    expect(refusal(s, 0, { kind: 'stay' })).toBe('must-move');
    expect(refusal(s, 0, { kind: 'move', site: 'river', side: 'side_vp' })).toBe('same-site');
  });

  it('ex.19 / D8: a chain push ejects the s3 totem, whose owner relocates at once without the entry symbol', () => {
    const s = atSite(quiet());
    setCharSlot(s, 0, XOCHITL);
    setTotem(s, 1, COURT, 0);
    setTotem(s, 2, COURT, 1);
    setTotem(s, 3, COURT, 2);
    s.players[0]!.res = [0, 2, 0, 0];
    s.players[3]!.res = [0, 0, 0, 0];
    let st = play(s, 0, { kind: 'move', site: 'ballcourt', side: 'side_resource' }).state;
    expect([st.players[1]!.space, st.players[2]!.space]).toEqual([1, 2]);
    expect(st.players[3]!.site).toBe(-1);
    expect(copanGame.pending(st)).toEqual([{ seat: 3, kind: 'eject' }]);
    expect(has(st, 3, { kind: 'eject_move', site: 'ballcourt' })).toBe(false);
    expect(refusal(st, 3, { kind: 'eject_move', site: 'ballcourt', side: 'side_vp' })).toBe('same-site');
    expect(refusal(st, 0, { kind: 'recruit', slot: 'f1', pay: [0, 1, 0, 0] })).toBe('not-your-decision');
    // Rules version 2: seat 3 acts at its new Site, so with nothing to pay only the River is open;
    // its entry symbol (2 VP on this side) is not resolved. More in eject.test.ts.
    expect(has(st, 3, { kind: 'eject_move', site: 'altars' })).toBe(false);
    st = play(st, 3, { kind: 'eject_move', site: 'river', side: 'side_vp' }).state;
    expect(st.players[3]).toMatchObject({ site: RIVER, space: 0, side: 1, vp: 0, res: [0, 0, 0, 0] });
    expect(copanGame.pending(st)).toEqual([{ seat: 0, kind: 'recruit' }]);
    expect(invariants(st)).toEqual([]);
  });

  it('D8b: staying needs the action to be affordable after the gain of the next space', () => {
    const s = atSite(quiet());
    setTotem(s, 0, GLYPH, 0, 1); // VP side: s2 gives VP, not power
    s.players[0]!.res = [0, 0, 0, 0];
    expect(has(s, 0, { kind: 'stay' })).toBe(false);
    expect(refusal(s, 0, { kind: 'stay' })).toBe('cannot-afford-action');
    s.players[0]!.side = 0; // resource side: s2 gives 1 of choice, enough for line 1 (1 power)
    expect(has(s, 0, { kind: 'stay' })).toBe(true);
  });

  it('D8c: with no legal option the totem goes to s1 of another Site and the action is skipped', () => {
    const s = atSite(quiet());
    setTotem(s, 0, RIVER, 2);
    s.players[0]!.res = [0, 0, 0, 0];
    const kinds = new Set(copanGame.choices(s, 0).map((c) => c.kind));
    expect([...kinds]).toEqual(['fallback']);
    expect(refusal(s, 0, { kind: 'fallback', site: 'river' })).toBe('same-site');
    const { state } = play(s, 0, { kind: 'fallback', site: 'embassies' });
    expect(state.players[0]).toMatchObject({ site: EMB, space: 0 });
    expect(state.active).toBe(1); // nothing else to do: the turn ended
    const rich = atSite(quiet());
    rich.players[0]!.res = [2, 2, 2, 2];
    expect(refusal(rich, 0, { kind: 'fallback', site: 'altars' })).toBe('options-exist');
  });

  it('a first turn may go to any Site; the River is always open to it', () => {
    const s = atSite(quiet());
    expect(has(s, 0, { kind: 'move', site: 'river', side: 'side_resource' })).toBe(true);
    expect(has(s, 0, { kind: 'move', site: 'river', side: 'side_vp' })).toBe(true);
    expect(refusal(s, 0, { kind: 'stay' })).toBe('not-on-a-site');
  });

  it('the River gives on entry: 1 resource of choice or 2 VP', () => {
    const s = atSite(quiet());
    const st = play(s, 0, { kind: 'move', site: 'river', side: 'side_resource' }).state;
    expect(pendingKind(st)).toBe('gain');
    expect(find(st, 0, { kind: 'gain', amounts: [0, 0, 1, 0] })).toBeTruthy();
  });
});
