// A player's board: the printed part (cached) and what is on it, in three parts rebuilt on
// their own: the header (badge ringed while the seat owes a decision, score, cards in hand, the
// figures held, cubes left), the status row (huts, black dice, stones in the pyramid) and the
// six location columns with their two cards (face down to others until revealed) and the sum.
import { Container, Graphics } from 'pixi.js';
import { CUBES_PER_PLAYER } from '../../games/chocolatl/data.ts';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { centre, type Rect } from '../core/geom.ts';
import { formatNumber } from '../core/text.ts';
import { C, type PlayerStyle, type Theme } from '../tokens.ts';
import { cardBack, cardFace, slotOutline } from './art-cards.ts';
import { badgeNode, chocIconNode, dieNode, figureNode, hutNode, modChip, stoneNode, vpNode } from './art-pieces.ts';
import { owes, slotShown, stonesOf } from './derive.ts';
import { drawChocIcon, locIcon } from './icons.ts';
import { KEY } from './plan.ts';
import {
  BADGE, CARD_H, CARD_W, COL, CUBES, DICE, DICE_SHOWN, FIGURE, HAND_COUNT, HUTS, HUT_MOD, LEFT, PB_H, PB_W, SCORE, STONES, colHeader, colRect,
  colSum, dieIcon, slotCard,
} from './player-geometry.ts';
import type { Registry } from './registry.ts';
import { shape } from './shared.ts';
import { seatStyle } from './art-pieces.ts';
import { num, tabular } from './num.ts';

const O = C.obsidian;
const INK = C['cacao-ink'];

export function drawPlayerStatic(style: PlayerStyle, mine: boolean, theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  c.roundRect(0, 0, PB_W, PB_H, 12).fill(C.limestone);
  // The counter block wears the seat's colour (with its glyph on the badge: never colour alone).
  c.roundRect(0, 0, LEFT.w, PB_H, 12).fill({ color: style.color, alpha: 0.3 });
  c.rect(LEFT.w - 12, 0, 12, PB_H).fill({ color: style.color, alpha: 0.3 });
  c.moveTo(LEFT.w, 0).lineTo(LEFT.w, PB_H).stroke({ width: 1.5, color: C.stone });
  for (const r of [SCORE, HAND_COUNT, CUBES, DICE, HUTS, STONES]) c.roundRect(r.x, r.y, r.w, r.h, 7).fill({ color: C.bone, alpha: 0.6 });
  for (let loc = 1; loc <= 6; loc++) {
    const col = colRect(loc);
    c.roundRect(col.x + 2, col.y, col.w - 4, col.h, 8).fill({ color: C['bone-3'], alpha: 0.6 });
    const h = colHeader(loc);
    c.circle(h.x + 14, h.y + h.h / 2, 10.5).fill(C.cacao);
    drawChocIcon(c, locIcon(loc), h.x + 36, h.y + h.h / 2, 19);
  }
  c.roundRect(0, 0, PB_W, PB_H, 12).stroke({ width: mine ? 3 : 2, color: mine ? C.cacao : theme === 'dark' ? C.stone : O });
  for (let loc = 1; loc <= 6; loc++) {
    const h = colHeader(loc);
    const t = num(String(loc), { size: 14.5, color: C.bone });
    t.position.set(h.x + 14, h.y + h.h / 2 + 0.5);
    box.addChild(t);
  }
  return box;
}

function counter(layer: Container, r: Rect, icon: Container, n: number, iconW = 24, color: number = INK, size = 18): void {
  icon.position.set(r.x + iconW / 2 + 3, r.y + r.h / 2);
  const t = tabular(n, { size, color });
  t.position.set(r.x + r.w - 4, r.y + r.h / 2);
  layer.addChild(icon, t);
}

export interface PlayerPart {
  key: (v: ChocolatlView, seat: number, viewer: number, dest: number) => string; // memo key: rebuild when it changes
  draw: (v: ChocolatlView, seat: number, viewer: number, dest: number, reg: Registry) => Container;
}

const head: PlayerPart = {
  key: (v, seat, viewer) => JSON.stringify([v.scores[seat], v.handCounts[seat], v.chocolatl === seat, v.oldMan === seat, v.cubes[seat], owes(v, seat), seat === viewer]),
  draw: (v, seat, viewer, _dest, reg) => {
    const layer = new Container();
    const comp = `p${seat}` as const;
    const style = seatStyle(seat);
    const bc = centre(BADGE);
    const acting = owes(v, seat) ? (seat === viewer ? 'me' : 'other') : 'no';
    reg.put(comp, layer, KEY.badge(seat), bc.x, bc.y, () => badgeNode(style, 12, acting));
    counter(layer, SCORE, vpNode(22), v.scores[seat]!, 24, INK, 22);
    counter(layer, HAND_COUNT, chocIconNode('card', 24), v.handCounts[seat]!, 18);
    const left = CUBES_PER_PLAYER - v.cubes[seat]!;
    counter(layer, CUBES, stoneNode(style, 16), Math.max(0, left), 18, left <= 0 ? C.terracotta : INK);
    for (const which of ['chocolatl', 'oldMan'] as const) {
      if ((which === 'chocolatl' ? v.chocolatl : v.oldMan) !== seat) continue;
      const { x, y } = centre(FIGURE[which]);
      reg.put(comp, layer, KEY.headFigure(seat, which), x, y, () => figureNode(which, 30));
    }
    return layer;
  },
};

