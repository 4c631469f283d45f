import { describe, expect, it } from 'vitest';
import { overlaps, placeRect, type Rect } from '../../../src/render/core/geom.ts';
import { BOARD, CENTRE_H, CENTRE_W, PANEL_H, PANEL_W, trackSize } from '../../../src/render/chocolatl/geometry.ts';
import { layoutScene } from '../../../src/render/chocolatl/layout.ts';
import { PB_H, PB_W, handSize } from '../../../src/render/chocolatl/player-geometry.ts';

const SIZES = [[390, 844], [1024, 768], [1440, 900], [844, 390], [768, 1024], [744, 600], [390, 470]] as const;

describe('scene layout', () => {
  for (const [w, h] of SIZES)
    for (const n of [2, 3, 4, 5])
      for (const hand of [true, false]) {
        it(`${w}x${h}, ${n} seats${hand ? '' : ', no hand'}: inside the viewport, parts apart`, () => {
          const l = layoutScene(w, h, n, hand);
          const track = placeRect(l.track, { x: 0, y: 0, ...trackSize(l.trackShape) });
          const panels = l.panels.map((p) => placeRect(p, { x: 0, y: 0, w: PANEL_W, h: PANEL_H }));
          const others: Rect[] = [
            ...l.boards.map((b) => placeRect(b, { x: 0, y: 0, w: PB_W, h: PB_H })),
            ...(l.hand ? [placeRect(l.hand, { x: 0, y: 0, ...handSize(l.handShape) })] : []),
          ];
          const inner = [...panels, ...(l.centre ? [placeRect(l.centre, { x: 0, y: 0, w: CENTRE_W, h: CENTRE_H })] : [])];
          expect(l.panels).toHaveLength(6);
          expect(!!l.hand).toBe(hand);
          for (const r of [track, ...inner, ...others]) {
            expect(r.x).toBeGreaterThanOrEqual(-1e-6);
            expect(r.y).toBeGreaterThanOrEqual(-1e-6);
            expect(r.x + r.w).toBeLessThanOrEqual(w + 1e-6);
            expect(r.y + r.h).toBeLessThanOrEqual(h + 1e-6);
          }
          // The ring board holds the panels and the centre; everything else stays clear of each other.
          const top = l.trackShape === 'ring' ? [track, ...others] : [track, ...inner, ...others];
          for (let i = 0; i < top.length; i++) for (let j = i + 1; j < top.length; j++) expect(overlaps(top[i]!, top[j]!)).toBe(false);
          for (let i = 0; i < inner.length; i++) for (let j = i + 1; j < inner.length; j++) expect(overlaps(inner[i]!, inner[j]!)).toBe(false);
          if (l.trackShape === 'ring') for (const r of inner) expect(r.x >= track.x && r.x + r.w <= track.x + track.w + 1e-6).toBe(true);
        });
      }

  it('uses the strip and the 2×3 grid in resolution order on a phone, the ring on tablet and desktop', () => {
    const phone = layoutScene(390, 844, 5);
    expect(phone.arrangement).toBe('grid');
    expect(phone.trackShape).toBe('strip');
    expect(phone.centre).toBeNull();
    // L1 L2 / L3 L4 / L5 L6
    expect(phone.panels[1]!.x).toBeGreaterThan(phone.panels[0]!.x);
    expect(phone.panels[2]!.y).toBeGreaterThan(phone.panels[0]!.y);
    expect(phone.panels[4]!.y).toBeGreaterThan(phone.panels[2]!.y);
    expect(phone.track.y).toBeLessThan(phone.panels[0]!.y);
    for (const [w, h] of [[1024, 768], [1440, 900]] as const)
      for (const n of [3, 5]) {
        const l = layoutScene(w, h, n);
        expect(l.trackShape).toBe('ring');
        expect(l.arrangement).toBe('side');
        expect(l.boards).toHaveLength(n);
      }
  });

  it('keeps the board square and as large as the screen allows', () => {
    const l = layoutScene(1024, 768, 5);
    expect(BOARD * l.track.s).toBeGreaterThan(700);
    const phone = layoutScene(390, 844, 3);
    expect(PANEL_W * phone.panels[0]!.s).toBeGreaterThan(175);
  });

  it('is memoised and stable', () => {
    expect(layoutScene(1024, 768, 4)).toBe(layoutScene(1024, 768, 4));
  });
});
