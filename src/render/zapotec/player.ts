// A player's board: the printed part (cached) and what is on it (rebuilt when that player's
// slice of the view changes): badge, score, played card, supply, grid tiles, palace, resources,
// trade tiles and hand (faces for the viewing seat, backs for the others).
import { Container, Graphics } from 'pixi.js';
import { GRID_COL_HEADERS, GRID_PRINTED, GRID_ROW_HEADERS, RESOURCES } from '../../games/zapotec/data.ts';
import { NONE, activeSeat, buildingTileOf, isCocijobot, type ZapotecView } from '../../games/zapotec/types.ts';
import { centre, type Rect } from '../core/geom.ts';
import { tabularNumber, text } from '../core/text.ts';
import { Pen, drawIcon, glyph, iconContext, type IconName } from '../icons/index.ts';
import { C, type PlayerStyle, type Theme } from '../tokens.ts';
import { actionCardNode, cardBackNode } from './art-cards.ts';
import { houseNode, palaceNode, pieceNode, seatStyle } from './art-pieces.ts';
import { buildingTileNode, tileBackNode, tradeTileNode } from './art-tiles.ts';
import { CARD_W, PIECE_SIZE } from './geometry.ts';
import { KEY } from './plan.ts';
import {
  BADGE, CELL, HAND_W, HEADER, HELD, OWNED, PALACE, PB_H, PB_W, PLAYED, SCORE, SUPPLY, cellRect, colHeader, handCard,
  ownedTrade, resChip, rowHeader,
} from './player-geometry.ts';
import type { Registry } from './registry.ts';

const O = C.obsidian;

export function drawPlayerStatic(style: PlayerStyle, mine: boolean, theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  c.roundRect(0, 0, PB_W, PB_H, 14).fill(C.limestone);
  c.roundRect(0, 0, PB_W, HEADER.h, 14).fill({ color: style.color, alpha: 0.3 });
  c.rect(0, HEADER.h - 14, PB_W, 14).fill({ color: style.color, alpha: 0.3 });
  c.moveTo(0, HEADER.h).lineTo(PB_W, HEADER.h).stroke({ width: 1.5, color: C.stone });
  c.roundRect(0, 0, PB_W, PB_H, 14).stroke({ width: mine ? 3 : 2, color: mine ? C.cacao : theme === 'dark' ? C.stone : O });
  const sunk = (r: Rect, radius = 8): void => {
    c.roundRect(r.x + 2, r.y + 2, r.w - 4, r.h - 4, radius).fill(C['bone-3']).stroke({ width: 1, color: C.stone });
  };
  for (let i = 0; i < 3; i++) {
    const ch = colHeader(i), rh = rowHeader(i);
    drawIcon(c, GRID_COL_HEADERS[i]!, ch.x + ch.w / 2, ch.y + ch.h / 2, 34, { chip: true });
    drawIcon(c, GRID_ROW_HEADERS[i]!, rh.x + rh.w / 2, rh.y + rh.h / 2, 34, { chip: true });
  }
  for (let cell = 0; cell < 9; cell++) {
    const r = cellRect(cell);
    sunk(r, 10);
    const printed = GRID_PRINTED[cell];
    if (printed) {
      const { x, y } = centre(r);
      drawIcon(c, printed as IconName, x, y, 40, { chip: true });
      c.roundRect(r.x + 6, r.y + 6, r.w - 12, r.h - 12, 8).fill({ color: C['bone-3'], alpha: 0.35 });
    }
  }
  sunk(PALACE, 10);
  drawIcon(c, 'palace', PALACE.x + PALACE.w / 2, PALACE.y + PALACE.h / 2, 44);
  c.roundRect(PALACE.x + 6, PALACE.y + 6, PALACE.w - 12, PALACE.h - 12, 8).fill({ color: C['bone-3'], alpha: 0.55 });
  for (let r = 0; r < 6; r++) {
    const b = resChip(r);
    c.roundRect(b.x, b.y, b.w, b.h, 10).fill({ color: C.bone, alpha: 0.6 });
  }
  c.roundRect(8, 342, PB_W - 16, 54, 10).fill({ color: C['bone-3'], alpha: 0.5 });
  c.roundRect(8, 402, PB_W - 16, 92, 10).fill({ color: C['bone-3'], alpha: 0.5 });
  return box;
}

