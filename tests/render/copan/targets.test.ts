import { describe, expect, it } from 'vitest';
import { overlaps, placeRect } from '../../../src/render/core/geom.ts';
import { compSizes, layoutScene, seatOrder, type CompId } from '../../../src/render/copan/layout.ts';
import { buildTargets, targetOf } from '../../../src/render/copan/targets.ts';
import { OPTIONS, viewOf, walkGame } from './helpers.ts';

/** Kinds that never have a board element (the action bar lists them). */
const BAR_ONLY = new Set(['gain', 'lose', 'new_character', 'relocate_skip', 'bonus_skip', 'end_turn', 'exchange']);

describe('Copan choice targets', () => {
  for (const [name, opts] of Object.entries(OPTIONS))
    it(`maps every board choice to a rect inside its component and the canvas, without overlaps (${name})`, () => {
      const kinds = new Set<string>();
      const layouts = [layoutScene(390, 844, seatOrder(opts.players, 0)), layoutScene(1024, 768, seatOrder(opts.players, 0))];
      for (const seed of ['a', 'b'])
        walkGame(opts, `${name}-${seed}`, ({ state, seat, choices }) => {
          const v = viewOf(state, seat);
          const targets = buildTargets(v, seat, choices);
          const covered = new Set(targets.flatMap((t) => t.choiceIds));
          for (const c of choices) {
            if (BAR_ONLY.has(c.kind) || (c.kind === 'river_buy' && c.option === 'none')) expect(covered.has(c.id), c.id).toBe(false);
            else if (['use_character', 'discard_character', 'replace_character', 'discard_owned'].includes(c.kind) && v.players[seat]!.chars.length > 6) continue;
            else { expect(covered.has(c.id), c.id).toBe(true); kinds.add(c.kind); }
          }
          for (const t of targets) {
            const size = compSizes(t.comp);
            expect(t.rect.x, t.id).toBeGreaterThanOrEqual(0);
            expect(t.rect.y, t.id).toBeGreaterThanOrEqual(0);
            expect(t.rect.x + t.rect.w, t.id).toBeLessThanOrEqual(size.w);
            expect(t.rect.y + t.rect.h, t.id).toBeLessThanOrEqual(size.h);
          }
          for (const l of layouts) {
            const world = targets.flatMap((t) => (l.places[t.comp] ? [placeRect(l.places[t.comp as CompId]!, t.rect)] : []));
            for (const r of world) {
              expect(r.x).toBeGreaterThanOrEqual(0);
              expect(r.x + r.w).toBeLessThanOrEqual(l.content.x * 2 + l.content.w + 0.01);
            }
            for (let i = 0; i < world.length; i++)
              for (let j = i + 1; j < world.length; j++) expect(overlaps(world[i]!, world[j]!), `${i} / ${j}`).toBe(false);
          }
        }, 900);
      expect(kinds.size).toBeGreaterThan(5);
    });

  it('covers every target-able choice kind over many games', () => {
    const seen = new Set<string>();
    for (const [name, opts] of Object.entries(OPTIONS))
      walkGame(opts, `kinds-${name}`, ({ state, seat, choices }) => {
        for (const c of choices) if (targetOf(viewOf(state, seat), seat, c)) seen.add(c.kind);
      }, 1500);
    for (const k of ['place', 'move', 'stay', 'embassy', 'recruit', 'altar', 'glyph_line', 'climb', 'jade', 'pick_glyph', 'pick_character', 'use_character', 'discard_character', 'bonus', 'relocate', 'free_embassy'])
      expect(seen.has(k), k).toBe(true);
  });

  it('shares one target between the tile types on one Pyramid space', () => {
    walkGame(OPTIONS['4p']!, 'share', ({ state, seat, choices }) => {
      const places = choices.filter((c) => c.kind === 'place');
      if (places.length === 0) return;
      const targets = buildTargets(viewOf(state, seat), seat, choices);
      const spaces = new Set(places.map((c) => (c.kind === 'place' ? c.space : '')));
      expect(targets.filter((t) => t.id.startsWith('pyr:')).length).toBe(spaces.size);
    }, 60);
  });
});
