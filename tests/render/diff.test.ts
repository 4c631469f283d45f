import { describe, expect, it } from 'vitest';
import type { ZapotecView } from '../../src/games/zapotec/types.ts';
import { placeRect, type Place } from '../../src/render/core/geom.ts';
import { comparable, diffViews, type Change } from '../../src/render/zapotec/diff.ts';
import { spaceRect } from '../../src/render/zapotec/geometry.ts';
import { KEY, planAnimations, tooMuch } from '../../src/render/zapotec/plan.ts';
import type { CompId } from '../../src/render/zapotec/targets.ts';
import { viewOf, walkGame } from './helpers.ts';

const places: Record<string, Place> = { main: { x: 10, y: 10, s: 0.5 }, table: { x: 10, y: 470, s: 0.5 } };
const placeOf = (c: CompId): Place => places[c] ?? { x: 620 + Number(c.slice(1)) * 10, y: 10, s: 0.4 };

describe('view diff', () => {
  it('finds nothing between equal views and refuses different tables', () => {
    let checked = false;
    walkGame(2, 'same', ({ state }) => {
      if (checked) return;
      const v = viewOf(state, 0);
      expect(diffViews(v, structuredClone(v))).toEqual([]);
      expect(comparable(null, v)).toBe(false);
      checked = true;
    });
  });

  it('sees a built tile go from its space to the waiting spot, then to the grid cell', () => {
    let done = false;
    let beforeBuild: ZapotecView | null = null;
    walkGame(3, 'diff-place', ({ state, prev, move }) => {
      if (done || !prev || !move) return;
      if (move.kind === 'build' && !move.palace) {
        beforeBuild = viewOf(prev, 0);
        const held = diffViews(beforeBuild, viewOf(state, 0)).find((c) => c.kind === 'tile-to-held');
        expect(held).toBeDefined();
        if (held?.kind === 'tile-to-held') expect(beforeBuild.spaceTile[held.space]).toBe(state.placing);
      }
      if (move.kind !== 'place' || !beforeBuild) return;
      const after = viewOf(state, 0);
      const tile = diffViews(viewOf(prev, 0), after).find((c): c is Extract<Change, { kind: 'tile-to-grid' }> => c.kind === 'tile-to-grid');
      expect(tile).toBeDefined();
      expect(tile!.fromHeld).toBe(true);
      expect(after.players[tile!.seat]!.grid[tile!.cell]).toBe(prev.placing);
      done = true;
    });
    expect(done).toBe(true);
  });

  it('plans a move from the space to the grid cell, a settle for the house and resources flying', () => {
    let done = false;
    walkGame(2, 'plan-build', ({ state, prev, move }) => {
      if (done || !prev || move?.kind !== 'build') return;
      const seat = state.order[state.turn]!;
      const a = viewOf(prev, seat), b = viewOf(state, seat);
      const changes = diffViews(a, b);
      const house = changes.find((c) => c.kind === 'house');
      expect(house).toBeDefined();
      expect(changes.some((c) => c.kind === 'resource' && c.delta < 0)).toBe(true);
      const plan = planAnimations(changes, b, placeOf);
      expect(plan.some((p) => p.kind === 'settle' && p.key === KEY.house((house as { space: number }).space))).toBe(true);
      const fly = plan.filter((p) => p.kind === 'fly');
      expect(fly.length).toBeGreaterThan(0);
      // Paid resources fly from the player's chip to the space that was built.
      const target = placeRect(places.main!, spaceRect((house as { space: number }).space));
      expect(fly.some((f) => f.kind === 'fly' && f.to.x === target.x && f.to.y === target.y)).toBe(true);
      done = true;
    });
    expect(done).toBe(true);
  });

  it('tracks discs climbing the sacrifice track and score changes', () => {
    let done = false;
    walkGame(3, 'plan-sacrifice', ({ state, prev, move }) => {
      if (done || !prev || move?.kind !== 'sacrifice') return;
      const changes = diffViews(viewOf(prev, 0), viewOf(state, 0));
      const climb = changes.find((c) => c.kind === 'sacrifice');
      expect(climb).toBeDefined();
      if (climb?.kind === 'sacrifice') expect(climb.to).toBeGreaterThan(climb.from);
      const plan = planAnimations(changes, viewOf(state, 0), placeOf);
      expect(plan.some((p) => p.kind === 'move' && p.key === KEY.sacrifice((climb as { seat: number }).seat))).toBe(true);
      done = true;
    });
    expect(done).toBe(true);
  });

  it('keeps every planned animation pointing at a known key or a resource, over whole games', () => {
    for (const players of [1, 2, 4] as const) {
      walkGame(players, `plan-all-${players}`, ({ state, prev }) => {
        if (!prev) return;
        const changes = diffViews(viewOf(prev, 0), viewOf(state, 0));
        if (tooMuch(changes)) return;
        for (const p of planAnimations(changes, viewOf(state, 0), placeOf)) {
          if (p.kind === 'fly') {
            expect(Number.isFinite(p.from.x + p.to.x)).toBe(true);
            continue;
          }
          expect(p.key).toMatch(/^(house|cell|held|palace|scoring|piece|rdisc|sac|score|owned|trade|hand|played):/);
          if (p.kind === 'move') expect(Number.isFinite(p.from.x + p.from.y + p.from.w)).toBe(true);
        }
      }, 1200);
    }
  });
});