function counter(layer: Container, r: Rect, icon: Container, n: number, iconW = 26): void {
  icon.position.set(r.x + iconW / 2 + 2, r.y + r.h / 2);
  const t = tabularNumber(n, { size: 20, color: C['cacao-ink'], weight: '750' });
  t.position.set(r.x + r.w - 2, r.y + r.h / 2);
  layer.addChild(icon, t);
}

function iconNode(name: IconName, size: number, chip = false): Container {
  return new Graphics(iconContext(name, size, { chip }));
}

/** Whether a seat acts now: its turn, or a card still to choose in the selection phase. */
export const isActing = (v: ZapotecView, seat: number): boolean =>
  v.phase === 'turn' ? activeSeat(v) === seat : v.phase === 'select' && v.chosen[seat] === NONE && seat < v.playerCount;

export interface PlayerPart {
  key: (v: ZapotecView, seat: number, viewer: number) => string; // memo key: rebuild when it changes
  draw: (v: ZapotecView, seat: number, viewer: number, reg: Registry) => Container;
}

const styleOf = (v: ZapotecView, seat: number, reg: Registry): PlayerStyle => seatStyle(seat, isCocijobot(v, seat), reg.colors);

/** Header: badge (ringed while acting; maize when it is the viewer's decision), score, played card, supply. */
const head: PlayerPart = {
  key: (v, seat, viewer) => {
    const p = v.players[seat]!;
    return JSON.stringify([p.vp, p.houses, p.discs, p.pieces, v.played[seat], v.chosen[seat], isActing(v, seat), seat === viewer]);
  },
  draw: (v, seat, viewer, reg) => {
    const layer = new Container();
    const p = v.players[seat]!;
    const style = styleOf(v, seat, reg);
    const badge = new Graphics();
    const bc = centre(BADGE);
    if (isActing(v, seat)) badge.circle(bc.x, bc.y, 21).fill(seat === viewer ? C.maize : C.bone).stroke({ width: 2, color: O });
    badge.circle(bc.x, bc.y, 16).fill(style.color).stroke({ width: 2, color: O });
    glyph(new Pen(badge.context, 0, 0, 1), style.glyph, bc.x, bc.y, 7, style.ink);
    layer.addChild(badge);
    counter(layer, SCORE, iconNode('vp', 26), p.vp, 28);
    const played = v.played[seat] ?? NONE, chosen = v.chosen[seat] ?? NONE;
    if (played !== NONE || chosen !== NONE) {
      const pc = centre(PLAYED);
      reg.put(`p${seat}`, layer, KEY.played(seat), pc.x, pc.y, () => {
        const num = played !== NONE ? played : chosen > 0 ? chosen : NONE;
        if (num === NONE) {
          const n = cardBackNode();
          n.scale.set(PLAYED.w / CARD_W);
          return n;
        }
        // Too small for the whole card: its number, which is what the turn order reads.
        const n = new Container();
        n.addChild(new Graphics().roundRect(-PLAYED.w / 2, -PLAYED.h / 2, PLAYED.w, PLAYED.h, 5).fill(C.bone).stroke({ width: 2, color: C.cacao }));
        n.addChild(text(String(num), { size: 20, color: C['cacao-ink'], weight: '750' }));
        return n;
      });
    }
    counter(layer, SUPPLY.houses, houseNode(style, 26), p.houses);
    counter(layer, SUPPLY.discs, iconNode('disc', 24), p.discs);
    ([3, 2, 1] as const).forEach((size, i) => {
      const k = 0.25; // the three sizes keep their proportions
      counter(layer, SUPPLY.pieces[i]!, pieceNode(style, size, k), p.pieces[size - 1]!, PIECE_SIZE[size].w * k);
    });
    return layer;
  },
};

