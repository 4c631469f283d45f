import { describe, expect, it } from 'vitest';
import { overlaps, placeRect, type Rect } from '../../../src/render/core/geom.ts';
import { CENTRE_H, CENTRE_W, PANEL_H, PANEL_W, trackSize } from '../../../src/render/chocolatl/geometry.ts';
import { layoutScene } from '../../../src/render/chocolatl/layout.ts';
import { PB_H, PB_W, handSize } from '../../../src/render/chocolatl/player-geometry.ts';
import { TAB_H, pickPage } from '../../../src/render/chocolatl/layout-pages.ts';
import { MIN_TARGET } from '../../../src/render/tokens.ts';

const SIZES = [[390, 844], [1024, 768], [1440, 900], [844, 390], [768, 1024], [744, 600], [390, 470], [1400, 750], [2400, 1500]] as const;

describe('scene layout', () => {
  for (const [w, h] of SIZES)
    for (const n of [2, 3, 4, 5])
      for (const hand of [true, false]) {
        it(`${w}x${h}, ${n} seats${hand ? '' : ', no hand'}: inside the viewport, parts apart`, () => {
          const l = layoutScene(w, h, n, hand);
          const track = l.track ? placeRect(l.track, { x: 0, y: 0, ...trackSize(l.trackShape) }) : { x: 0, y: 0, w: 0, h: 0 };
          const panels = l.panels.flatMap((p) => (p ? [placeRect(p, { x: 0, y: 0, w: PANEL_W, h: PANEL_H })] : []));
          const others: Rect[] = [
            ...l.boards.flatMap((b) => (b ? [placeRect(b, { x: 0, y: 0, w: PB_W, h: PB_H })] : [])),
            ...(l.hand ? [placeRect(l.hand, { x: 0, y: 0, ...handSize(l.handShape) })] : []),
          ];
          const inner = [...panels, ...(l.centre ? [placeRect(l.centre, { x: 0, y: 0, w: CENTRE_W, h: CENTRE_H })] : [])];
          expect(l.panels).toHaveLength(6);
          if (!l.pages) expect(!!l.hand).toBe(hand);
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

  it('is laid out per screen: pages on a phone and a small canvas, one screen on a large one', () => {
    for (const [w, h] of [[390, 844], [390, 470], [700, 480], [1080, 600]] as const) expect(layoutScene(w, h, 4).arrangement).toBe('pages');
    const big = layoutScene(2400, 1500, 4);
    expect(big.pages).toBeNull();
    expect(big.readable).toBeGreaterThanOrEqual(0.97);
    // A large desktop board: the strip over the six panels, hand and boards beside, all at once.
    const wide = layoutScene(1400, 750, 3);
    expect(wide.pages).toBeNull();
    expect(wide.trackShape).toBe('strip');
    expect(14.4 * wide.panels[0]!.s).toBeGreaterThanOrEqual(12 * 0.97);
    expect(wide.panels[3]!.y).toBeLessThan(wide.panels[0]!.y); // L4-L6 above L1-L3, as on the ring
    for (const b of wide.boards) expect(14.5 * b!.s).toBeGreaterThanOrEqual(12 * 0.97);
  });

  for (const [w, h] of [[390, 360], [390, 500], [390, 844], [700, 480], [1080, 600]] as const)
    for (const n of [3, 5])
      it(`${w}x${h}, ${n} seats: every page readable (text ≥ 12 px, targets and tabs ≥ 44 px)`, () => {
        const first = layoutScene(w, h, n, true);
        const pages = first.pages!;
        expect(pages.ids[0]).toBe('hand');
        // Tabs a finger wide and tall.
        expect(pages.tabsW / pages.ids.length).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(TAB_H).toBeGreaterThanOrEqual(MIN_TARGET);
        // The strip's smallest words (20 units) at ≥ 12 px.
        if (first.track) expect(20 * first.track.s).toBeGreaterThanOrEqual(Math.min(12, (20 * (w - 16)) / 620) - 1e-6);
        else expect(pages.ids.some((id) => id === 'track' || id === 'players' || id === 'pb0')).toBe(true);
        for (const id of pages.ids) {
          const l = layoutScene(w, h, n, true, id);
          expect(l.pages!.page).toBe(id);
          const shown = [...l.panels, ...l.boards, l.hand, ...(id === 'track' ? [l.track] : [])].filter((x) => x !== null);
          expect(shown.length).toBeGreaterThan(0);
          if (l.track && id !== 'hand' && !id.startsWith('locs')) expect(20 * l.track.s).toBeGreaterThanOrEqual(12 - 1e-6);
          if (id === 'hand') expect((l.handShape === 'grid' ? 56 : 48) * l.hand!.s).toBeGreaterThanOrEqual(MIN_TARGET - 1e-6); // a card is a finger wide
          if (id.startsWith('locs')) for (const p of l.panels) if (p) expect(14.4 * p.s).toBeGreaterThanOrEqual(12 - 1e-6);
          if (id === 'hand' || id.startsWith('pb')) for (const b of l.boards) if (b) expect(14.5 * b.s).toBeGreaterThanOrEqual(12 - 1e-6);
          // Every location is on exactly one page, in resolution order.
          expect(pages.pageOfPanel.filter((p) => p === id).length).toBe(l.panels.filter((p) => p !== null).length);
        }
        // Every board, the viewer's own included, is drawn on the page the tabs say it is on.
        pages.pageOfBoard.forEach((id, b) => expect(layoutScene(w, h, n, true, id).boards[b], `board ${b} on ${id}`).not.toBeNull());
        const order = pages.ids.filter((id) => id.startsWith('locs'));
        expect(pages.pageOfPanel.map((p) => order.indexOf(p))).toEqual([...pages.pageOfPanel.map((p) => order.indexOf(p))].sort((a, b) => a - b));
      });

  it('lays the hand out as one row of finger-sized cards on a short, wide canvas (a phone held sideways)', () => {
    const l = layoutScene(844, 200, 4, true, 'hand');
    expect(l.handShape).toBe('row');
    expect(48 * l.hand!.s).toBeGreaterThanOrEqual(MIN_TARGET);
    expect(layoutScene(390, 844, 4, true, 'hand').handShape).toBe('grid');
  });

  it('picks the page of the decision, else the location being resolved, else the current one', () => {
    const ids = ['hand', 'locs0', 'locs1', 'players'] as const;
    expect(pickPage(ids, 'locs1', new Set(['hand']), null)).toBe('hand');
    expect(pickPage(ids, 'hand', new Set(['hand']), 'locs1')).toBe('hand');
    expect(pickPage(ids, 'hand', new Set(), 'locs1')).toBe('locs1');
    expect(pickPage(ids, 'players', new Set(), null)).toBe('players');
    expect(pickPage(ids, null, new Set(), null)).toBe('hand');
  });

  it('is memoised and stable', () => {
    expect(layoutScene(1024, 768, 4)).toBe(layoutScene(1024, 768, 4));
  });
});
