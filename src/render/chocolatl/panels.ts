// What stands on a location panel, rebuilt from the view: the figures and their holders (L1),
// the harvest dice (L2), the city's black die and the huts (L3), stones and row leaders (L4),
// the round cube (L5), the improvement cards and decks (L6); the offer columns (badge, rank,
// both cards, the total); and the panel's state (the location in play is framed, resolved ones
// carry a tick).
import { Container, Graphics } from 'pixi.js';
import { TACHLI_LAST_ROUND_VP } from '../../games/chocolatl/data.ts';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { centre } from '../core/geom.ts';
import { formatNumber } from '../core/text.ts';
import { C } from '../tokens.ts';
import { cardBack, cardFace, slotOutline } from './art-cards.ts';
import { badgeNode, chip, dieNode, figureNode, hutNode, rankChip, seatStyle, stoneNode, vpNode } from './art-pieces.ts';
import { activeLoc, dieAtCity, hutSpaces, offerColumns, owes, pyramidRows } from './derive.ts';
import { PANEL_H, PANEL_W } from './geometry.ts';
import {
  CITY_DIE, DIE, FIGURE_SPOT, HUT, IMP_H, hutSpace, IMP_W, MINI_H, MINI_W, STONE, TITLE, colBadge, colCard, colNote, colTotal, deckPile, offerCol,
  pyramidBox, roundCircle, rowLeader, tachliBox, whiteDie,
} from './panel-geometry.ts';
import { KEY } from './plan.ts';
import type { Registry } from './registry.ts';
import { shape } from './shared.ts';
import { num } from './num.ts';

const INK = C['cacao-ink'];

/** The memo key of a panel's pieces (rebuild only when it changes). */
export function piecesKey(v: ChocolatlView, loc: number): string {
  switch (loc) {
    case 1: return JSON.stringify([v.chocolatl, v.oldMan]);
    case 2: return JSON.stringify(v.white);
    case 3: return JSON.stringify([dieAtCity(v), v.huts]);
    case 4: return JSON.stringify(v.pyramid);
    case 5: return String(v.round);
    default: return JSON.stringify([v.tachli, v.deckHigh, v.deckLow, v.lastRound]);
  }
}

