// The printed part of a location panel (cached): the card-like frame, the title band (number,
// emblem, name from `label`), what the location pays in rank chips, icons and numbers, the empty
// spots its pieces stand on, and the sunken offer strip with one well per seat.
import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import { L5_LOWEST_PENALTY, L5_REWARDS, MAX_ROUNDS, PYRAMID_BOXES, PYRAMID_ROWS, HUT_SPACES } from '../../games/chocolatl/data.ts';
import { formatNumber, text } from '../core/text.ts';
import { C, type Theme } from '../tokens.ts';
import { slotOutline } from './art-cards.ts';
import { dieNode, hutSpaceNode, modChip, rankChip, vpNode } from './art-pieces.ts';
import { PANEL_H, PANEL_W } from './geometry.ts';
import { drawChocIcon, locIcon } from './icons.ts';
import {
  CITY_DIE, CITY_REWARDS, DIE, DRINK_PENALTY, DRINK_RANKS, FIGURE_SPOT, IMP_H, IMP_W, OFFERS, PYRAMID_RULE, STONE, TITLE, deckPile,
  figureReward, hutSpace, offerCol, pyramidBox, roundCircle, roundReward, rowBonus, tachliBox, tachliLabel, tachliRank, whiteDie, whiteRank,
} from './panel-geometry.ts';
import type { Label } from './track.ts';
import { num } from './num.ts';

const O = C.obsidian;
const INK = C['cacao-ink'];

function put(box: Container, node: Container, x: number, y: number): Container {
  node.position.set(x, y);
  box.addChild(node);
  return node;
}

function numAt(box: Container, s: string, x: number, y: number, size: number, color: number = INK, anchor: [number, number] = [0.5, 0.5]): void {
  const t = num(s, { size, color, anchor });
  put(box, t, x, y);
}

/** A row of reward parts laid out left to right inside r: rank chip, then icons and numbers. */
function rewardRow(box: Container, r: { x: number; y: number; w: number; h: number }, parts: (Container | string)[], gap = 4): void {
  let x = r.x + 3;
  const cy = r.y + r.h / 2;
  for (const p of parts) {
    if (typeof p === 'string') {
      const t = num(p, { size: Math.min(17, r.h * 0.7), color: INK, anchor: [0, 0.5] });
      put(box, t, x, cy);
      x += t.width + gap;
    } else {
      const w = p.getLocalBounds().width;
      put(box, p, x + w / 2, cy);
      x += w + gap;
    }
  }
}

function spot(c: GraphicsContext, x: number, y: number, r: number): void {
  c.circle(x, y, r).fill(C['bone-3']).stroke({ width: 1.5, color: C.stone });
}

function waves(c: GraphicsContext, x0: number, y0: number, w: number, h: number): void {
  for (let y = y0 + 10; y < y0 + h; y += 14) {
    c.moveTo(x0 + 4, y);
    for (let x = x0 + 4; x < x0 + w - 14; x += 12) c.quadraticCurveTo(x + 3, y - 3, x + 6, y).quadraticCurveTo(x + 9, y + 3, x + 12, y);
  }
  c.stroke({ width: 1.3, color: C.turquoise, alpha: 0.22 });
}

