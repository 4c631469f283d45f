import { describe, expect, it } from 'vitest';
import { toScreen } from '../../../src/render/core/camera.ts';
import { overlaps, placeRect, type Rect } from '../../../src/render/core/geom.ts';
import { compSizes, layoutScene, seatOrder } from '../../../src/render/copan/layout.ts';
import { pickPanel, tabRect } from '../../../src/render/copan/layout-phone.ts';
import { hitAreas, offerCamera, separatingZoom } from '../../../src/render/copan/offer.ts';
import { buildTargets } from '../../../src/render/copan/targets.ts';
import { OPTIONS, viewOf, walkGame } from './helpers.ts';

const PHONES: [number, number][] = [[390, 844], [390, 470], [360, 640]];
const inside = (r: Rect, w: number, h: number): boolean => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5;

describe('Copan phone layout', () => {
  it('shows one panel at (nearly) full width with tabs of at least 44 px', () => {
    for (const [w, h] of PHONES)
      for (const n of [2, 3, 4]) {
        const l = layoutScene(w, h, seatOrder(n, 0));
        expect(l.tabs, `${w}x${h}`).toBeDefined();
        const panel = l.places[l.tabs!.panel]!;
        expect(compSizes(l.tabs!.panel).w * panel.s, `${w}x${h}`).toBeGreaterThan(0.8 * w);
        const tp = l.places.tabs!;
        l.tabs!.ids.forEach((_, i) => {
          const r = placeRect(tp, tabRect(i, l.tabs!.ids.length));
          expect(Math.min(r.w, r.h), `${w}x${h} tab ${i}`).toBeGreaterThanOrEqual(44);
        });
      }
    // The tall phone keeps the Pyramid on screen, full width, beside the panel.
    const tall = layoutScene(390, 844, seatOrder(4, 0));
    expect(tall.places.pyr!.s * 480).toBeGreaterThan(370);
    expect(tall.tabs!.ids).not.toContain('pyr');
  });

  it('picks the panel holding the targets, keeping the current one while it has some', () => {
    const tabs = ['s0', 's1', 's2', 's3', 's4', 'b0', 'b1'] as const;
    expect(pickPanel([...tabs], 's1', new Set(['s3', 'pyr']))).toBe('s3');
    expect(pickPanel([...tabs], 's3', new Set(['s0', 's3']))).toBe('s3');
    expect(pickPanel([...tabs], 's2', new Set(['pyr']))).toBe('s2');
    expect(pickPanel([...tabs], null, new Set())).toBe('s0');
  });

  for (const [name, opts] of Object.entries(OPTIONS))
    it(`offers targets at a zoom where hit areas are ≥ 44 px, on the canvas and apart (${name})`, () => {
      for (const [w, h] of PHONES) {
        let checked = 0;
        walkGame(opts, `phone-${name}`, ({ state, seat, choices }) => {
          const v = viewOf(state, seat);
          const specs = buildTargets(v, seat, choices);
          if (specs.length === 0) return;
          const order = seatOrder(v.players.length, seat);
          const tabs = layoutScene(w, h, order).tabs!;
          const panel = pickPanel(tabs.ids, null, new Set(specs.map((t) => t.comp)));
          const l = layoutScene(w, h, order, panel);
          const world = specs.flatMap((t) => (l.places[t.comp] ? [placeRect(l.places[t.comp]!, t.rect)] : []));
          if (world.length === 0) return;
          const cam = offerCamera(world, l.content, w, h, 44) ?? { z: 1, x: 0, y: 0 };
          const shown = hitAreas(world, cam, 44).filter((r) => inside(r, w, h));
          expect(shown.length, `${w}x${h}`).toBeGreaterThan(0);
          if (separatingZoom(world, 44) < 3) for (let i = 0; i < shown.length; i++)
            for (let j = i + 1; j < shown.length; j++) expect(overlaps(shown[i]!, shown[j]!), `${w}x${h} ${i}/${j}`).toBe(false);
          for (const r of world) expect(toScreen(cam, r).w, 'targets never shrink').toBeGreaterThanOrEqual(r.w - 0.01);
          checked++;
        }, 300);
        expect(checked).toBeGreaterThan(10);
      }
    });
});
