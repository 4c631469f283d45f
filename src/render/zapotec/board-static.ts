// The printed main board (cached as one texture): limestone ground, score track, capital with its
// pyramid plinths and trade rows, the nine sections with terrain patterns and printed spaces, the
// region and terrain headers, and the sacrifice track with its step bonuses.
import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import { BOARD_SPACES, REGIONS, SACRIFICE_STEPS, TRADE_BASE_COST, type Terrain } from '../../games/zapotec/data.ts';
import type { Label } from '../core/scene-types.ts';
import { softShadow } from '../core/shadow.ts';
import { text } from '../core/text.ts';
import { drawIcon, type IconName } from '../icons/index.ts';
import { C, SHADOW, type Theme } from '../tokens.ts';
import {
  BOARD_H, BOARD_W, CAPITAL, SACRIFICE_HEADER, SECTIONS, SPACE, TERRAIN_ROWS, TRACK_BOXES, pyramidBox, pyramidPieceRect, regionHeader,
  scoreBox, scoringSlot, sectionRect, spaceRect, stepRect, terrainHeader, tradeCostBadge, tradeSlot, tradeStack,
} from './geometry.ts';

const O = C.obsidian;
export type { Label } from '../core/scene-types.ts';

const TERRAIN_TINT: Record<Terrain, [number, number]> = {
  plains: [C['maize-dark'], 0.13],
  hills: [C.stone, 0.16],
  forest: [C.jade, 0.15],
};

/** Vector texture at 8 % ink: plains hatch, hills contour arcs, forest stipple. */
function terrainPattern(g: GraphicsContext, t: Terrain, x: number, y: number, w: number, h: number): void {
  if (t === 'plains') {
    for (let yy = y + 8; yy < y + h; yy += 10) g.moveTo(x + 4, yy).lineTo(x + w - 4, yy);
  } else if (t === 'hills') {
    for (let cx = x + 30; cx < x + w; cx += 70)
      for (let cy = y + 30; cy < y + h + 20; cy += 56) for (const r of [10, 20]) g.moveTo(cx - r, cy).arc(cx, cy, r, Math.PI, 2 * Math.PI);
  } else {
    for (let yy = y + 7, row = 0; yy < y + h; yy += 11, row++)
      for (let xx = x + 6 + (row % 2) * 6; xx < x + w - 3; xx += 12) g.circle(xx, yy, 1.4);
  }
  if (t === 'forest') g.fill({ color: O, alpha: 0.08 });
  else g.stroke({ width: 1.2, color: O, alpha: 0.08 });
}

/** A step-fret separator: a stepped line (4 units across) between regions. */
function fretLine(g: GraphicsContext, x: number, y0: number, y1: number): void {
  let side = -2;
  g.moveTo(x + side, y0);
  for (let y = y0; y < y1; y += 8) {
    const ny = Math.min(y1, y + 8);
    g.lineTo(x + side, ny);
    if (ny < y1) {
      side = -side;
      g.lineTo(x + side, ny);
    }
  }
  g.stroke({ width: 2, color: C.cacao, join: 'miter' });
}

function printedSpace(g: GraphicsContext, id: number, open: boolean): void {
  const r = spaceRect(id);
  const sp = BOARD_SPACES[id]!;
  g.roundRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4, 9).fill({ color: C.bone, alpha: open ? 0.55 : 0.25 }).stroke({ width: 1.5, color: C.stone, alpha: open ? 1 : 0.6 });
  drawIcon(g, sp.type, r.x + r.w / 2, r.y + r.h / 2, SPACE * 0.6);
  g.roundRect(r.x + 4, r.y + 4, r.w - 8, r.h - 8, 7).fill({ color: C.limestone, alpha: open ? 0.55 : 0.7 });
  if (!open) {
    for (let d = 6; d < r.w * 2; d += 9) {
      const a = Math.max(0, d - r.w), b = Math.min(d, r.w);
      g.moveTo(r.x + a, r.y + d - a).lineTo(r.x + b, r.y + d - b);
    }
    g.stroke({ width: 1, color: C.stone, alpha: 0.5 });
  }
}