function body(loc: number, box: Container, c: GraphicsContext): void {
  switch (loc) {
    case 1:
      for (const which of ['chocolatl', 'oldMan'] as const) {
        const s = FIGURE_SPOT[which];
        spot(c, s.x + s.w / 2, s.y + s.h / 2, s.w / 2);
        const rw = figureReward(which);
        if (which === 'chocolatl') rewardRow(box, rw, [rankChip(1), vpNode(22), formatNumber(1, true)]);
        else rewardRow(box, { ...rw, x: rw.x + 14 }, [rankChip('last'), modChip(formatNumber(-1), false, 15)]);
      }
      break;
    case 2:
      for (let i = 0; i < 3; i++) {
        const d = whiteDie(i);
        c.roundRect(d.x - 3, d.y - 3, DIE + 6, DIE + 6, 12).fill(C['bone-3']).stroke({ width: 1.5, color: C.stone });
        const r = whiteRank(i);
        rewardRow(box, { ...r, x: r.x + 2 }, [rankChip(i + 1, 22), vpNode(20)]);
      }
      break;
    case 3: {
      waves(c, 6, 48, PANEL_W - 12, 150);
      spot(c, CITY_DIE.x + DIE / 2, CITY_DIE.y + DIE / 2, DIE * 0.62);
      for (let i = 0; i < HUT_SPACES; i++) {
        const h = hutSpace(i);
        c.roundRect(h.x - 1, h.y - 1, h.w + 2, h.h + 2, 6).fill({ color: C['bone-2'], alpha: 0.9 });
        put(box, hutSpaceNode(h.w), h.x + h.w / 2, h.y + h.h / 2);
      }
      const hut = (): Container => { const g = new Graphics(); drawChocIcon(g.context, 'hut', 0, 0, 24); return g; };
      rewardRow(box, CITY_REWARDS.first, [rankChip(1, 22), hut(), '/', dieNode(0, 18, true)]);
      rewardRow(box, CITY_REWARDS.second, [rankChip(2, 22), '\u21c4']);
      // Huts count against their owner here.
      rewardRow(box, { x: 104, y: 114, w: 80, h: 30 }, [hut(), modChip(formatNumber(-1), false, 15)]);
      break;
    }
    case 4: {
      // The stepped silhouette behind the boxes, then the boxes, bonuses at the left.
      PYRAMID_ROWS.forEach((row, r) => {
        const first = pyramidBox(PYRAMID_ROWS.slice(0, r).reduce((a, b) => a + b.size, 0));
        c.rect(first.x - 4, first.y - 3, row.size * (STONE + 2) + 6, STONE + 6).fill(C['stone-light']).stroke({ width: 1.5, color: O, join: 'miter' });
        const b = rowBonus(r);
        put(box, vpNode(18), b.x + 12, b.y + b.h / 2);
        numAt(box, String(row.bonus), b.x + 32, b.y + b.h / 2, 16);
      });
      for (let i = 0; i < PYRAMID_BOXES; i++) {
        const r = pyramidBox(i);
        c.rect(r.x, r.y, r.w, r.h).fill(C['bone-3']).stroke({ width: 1, color: C['stone-dark'], alpha: 0.7 });
      }
      const stone = (): Container => { const g = new Graphics(); drawChocIcon(g.context, 'stone', 0, 0, 15); return g; };
      const [r1, r2] = PYRAMID_RULE;
      c.roundRect(r1.x - 2, r1.y - 2, r1.w + 4, r1.h + r2.h + 6, 8).fill({ color: C['bone-3'], alpha: 0.8 });
      rewardRow(box, r1, [rankChip(1, 20), stone(), stone(), '\u22653'], 2);
      rewardRow(box, r2, [rankChip(1, 20), stone(), rankChip(2, 20), stone()], 2);
      break;
    }
    case 5:
      rewardRow(box, DRINK_RANKS, [rankChip(1, 22), '/', rankChip(2, 22), vpNode(20)]);
      rewardRow(box, DRINK_PENALTY, [rankChip('last', 22), modChip(formatNumber(L5_LOWEST_PENALTY), false, 15)]);
      for (let r = 1; r <= MAX_ROUNDS; r++) {
        const cr = roundCircle(r);
        spot(c, cr.x + cr.w / 2, cr.y + cr.h / 2, cr.w / 2);
        numAt(box, String(r), cr.x + cr.w / 2, cr.y + cr.h / 2, 16, C['stone-dark']);
        const [a, b] = L5_REWARDS[r - 1]!;
        const rr = roundReward(r);
        numAt(box, b > 0 ? `${a}/${b}` : String(a), rr.x + rr.w / 2, rr.y + rr.h / 2, 16);
      }
      break;
    case 6:
      for (const b of [0, 1]) {
        const l = tachliLabel(b);
        c.roundRect(l.x, l.y, l.w, l.h, 8).fill(C['bone-3']).stroke({ width: 1.5, color: C.stone });
        numAt(box, b === 0 ? '6' : '3', l.x + l.w / 2, l.y + l.h / 2, 24);
        const rk = tachliRank(b);
        put(box, rankChip(b + 1, 24), rk.x + rk.w / 2, rk.y + rk.h / 2);
        const t = tachliBox(b);
        put(box, slotOutline(IMP_W, IMP_H), t.x + t.w / 2, t.y + t.h / 2);
        const d = deckPile(b);
        put(box, slotOutline(d.w, d.h), d.x + d.w / 2, d.y + d.h / 2);
      }
      break;
  }
}

export function drawPanelStatic(loc: number, label: Label, n: number, theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  c.roundRect(0, 0, PANEL_W, PANEL_H, 14).fill(C['bone-2']);
  // Title band: number chip, emblem on a bone chip, the location's name.
  c.roundRect(0, 0, PANEL_W, TITLE.h, 14).fill(C.cacao);
  c.rect(0, TITLE.h - 14, PANEL_W, 14).fill(C.cacao);
  c.circle(20, TITLE.h / 2, 13).fill(C.bone).stroke({ width: 1.5, color: O });
  numAt(box, String(loc), 20, TITLE.h / 2 + 0.5, 17);
  c.circle(54, TITLE.h / 2, 17).fill(C.bone).stroke({ width: 1, color: C.stone });
  drawChocIcon(c, locIcon(loc), 54, TITLE.h / 2, 28);
  const name = text(label(`c.loc.${loc}`), { size: 18, color: C.bone, weight: '750', anchor: [0, 0.5] });
  const room = PANEL_W - 80 - 30;
  if (name.width > room) name.scale.set(room / name.width);
  put(box, name, 78, TITLE.h / 2 + 0.5);

  body(loc, box, c);

  c.roundRect(4, OFFERS.y, PANEL_W - 8, OFFERS.h - 4, 10).fill(C['bone-3']);
  for (let i = 0; i < n; i++) {
    const col = offerCol(i, n);
    c.roundRect(col.x + 1, col.y + 3, col.w - 2, col.h - 10, 8).fill({ color: C['bone-2'], alpha: 0.7 });
  }
  c.roundRect(0, 0, PANEL_W, PANEL_H, 14).stroke({ width: 2, color: theme === 'dark' ? C.stone : C.cacao });
  return box;
}
