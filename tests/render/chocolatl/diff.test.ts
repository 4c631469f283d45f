import { describe, expect, it } from 'vitest';
import { NONE, type ChocolatlView } from '../../../src/games/chocolatl/types.ts';
import type { Place } from '../../../src/render/core/geom.ts';
import { comparable, diffViews, type Change } from '../../../src/render/chocolatl/diff.ts';
import { KEY, REVEAL, planAnimations, planLength, type Anim, type PlanCtx } from '../../../src/render/chocolatl/plan.ts';
import type { CompId } from '../../../src/render/chocolatl/targets.ts';
import { viewOf, walkGame } from './helpers.ts';

const places: Record<string, Place> = { track: { x: 8, y: 8, s: 0.75 }, centre: { x: 54, y: 311, s: 0.75 }, hand: { x: 770, y: 60, s: 0.55 } };
const ctxFor = (n: number, viewer: number, boards = true): PlanCtx => ({
  placeOf: (c: CompId) => places[c] ?? (c[0] === 'L' ? { x: 50 + Number(c.slice(1)) * 10, y: 50, s: 0.75 } : boards ? { x: 770, y: 180 + Number(c.slice(1)) * 100, s: 0.55 } : null),
  track: 'ring', hand: 'grid', order: Array.from({ length: n }, (_, i) => (viewer + i) % n),
});

interface Step { a: ChocolatlView; b: ChocolatlView; mover: number; move: string; viewer: number }
function steps(players: number, seed: string, viewer: number, max = 1500): Step[] {
  const out: Step[] = [];
  walkGame(players, seed, ({ state, prev, move, mover }) => {
    if (prev && move) out.push({ a: viewOf(prev, viewer), b: viewOf(state, viewer), mover, move: move.id, viewer });
  }, max);
  return out;
}