/** The grid's tiles, the palace space, and a bought tile waiting for its cell. */
const grid: PlayerPart = {
  key: (v, seat) => {
    const p = v.players[seat]!;
    return JSON.stringify([p.grid, p.palaceTile, p.palaceSpace, isActing(v, seat) && v.phase === 'turn' ? v.placing : NONE]);
  },
  draw: (v, seat, _viewer, reg) => {
    const layer = new Container();
    const p = v.players[seat]!;
    const comp = `p${seat}` as const;
    p.grid.forEach((tile, cell) => {
      if (tile === NONE) return;
      const { x, y } = centre(cellRect(cell));
      reg.put(comp, layer, KEY.cell(seat, cell), x, y, () => buildingTileNode(tile, CELL - 8));
    });
    const pal = centre(PALACE);
    if (p.palaceTile !== NONE) reg.put(comp, layer, KEY.palace(seat), pal.x, pal.y, () => tileBackNode(buildingTileOf(p.palaceTile).type, PALACE.w - 8));
    else if (p.palaceSpace === NONE) reg.put(comp, layer, null, pal.x, pal.y, () => palaceNode(styleOf(v, seat, reg), PALACE.w - 14));
    if (v.placing !== NONE && v.phase === 'turn' && activeSeat(v) === seat) {
      const { x, y } = centre(HELD);
      reg.put(comp, layer, KEY.held(seat), x, y, () => buildingTileNode(v.placing, HELD.w));
    }
    return layer;
  },
};

const resources: PlayerPart = {
  key: (v, seat) => JSON.stringify(v.players[seat]!.res),
  draw: (v, seat) => {
    const layer = new Container();
    const p = v.players[seat]!;
    RESOURCES.forEach((res, r) => {
      const b = resChip(r);
      const ic = iconNode(res, 34, true);
      ic.position.set(b.x + 20, b.y + b.h / 2);
      const n = tabularNumber(p.res[r]!, { size: 22, color: p.res[r] ? C['cacao-ink'] : C['stone-dark'], weight: '750' });
      n.position.set(b.x + b.w - 6, b.y + b.h / 2);
      layer.addChild(ic, n);
    });
    return layer;
  },
};

const trade: PlayerPart = {
  key: (v, seat) => JSON.stringify(v.players[seat]!.trade),
  draw: (v, seat, _viewer, reg) => {
    const layer = new Container();
    v.players[seat]!.trade.forEach((t, i) => {
      const { x, y } = centre(ownedTrade(i));
      reg.put(`p${seat}`, layer, KEY.owned(seat, t.id), x, y, () => tradeTileNode(t.id, OWNED, t.up));
    });
    return layer;
  },
};

/** The hand: faces for the viewing seat, backs for everyone else. */
const hand: PlayerPart = {
  key: (v, seat, viewer) => JSON.stringify([v.players[seat]!.hand, seat === viewer]),
  draw: (v, seat, viewer, reg) => {
    const layer = new Container();
    v.players[seat]!.hand.forEach((card, i) => {
      const { x, y } = centre(handCard(i));
      reg.put(`p${seat}`, layer, KEY.hand(seat, i), x, y, () => {
        const n = card > 0 && seat === viewer ? actionCardNode(card) : cardBackNode();
        n.scale.set(HAND_W / CARD_W);
        return n;
      });
    });
    return layer;
  },
};

/** The parts of a player board, bottom to top; each is cached and rebuilt on its own. */
export const PLAYER_PARTS: Readonly<Record<string, PlayerPart>> = { head, grid, resources, trade, hand };