export function drawPanelPieces(v: ChocolatlView, loc: number, reg: Registry): Container {
  const layer = new Container();
  const comp = `L${loc}` as const;
  switch (loc) {
    case 1:
      for (const which of ['chocolatl', 'oldMan'] as const) {
        const s = FIGURE_SPOT[which];
        const { x, y } = centre(s);
        reg.put(comp, layer, KEY.figure(which), x, y, () => figureNode(which, s.w * 0.86));
        const holder = which === 'chocolatl' ? v.chocolatl : v.oldMan;
        if (holder !== NONE) reg.put(comp, layer, KEY.holder(which), s.x + s.w - 8, s.y + s.h - 10, () => badgeNode(seatStyle(holder), 13, 'no'));
      }
      break;
    case 2:
      v.white.forEach((value, i) => {
        const { x, y } = centre(whiteDie(i));
        reg.put(comp, layer, KEY.white(i), x, y, () => dieNode(value, DIE, false));
      });
      break;
    case 3: {
      if (dieAtCity(v)) {
        const { x, y } = centre(CITY_DIE);
        reg.put(comp, layer, KEY.cityDie, x, y, () => dieNode(5, DIE * 0.86, true));
      }
      hutSpaces(v).forEach((seat, i) => {
        const { x, y } = centre(hutSpace(i));
        reg.put(comp, layer, KEY.hut(i), x, y, () => hutNode(seatStyle(seat), HUT + 4));
      });
      break;
    }
    case 4: {
      v.pyramid.forEach((seat, box) => {
        const { x, y } = centre(pyramidBox(box));
        reg.put(comp, layer, KEY.stone(box), x, y, () => stoneNode(seatStyle(seat), STONE - 2));
      });
      pyramidRows(v).forEach((row, r) => {
        const lr = rowLeader(r);
        row.leaders.slice(0, 2).forEach((seat, k) => {
          reg.put(comp, layer, null, lr.x + 11 + k * 17, lr.y + lr.h / 2, () => badgeNode(seatStyle(seat), 8, 'no'));
        });
        if (row.leaders.length > 2) reg.put(comp, layer, null, lr.x + 44, lr.y + lr.h / 2, () => num('+', { size: 16, color: INK }));
      });
      break;
    }
    case 5:
      for (let r = 1; r < v.round; r++) {
        const cr = roundCircle(r);
        reg.put(comp, layer, null, cr.x + cr.w / 2, cr.y + cr.h / 2, () => shape(`past:${cr.w}`, (g) => g.circle(0, 0, cr.w / 2 - 2).fill({ color: C.stone, alpha: 0.55 })));
      }
      if (v.round >= 1) {
        const { x, y } = centre(roundCircle(v.round));
        reg.put(comp, layer, KEY.roundCube, x, y, () => roundCubeNode());
      }
      break;
    case 6:
      for (const b of [0, 1]) {
        const card = v.tachli[b]!;
        const t = tachliBox(b);
        if (card !== NONE)
          reg.put(comp, layer, KEY.tachli(b), t.x + t.w / 2, t.y + t.h / 2, () => dimmed(cardFace(card, IMP_W, IMP_H, { improvement: true }), v.lastRound), () => cardBack(IMP_W, IMP_H));
        const left = b === 0 ? v.deckHigh : v.deckLow;
        const d = deckPile(b);
        if (left > 0) reg.put(comp, layer, null, d.x + d.w / 2, d.y + d.h / 2, () => cardBack(d.w, d.h));
        reg.put(comp, layer, null, d.x + d.w - 2, d.y + d.h - 2, () => chip(String(left), { size: 15, fill: left > 0 ? C.obsidian : C.stone }));
        if (v.lastRound) {
          // In the last round the boxes pay victory points instead of cards.
          reg.put(comp, layer, null, t.x + t.w / 2, t.y + t.h / 2, () => lastRoundVp(TACHLI_LAST_ROUND_VP[b]!));
        }
      }
      break;
  }
  return layer;
}

function roundCubeNode(): Container {
  return shape('roundcube', (g) => {
  const s = 22;
  g.poly([0, -s * 0.5, s * 0.45, -s * 0.26, 0, -s * 0.02, -s * 0.45, -s * 0.26]).fill(C.bone).stroke({ width: 1.8, color: C.obsidian });
  g.poly([-s * 0.45, -s * 0.26, 0, -s * 0.02, 0, s * 0.5, -s * 0.45, s * 0.26]).fill(C['bone-3']).stroke({ width: 1.8, color: C.obsidian });
  g.poly([s * 0.45, -s * 0.26, 0, -s * 0.02, 0, s * 0.5, s * 0.45, s * 0.26]).fill(C['stone-light']).stroke({ width: 1.8, color: C.obsidian });
  });
}

function dimmed(node: Container, dim: boolean): Container {
  node.alpha = dim ? 0.45 : 1;
  return node;
}

function lastRoundVp(vp: number): Container {
  const box = new Container();
  const bg = shape('lastvp', (g) => g.roundRect(-26, -16, 52, 32, 16).fill(C.bone).stroke({ width: 2, color: C.obsidian }));
  const icon = vpNode(20);
  icon.position.set(-12, 0);
  const t = num(formatNumber(vp, true), { size: 16, color: INK });
  t.position.set(10, 0);
  box.addChild(bg, icon, t);
  return box;
}

/** Memo key of a panel's offer columns. */
export function offersKey(v: ChocolatlView, loc: number, viewer: number, dest: number): string {
  const acting = loc === v.loc ? v.boards.map((_, s) => owes(v, s)) : null;
  return JSON.stringify([offerColumns(v, loc), acting, dest === loc ? viewer : NONE]);
}