const status: PlayerPart = {
  key: (v, seat) => JSON.stringify([v.huts[seat], v.dice[seat], stonesOf(v)[seat]]),
  draw: (v, seat, _viewer, _dest, reg) => {
    const layer = new Container();
    const comp = `p${seat}` as const;
    const style = seatStyle(seat);
    const huts = v.huts[seat]!;
    counter(layer, HUTS, hutNode(style, 22), huts, 20, huts ? INK : C['stone-dark']);
    if (huts > 0) {
      const m = modChip(`+${huts}/${formatNumber(-huts)}`, true, 14.5);
      m.position.set(HUT_MOD.x + HUT_MOD.w / 2, HUT_MOD.y + HUT_MOD.h / 2);
      layer.addChild(m);
    }
    const stones = stonesOf(v)[seat]!;
    counter(layer, STONES, chocIconNode('loc4', 22), stones, 20, stones ? INK : C['stone-dark']);
    const dice = v.dice[seat]!;
    for (let k = 0; k < Math.min(dice, DICE_SHOWN); k++) {
      const { x, y } = centre(dieIcon(k));
      reg.put(comp, layer, KEY.heldDie(seat, k), x, y, () => dieNode(k % 2 ? 3 : 5, 21, true));
    }
    if (dice === 0) {
      const g = shape('nodie', (c) => c.roundRect(-10, -10, 20, 20, 4).stroke({ width: 1.5, color: C.stone }));
      const { x, y } = centre(dieIcon(0));
      g.position.set(x, y);
      layer.addChild(g);
    }
    if (dice > DICE_SHOWN || dice === 0) {
      const t = tabular(dice, { size: 18, color: dice ? INK : C['stone-dark'] });
      t.position.set(DICE.x + DICE.w - 4, DICE.y + DICE.h / 2);
      layer.addChild(t);
    }
    return layer;
  },
};

const slots: PlayerPart = {
  key: (v, seat, viewer, dest) => JSON.stringify([v.boards[seat], v.revealedTo, v.firstUp, v.phase === 'over', seat === viewer ? dest : 0]),
  draw: (v, seat, viewer, dest, reg) => {
    const layer = new Container();
    const comp = `p${seat}` as const;
    const board = v.boards[seat]!;
    if (seat === viewer && dest > 0) {
      const r = colRect(dest);
      const dc = shape(`pdest:${r.w}:${r.h}`, (c) => c.roundRect(-r.w / 2 + 2, -r.h / 2, r.w - 4, r.h, 8).fill(C['maize-tint']).stroke({ width: 1.5, color: O }));
      dc.position.set(r.x + r.w / 2, r.y + r.h / 2);
      layer.addChild(dc);
    }
    for (let i = 0; i < board.length; i++) {
      const card = board[i];
      const r = slotCard(i);
      const cx = r.x + r.w / 2, cy = r.y + r.h / 2;
      if (card === NONE || card === undefined) {
        if (i % 2 === 0 || board[i - 1] === NONE) reg.put(comp, layer, null, cx, cy, () => slotOutline(CARD_W, CARD_H));
        continue;
      }
      const back = (): Container => cardBack(CARD_W, CARD_H);
      if (card === null) reg.put(comp, layer, KEY.slot(seat, i), cx, cy, back, back);
      else reg.put(comp, layer, KEY.slot(seat, i), cx, cy, () => cardFace(card, CARD_W, CARD_H, { secret: !slotShown(v, i), improvement: card > 12 }), back);
    }
    for (let loc = 1; loc <= 6; loc++) {
      const a = board[2 * loc - 2], b = board[2 * loc - 1];
      if (typeof a !== 'number' || typeof b !== 'number' || a === NONE || b === NONE) continue;
      const shown = slotShown(v, 2 * loc - 2) && slotShown(v, 2 * loc - 1);
      const r = colSum(loc);
      const t = num(String(a + b), { size: 21, color: shown ? INK : C['stone-dark'], weight: shown ? '750' : '600' });
      t.position.set(r.x + COL / 2, r.y + r.h / 2);
      layer.addChild(t);
    }
    return layer;
  },
};

/** The parts of a player board, bottom to top; each is cached and rebuilt on its own. */
export const PLAYER_PARTS: Readonly<Record<string, PlayerPart>> = { head, status, slots };

