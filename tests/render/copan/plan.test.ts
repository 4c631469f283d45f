import { describe, expect, it } from 'vitest';
import { copanGame } from '../../../src/games/copan/index.ts';
import { SPACE_INDEX } from '../../../src/games/copan/board.ts';
import { placePt } from '../../../src/render/core/geom.ts';
import { comparable, diffViews, tooMuch } from '../../../src/render/copan/diff.ts';
import { priestPoint, spaceCentre } from '../../../src/render/copan/geometry.ts';
import { layoutScene, seatOrder, type CompId } from '../../../src/render/copan/layout.ts';
import { planAnimations } from '../../../src/render/copan/plan.ts';
import { OPTIONS, viewOf } from './helpers.ts';

// A canvas large enough for every panel to be shown (smaller ones put panels behind tabs).
const layout = layoutScene(2560, 1600, seatOrder(3, 0));
const ctx = { placeOf: (id: CompId) => layout.places[id] ?? null, seats: 3, automaSeat: -1 };

describe('Copan diff → animation plan', () => {
  it('uses a layout that shows every panel', () => expect(layout.tabs).toBeUndefined());

  it('flies a placed Court tile from the placer’s board to its Pyramid space', () => {
    const s0 = copanGame.setup(OPTIONS['3p']!, 'plan');
    const seat = copanGame.pending(s0)[0]!.seat;
    const c = copanGame.choices(s0, seat).find((x) => x.kind === 'place')!;
    const res = copanGame.apply(s0, seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    const a = viewOf(s0, 0), b = viewOf(res.state, 0);
    expect(comparable(a, b)).toBe(true);
    const changes = diffViews(a, b);
    const i = SPACE_INDEX.get(c.kind === 'place' ? c.space : '')!;
    expect(changes).toContainEqual(expect.objectContaining({ t: 'tile', space: i, seat }));
    expect(changes.some((x) => x.t === 'cube')).toBe(true);
    const plan = planAnimations(changes, ctx);
    const fly = plan.find((p) => p.kind === 'move' && p.key === `tile:${i}`);
    expect(fly).toBeDefined();
    if (fly?.kind !== 'move') return;
    expect(fly.to).toEqual(placePt(layout.places.pyr!, spaceCentre(i)));
    expect(fly.duration).toBeGreaterThanOrEqual(220);
    expect(fly.duration).toBeLessThanOrEqual(450);
  });

  it('walks a climbing priest up its stairway and moves pushed totems', () => {
    const a = viewOf(copanGame.setup(OPTIONS['3p']!, 'climb'), 0);
    const b = structuredClone(a);
    b.players[1]!.priests[2] = 3;
    a.players[0]!.site = 1; a.players[0]!.space = 0;
    b.players[0]!.site = 1; b.players[0]!.space = 1;
    b.players[2]!.site = 1; b.players[2]!.space = 0;
    const plan = planAnimations(diffViews(a, b), ctx);
    const climb = plan.find((p) => p.key === 'priest:1:2');
    expect(climb?.kind).toBe('move');
    if (climb?.kind === 'move') expect(climb.to).toEqual(placePt(layout.places.pyr!, priestPoint(2, 3, 1, 3)));
    expect(plan.some((p) => p.key === 'totem:0' && p.kind === 'move')).toBe(true);
    expect(plan.some((p) => p.key === 'totem:2' && p.kind === 'move')).toBe(true); // from the player's board onto s1
  });

  it('settles new tokens and Closed tokens, and skips huge diffs', () => {
    const a = viewOf(copanGame.setup(OPTIONS['4p']!, 'tok'), 0);
    const b = structuredClone(a);
    b.altarSpaces[4] = 2;
    b.cities[3] = -1;
    const plan = planAnimations(diffViews(a, b), ctx);
    expect(plan.map((p) => p.key).sort()).toEqual(['closed:city:3', 'token:altar:4:2']);
    expect(tooMuch(Array.from({ length: 41 }, () => ({ t: 'cube' as const, track: 0, from: 0, to: 1 })))).toBe(true);
    const other = viewOf(copanGame.setup(OPTIONS['2p']!, 'tok'), 0);
    expect(comparable(a, other)).toBe(false);
  });
});