/** The offer columns: badge (with rank once ranked), both cards, the total. */
export function drawOffers(v: ChocolatlView, loc: number, viewer: number, dest: number, reg: Registry): Container {
  const layer = new Container();
  const comp = `L${loc}` as const;
  const cols = offerColumns(v, loc);
  cols.forEach((col, i) => {
    const r = offerCol(i, cols.length);
    const style = seatStyle(col.seat);
    if (dest === loc && col.seat === viewer)
      reg.put(comp, layer, null, r.x + r.w / 2, r.y + r.h / 2 - 2, () => shape(`dest:${r.w}:${r.h}`, (g) => g.roundRect(-r.w / 2 + 1, -r.h / 2 + 4, r.w - 2, r.h - 10, 8).fill(C['maize-tint']).stroke({ width: 1.5, color: C.obsidian })));
    const b = centre(colBadge(r));
    const acting = loc === v.loc && owes(v, col.seat) ? (col.seat === viewer ? 'me' : 'other') : 'no';
    // Once ranked, the rank chip leads and the badge steps aside.
    const bx = col.rank !== null ? b.x + 9 : b.x;
    reg.put(comp, layer, KEY.colBadge(loc, col.seat), bx, b.y, () => badgeNode(style, 10, acting));
    if (col.rank !== null) reg.put(comp, layer, null, b.x - 13, b.y, () => rankChip(col.rank!, 18));
    for (const k of [0, 1]) {
      const cr = colCard(r, k);
      const card = col.cards[k]!;
      const slot = 2 * loc - 2 + k;
      const cx = cr.x + cr.w / 2, cy = cr.y + cr.h / 2;
      if (card === NONE) reg.put(comp, layer, null, cx, cy, () => slotOutline(MINI_W, MINI_H));
      else if (card === null) reg.put(comp, layer, KEY.mini(col.seat, slot), cx, cy, () => cardBack(MINI_W, MINI_H), () => cardBack(MINI_W, MINI_H));
      else reg.put(comp, layer, KEY.mini(col.seat, slot), cx, cy, () => cardFace(card, MINI_W, MINI_H, { secret: !col.shown[k] }), () => cardBack(MINI_W, MINI_H));
    }
    const t = colTotal(r);
    const secret = !col.shown[0] || !col.shown[1];
    const value = col.effective ?? col.raw;
    if (value !== null) {
      const n = num(formatNumber(value), { size: col.effective !== null ? 24 : 21, color: secret && col.effective === null ? C['stone-dark'] : INK, weight: col.effective !== null || !secret ? '750' : '600' });
      reg.put(comp, layer, null, t.x + t.w / 2, t.y + t.h / 2, () => n);
    }
    if (col.effective !== null && col.raw !== null && col.effective !== col.raw) {
      const note = colNote(r);
      const delta = col.effective - col.raw;
      reg.put(comp, layer, null, note.x + note.w / 2, note.y + note.h / 2, () => chip(formatNumber(delta, true), { size: 15, fill: delta > 0 ? C['jade-dark'] : C.terracotta }));
    }
  });
  return layer;
}

export function stateKey(v: ChocolatlView, loc: number): string {
  const active = activeLoc(v);
  return JSON.stringify([active === loc, isDone(v, loc)]);
}

function isDone(v: ChocolatlView, loc: number): boolean {
  if (v.round === 0) return false;
  if (v.phase === 'over' || v.phase === 'discard') return true;
  const active = activeLoc(v);
  return active > loc;
}

/** The location in play gets a heavy frame and a pointer; resolved ones a tick in the title band. */
export function drawPanelState(v: ChocolatlView, loc: number): Container {
  const layer = new Container();
  const g = new Graphics();
  if (activeLoc(v) === loc) {
    g.roundRect(-3, -3, PANEL_W + 6, PANEL_H + 6, 16).stroke({ width: 5, color: C.obsidian });
    g.poly([PANEL_W / 2 - 12, -3, PANEL_W / 2 + 12, -3, PANEL_W / 2, 12]).fill(C.obsidian);
  }
  if (isDone(v, loc)) {
    const x = PANEL_W - 22, y = TITLE.h / 2;
    g.circle(x, y, 12).fill(C['jade-dark']).stroke({ width: 1.5, color: C.bone });
    g.moveTo(x - 6, y).lineTo(x - 1.5, y + 4.5).lineTo(x + 6.5, y - 5).stroke({ width: 2.6, color: C.bone, cap: 'round', join: 'round' });
  }
  layer.addChild(g);
  return layer;
}