describe('view diff', () => {
  it('finds nothing between equal views and refuses other tables or viewers', () => {
    const [s] = steps(3, 'same', 0, 5);
    expect(diffViews(s!.b, structuredClone(s!.b))).toEqual([]);
    expect(comparable(null, s!.b)).toBe(false);
    expect(comparable(viewOf(walkGame(3, 'x', () => {}, 3), 1), s!.b)).toBe(false);
  });

  it("sees the viewer's cards leave the hand for their slots, with the hand index they came from", () => {
    let seen = 0;
    for (const s of steps(3, 'place', 0)) {
      if (s.mover !== 0 || !s.move.startsWith('offer:')) continue;
      const places = diffViews(s.a, s.b).filter((c): c is Extract<Change, { kind: 'place' }> => c.kind === 'place' && c.seat === 0);
      expect(places.length).toBeGreaterThan(0);
      for (const p of places) {
        expect(p.from).not.toBe(NONE);
        expect(s.a.hands[0]![p.from]).toBe(s.b.boards[0]![p.slot]);
      }
      seen++;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("sees others' cards arrive face down and turn over when their location is revealed", () => {
    let placed = 0, revealed = 0;
    for (const s of steps(4, 'reveal', 0)) {
      const changes = diffViews(s.a, s.b);
      for (const c of changes) {
        if (c.kind === 'place' && c.seat !== 0) {
          placed++;
          expect(c.from).toBe(NONE);
        }
        if (c.kind === 'reveal') {
          revealed++;
          expect(typeof s.b.boards[c.seat]![c.slot]).toBe('number');
          expect(s.b.boards[c.seat]![c.slot]).not.toBe(NONE);
        }
      }
    }
    expect(placed).toBeGreaterThan(20);
    expect(revealed).toBeGreaterThan(20);
  });

  it('reports every score move, figure handover, hut, stone and die', () => {
    const kinds = new Set<string>();
    for (const s of steps(3, 'all', 1, 3000)) {
      for (const c of diffViews(s.a, s.b)) {
        kinds.add(c.kind);
        if (c.kind === 'score') expect(s.b.scores[c.seat]).toBe(c.to);
        if (c.kind === 'stone') expect(s.b.pyramid[c.box]).toBe(c.seat);
        if (c.kind === 'figure') expect(c.figure === 'chocolatl' ? s.b.chocolatl : s.b.oldMan).toBe(c.to);
      }
    }
    for (const k of ['place', 'reveal', 'return', 'score', 'white', 'round', 'figure', 'hut', 'stone', 'die-taken', 'sacrifice'])
      expect(kinds.has(k), k).toBe(true);
  });
});

describe('animation plan', () => {
  const all = (players: number, seed: string, viewer: number): { s: Step; plan: Anim[]; changes: Change[] }[] =>
    steps(players, seed, viewer).map((s) => {
      const changes = diffViews(s.a, s.b);
      return { s, changes, plan: planAnimations(changes, s.a, s.b, ctxFor(players, viewer)) };
    });

  it('reveals simultaneously: a pulse on every revealing seat, then flips 90 ms apart by seat, all within 900 ms', () => {
    let checked = 0;
    for (const { plan, changes } of all(5, 'plan-reveal', 0)) {
      const reveals = changes.filter((c) => c.kind === 'reveal');
      if (reveals.length === 0 || changes.some((c) => c.kind === 'place')) continue;
      const flips = plan.filter((a) => a.kind === 'flip' && a.key.startsWith('slot:'));
      const pulses = plan.filter((a) => a.kind === 'pulse');
      const seats = new Set(reveals.map((r) => r.seat));
      expect(pulses.filter((p) => p.key.startsWith('badge:')).length).toBe(seats.size);
      const starts = [...new Set(flips.map((f) => f.delay))].sort((x, y) => x - y);
      expect(starts[0]).toBe(REVEAL.pulse);
      for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(REVEAL.stagger);
      expect(Math.max(...flips.map((f) => f.delay)) + REVEAL.flip).toBeLessThanOrEqual(900);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('walks markers box by box at 60 ms a box, never longer than 900 ms, after the reveal', () => {
    let checked = 0;
    for (const { plan, changes } of all(3, 'plan-score', 0)) {
      for (const a of plan) {
        if (a.kind !== 'path') continue;
        const c = changes.find((x) => x.kind === 'score' && KEY.marker(x.seat) === a.key) as Extract<Change, { kind: 'score' }>;
        expect(a.points).toHaveLength(Math.abs(c.to - c.from) + 1);
        expect(a.duration).toBe(Math.min(900, 60 * Math.abs(c.to - c.from)));
        if (changes.some((x) => x.kind === 'reveal')) expect(a.delay).toBeGreaterThanOrEqual(REVEAL.pulse + REVEAL.flip);
        expect(plan.some((f) => f.kind === 'float')).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('moves played cards from the hand, and from the seat when it is another player', () => {
    for (const { plan, changes } of all(3, 'plan-place', 0))
      for (const c of changes) {
        if (c.kind !== 'place') continue;
        const a = plan.find((x) => x.kind === 'move' && x.key === KEY.slot(c.seat, c.slot));
        expect(a).toBeDefined();
        if (a?.kind === 'move' && c.seat === 0) expect(a.from.x).toBeGreaterThanOrEqual(places.hand!.x);
      }
  });

  it('keeps plans short enough to pace bot turns', () => {
    for (const { plan } of all(4, 'plan-length', 2)) expect(planLength(plan)).toBeLessThanOrEqual(2600);
  });

  it('animates in the panels when player boards are hidden (phones)', () => {
    for (const s of steps(3, 'plan-phone', 0, 400)) {
      const changes = diffViews(s.a, s.b);
      const plan = planAnimations(changes, s.a, s.b, ctxFor(3, 0, false));
      for (const a of plan) if ('key' in a) expect(a.key.startsWith('slot:') || a.key.startsWith('badge:') || a.key.startsWith('helddie:')).toBe(false);
      for (const c of changes) if (c.kind === 'place') expect(plan.some((a) => 'key' in a && a.key === KEY.mini(c.seat, c.slot))).toBe(true);
    }
  });
});
