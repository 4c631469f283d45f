import { describe, expect, it } from 'vitest';
import { NONE } from '../../src/games/zapotec/types.ts';
import { BOARD_H, BOARD_W, TABLE_H, TABLE_W } from '../../src/render/zapotec/geometry.ts';
import { PB_H, PB_W } from '../../src/render/zapotec/player-geometry.ts';
import { buildTargets } from '../../src/render/zapotec/targets.ts';
import { viewOf, walkGame } from './helpers.ts';

const SIZE = { main: [BOARD_W, BOARD_H], table: [TABLE_W, TABLE_H] } as Record<string, [number, number]>;
const NO_TARGET = new Set(['endCapital', 'endConstruction']);

describe('choice targets', () => {
  for (const players of [1, 2, 3, 4] as const) {
    it(`gives every placeable choice exactly one target (${players} players, whole games)`, () => {
      let checked = 0;
      walkGame(players, `targets-${players}`, ({ state, seat, choices }) => {
        const v = viewOf(state, seat);
        const targets = buildTargets(v, seat, choices);
        const ids = targets.map((t) => t.id);
        expect(new Set(ids).size).toBe(ids.length);
        const covered = targets.flatMap((t) => t.choiceIds);
        expect(new Set(covered).size).toBe(covered.length);
        for (const c of choices) {
          if (NO_TARGET.has(c.kind)) expect(covered).not.toContain(c.id);
          else expect(covered).toContain(c.id);
        }
        for (const t of targets) {
          const [w, h] = SIZE[t.comp] ?? [PB_W, PB_H];
          expect(t.rect.x).toBeGreaterThanOrEqual(0);
          expect(t.rect.y).toBeGreaterThanOrEqual(0);
          expect(t.rect.x + t.rect.w).toBeLessThanOrEqual(w);
          expect(t.rect.y + t.rect.h).toBeLessThanOrEqual(h);
          if (t.comp.startsWith('p')) expect(t.comp).toBe(`p${seat}`);
          expect(t.labelKey).toMatch(/^z\.target\./);
        }
        checked += choices.length;
      }, 1500);
      expect(checked).toBeGreaterThan(100);
    });
  }

  it('puts build and palace on the same space target', () => {
    let seen = false;
    walkGame(2, 'palace', ({ state, seat, choices }) => {
      if (seen) return;
      const build = choices.find((c) => c.kind === 'build' && !c.palace && c.via === undefined);
      if (!build || build.kind !== 'build' || state.players[seat]!.palaceSpace !== NONE) return;
      const palace = choices.find((c) => c.kind === 'build' && c.palace && c.space === build.space);
      if (!palace) return;
      const t = buildTargets(viewOf(state, seat), seat, choices).find((x) => x.id === `space:${build.space}`)!;
      expect(t.choiceIds).toEqual(expect.arrayContaining([build.id, palace.id]));
      expect(t.params).toMatchObject({ space: build.space });
      seen = true;
    });
    expect(seen).toBe(true);
  });
});