function sacrificeBonus(box: Container, g: GraphicsContext, k: number, x: number, y: number): void {
  const b = SACRIFICE_STEPS[k]!;
  const small = (s: string, dx: number, color: number = C['cacao-ink']): void => {
    const t = text(s, { size: 17, color, weight: '750' });
    t.position.set(x + dx, y);
    box.addChild(t);
  };
  switch (b.kind) {
    case 'vp':
      if (b.vp > 0) { drawIcon(g, 'vp', x - 6, y, 22); small(String(b.vp), 13); }
      break;
    case 'basic': drawIcon(g, 'anyBasic', x, y, 26, { chip: true }); break;
    case 'tradeDiscount': drawIcon(g, `trade${b.level}` as IconName, x - 6, y, 24); small(`\u2212${b.gold}`, 14); break;
    case 'ritualNoPriest': drawIcon(g, 'noPriest', x, y, 26); break;
    case 'freeRitual': drawIcon(g, 'freeRitual', x, y, 26); break;
  }
}

export function drawBoardStatic(label: Label, boardPlayers: number, theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  if (theme === 'dark') softShadow(c, 0, 0, BOARD_W, BOARD_H, 16);
  c.roundRect(0, 0, BOARD_W, BOARD_H, 16).fill(C.limestone);

  // Score track.
  for (let i = 0; i < TRACK_BOXES; i++) {
    const r = scoreBox(i);
    c.rect(r.x, r.y, r.w, r.h).fill(i % 5 === 0 ? C['bone-3'] : C['bone-2']).stroke({ width: 1, color: C.stone, alpha: 0.7 });
    if (i % 5 === 0) {
      const t = text(String(i), { size: 17, color: C['cacao-ink'], weight: '600' });
      t.position.set(r.x + r.w / 2, r.y + r.h / 2);
      box.addChild(t);
    }
  }
  c.roundRect(0, 0, BOARD_W, BOARD_H, 16).stroke({ width: 2, color: theme === 'dark' ? C.stone : O });
  c.rect(36, 36, BOARD_W - 72, BOARD_H - 72).stroke({ width: 2, color: C.cacao });

  // Capital.
  c.roundRect(CAPITAL.x, CAPITAL.y, CAPITAL.w, CAPITAL.h, 10).fill(C['bone-2']).stroke({ width: 2, color: C.cacao });
  for (let i = 0; i < 5; i++) {
    const r = scoringSlot(i);
    c.roundRect(r.x, r.y, r.w, r.h, 8).fill(C['bone-3']).stroke({ width: 1, color: C.stone });
  }
  const pyramids = boardPlayers; // one pyramid space per player (solo plays on two)
  for (let i = 0; i < pyramids; i++) {
    const r = pyramidBox(i, pyramids);
    // An empty pyramid: a faint stepped silhouette on a plinth, and the scoring tile's slot.
    const base = r.y + r.h - 26;
    ([3, 2, 1] as const).forEach((size, level) => {
      const p = pyramidPieceRect(r, level, size);
      const inset = p.w * 0.12;
      c.poly([p.x + inset, p.y, p.x + p.w - inset, p.y, p.x + p.w, p.y + p.h, p.x, p.y + p.h]).fill({ color: C['bone-3'], alpha: 0.9 })
        .stroke({ width: 1.5, color: C.stone, alpha: 0.7 });
    });
    c.rect(r.x, base, r.w, 16).fill(C['stone-light']).stroke({ width: 2, color: O, join: 'miter' });
    c.rect(r.x + 10, base + 16, r.w - 20, 8).fill(C.stone).stroke({ width: 2, color: O, join: 'miter' });
    c.roundRect(r.x + (r.w - 52) / 2, r.y + 14, 52, 52, 9).fill(C.bone).stroke({ width: 1.5, color: C.stone });
    drawIcon(c, 'pyramid', r.x + r.w / 2, r.y + 40, 30);
    c.roundRect(r.x + (r.w - 52) / 2 + 3, r.y + 17, 46, 46, 7).fill({ color: C.bone, alpha: 0.6 });
  }
  for (const level of [1, 2, 3] as const) {
    const b = tradeCostBadge(level);
    drawIcon(c, 'gold', b.x + 20, b.y + b.h / 2, 30, { chip: true });
    const n = text(String(TRADE_BASE_COST[level - 1]), { size: 22, color: C['cacao-ink'], weight: '750' });
    n.position.set(b.x + 45, b.y + b.h / 2);
    box.addChild(n);
    for (const r of [tradeStack(level), tradeSlot(level, 0), tradeSlot(level, 1), tradeSlot(level, 2)])
      c.roundRect(r.x, r.y, r.w, r.h, 10).fill(C['bone-3']).stroke({ width: 1, color: C.stone });
  }

  // Sections: terrain tint and pattern, separators, headers.
  TERRAIN_ROWS.forEach((t, row) => {
    const [tint, alpha] = TERRAIN_TINT[t];
    for (let reg = 0; reg < 3; reg++) {
      const r = sectionRect(reg, row);
      c.rect(r.x, r.y, r.w, r.h).fill({ color: tint, alpha });
      terrainPattern(c, t, r.x, r.y, r.w, r.h);
    }
    const h = terrainHeader(row);
    c.roundRect(h.x, h.y + 3, h.w, h.h - 6, 8).fill({ color: tint, alpha: alpha + 0.1 });
    drawIcon(c, t, h.x + h.w / 2, h.y + 24, 30);
    const name = text(label(`z.prop.${t}`), { size: 17, color: C['cacao-ink'] });
    name.rotation = -Math.PI / 2;
    name.position.set(h.x + h.w / 2, h.y + h.h / 2 + 18);
    box.addChild(name);
  });
  for (let row = 1; row < 3; row++) {
    const y = SECTIONS.y + (SECTIONS.h / 3) * row;
    c.moveTo(SECTIONS.x, y).lineTo(SECTIONS.x + SECTIONS.w, y).stroke({ width: 1.5, color: C.stone, alpha: 0.8 });
  }
  for (let reg = 1; reg < 3; reg++) fretLine(c, SECTIONS.x + (SECTIONS.w / 3) * reg, SECTIONS.y - 34, SECTIONS.y + SECTIONS.h);
  c.rect(SECTIONS.x, SECTIONS.y, SECTIONS.w, SECTIONS.h).stroke({ width: 2, color: C.cacao });
  REGIONS.forEach((reg, i) => {
    const h = regionHeader(i);
    drawIcon(c, reg, h.x + 26, h.y + h.h / 2, 26);
    const name = text(label(`z.prop.${reg}`), { size: 18, color: C['cacao-ink'], weight: '750', anchor: [0, 0.5] });
    name.position.set(h.x + 46, h.y + h.h / 2 + 1);
    box.addChild(name);
  });
  for (const sp of BOARD_SPACES) printedSpace(c, sp.id, sp.minPlayers <= boardPlayers);
  for (const sp of BOARD_SPACES) {
    if (sp.minPlayers === 2) continue;
    const r = spaceRect(sp.id);
    // The player-count mark sits just outside the space, so a tile on it never hides it.
    c.roundRect(r.x + r.w + 1, r.y + r.h - 24, 32, 24, 12).fill(sp.minPlayers <= boardPlayers ? C.cacao : C.stone);
    const t = text(sp.minPlayers === 3 ? '3+' : '4', { size: 17, color: C.bone, weight: '750' });
    t.position.set(r.x + r.w + 17, r.y + r.h - 12);
    box.addChild(t);
  }

  // Sacrifice track.
  const sh = SACRIFICE_HEADER;
  c.roundRect(sh.x, sh.y, sh.w, BOARD_H - 46 - sh.y, 10).fill(C['bone-2']).stroke({ width: 2, color: C.cacao });
  drawIcon(c, 'sacrifice', sh.x + sh.w / 2, sh.y + sh.h / 2 + 1, 28);
  for (let k = 0; k <= 12; k++) {
    const r = stepRect(k);
    c.rect(r.x + 4, r.y + 1.5, r.w - 8, r.h - 3).fill({ color: C.terracotta, alpha: 0.05 + k * 0.018 }).stroke({ width: 1, color: C.stone, alpha: 0.6 });
    const n = text(String(k), { size: 17, color: C['cacao-ink'], weight: '750' });
    n.position.set(r.x + 17, r.y + r.h / 2);
    box.addChild(n);
    sacrificeBonus(box, c, k, r.x + 44, r.y + r.h / 2);
  }
  return box;
}
