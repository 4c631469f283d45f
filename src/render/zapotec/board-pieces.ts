// What sits on the main board, rebuilt from the view: tiles and houses on the spaces; scoring
// tiles, pyramid pieces and trade tiles in the capital; score markers and sacrifice discs.
import { Container, Graphics } from 'pixi.js';
import { NONE, isCocijobot, type ZapotecView } from '../../games/zapotec/types.ts';
import { centre } from '../core/geom.ts';
import { text } from '../core/text.ts';
import { C } from '../tokens.ts';
import { discNode, houseNode, palaceNode, pieceNode, seatStyle } from './art-pieces.ts';
import { buildingTileNode, scoringTileNode, tradeTileNode } from './art-tiles.ts';
import {
  MARKER, SCORING_SLOT, SPACE, STEP_DISC, TRACK_BOXES, TRADE_TILE, pyramidBox, pyramidPieceRect, pyramidTileSlot,
  scoreMarker, scoringSlot, spaceRect, stepDisc, tradeSlot, tradeStack,
} from './geometry.ts';
import { KEY } from './plan.ts';
import type { Registry } from './registry.ts';

const styleOf = (v: ZapotecView, seat: number, reg: Registry) => seatStyle(seat, isCocijobot(v, seat), reg.colors);

export function drawSpaces(v: ZapotecView, reg: Registry): Container {
  const layer = new Container();
  for (let id = 0; id < v.spaceTile.length; id++) {
    const { x, y } = centre(spaceRect(id));
    const tile = v.spaceTile[id]!;
    if (tile !== NONE) reg.put('main', layer, null, x, y, () => buildingTileNode(tile, SPACE - 4));
    const owner = v.spaceOwner[id]!;
    if (owner === NONE) continue;
    const s = styleOf(v, owner, reg);
    const palace = v.players[owner]?.palaceSpace === id;
    reg.put('main', layer, KEY.house(id), x, y, () => (palace ? palaceNode(s, SPACE - 2) : houseNode(s, SPACE - 10)));
  }
  return layer;
}

export function drawCapital(v: ZapotecView, reg: Registry): Container {
  const layer = new Container();
  v.scoringTiles.forEach((prop, i) => {
    const { x, y } = centre(scoringSlot(i));
    reg.put('main', layer, null, x, y, () => scoringTileNode(prop, SCORING_SLOT - 4));
  });
  v.pyramids.forEach((pyr, p) => {
    const box = pyramidBox(p, v.pyramids.length);
    if (pyr.tile !== NONE) {
      const { x, y } = centre(pyramidTileSlot(box));
      reg.put('main', layer, KEY.scoring(p), x, y, () => scoringTileNode(pyr.tile, 50));
    }
    pyr.pieces.forEach((piece, level) => {
      const { x, y } = centre(pyramidPieceRect(box, level, piece.size));
      reg.put('main', layer, KEY.piece(p, level), x, y, () => pieceNode(styleOf(v, piece.seat, reg), piece.size));
    });
  });
  for (const level of [1, 2, 3] as const) {
    v.tradeRows[level - 1]!.forEach((tile, slot) => {
      if (tile === NONE) return;
      const { x, y } = centre(tradeSlot(level, slot));
      reg.put('main', layer, KEY.trade(level, slot), x, y, () => tradeTileNode(tile, TRADE_TILE - 4, true));
    });
    const left = v.tradeStacks[level - 1]!.length;
    const st = tradeStack(level);
    if (left > 0) {
      // A face-down stack: the top tile's back (all backs of a level look the same).
      reg.put('main', layer, null, st.x + st.w / 2, st.y + st.h / 2, () => tradeTileNode(level === 1 ? 1 : level === 2 ? 13 : 25, TRADE_TILE - 4, false));
    }
    // Solo has no stacks (the unused tiles go back to the box): no count there.
    if (!v.cocijobot) reg.put('main', layer, null, st.x + st.w - 6, st.y + st.h - 6, () => countChip(left, left > 0 ? C.obsidian : C.stone));
  }
  return layer;
}

/** A small pill holding a count (obsidian with bone text, or stone when empty). */
export function countChip(n: number, color: number = C.obsidian, size = 17): Container {
  const chip = new Container();
  const t = text(String(n), { size, color: C.bone, weight: '750' });
  const h = size * 1.45, w = Math.max(h, t.width + size * 0.8);
  chip.addChild(new Graphics().roundRect(-w / 2, -h / 2, w, h, h / 2).fill(color).stroke({ width: 1.5, color: C.bone }), t);
  return chip;
}

/** Score markers: seats sharing a box fan out along the track. */
export function drawScores(v: ZapotecView, reg: Registry): Container {
  const layer = new Container();
  const byBox = new Map<number, number[]>();
  v.players.forEach((p, seat) => {
    const b = ((p.vp % TRACK_BOXES) + TRACK_BOXES) % TRACK_BOXES;
    byBox.set(b, [...(byBox.get(b) ?? []), seat]);
  });
  for (const [b, seats] of byBox)
    seats.forEach((seat, i) => {
      const { x, y } = centre(scoreMarker(b, i, seats.length));
      const laps = Math.floor(v.players[seat]!.vp / TRACK_BOXES);
      reg.put('main', layer, KEY.score(seat), x, y, () => {
        const m = new Container();
        m.addChild(discNode(styleOf(v, seat, reg), MARKER + 4));
        if (laps > 0) {
          const lap = text(`+${laps * TRACK_BOXES}`, { size: 17, color: C['cacao-ink'], weight: '750' });
          lap.position.set(0, MARKER / 2 + 7);
          m.addChild(lap);
        }
        return m;
      });
    });
  return layer;
}

/** Sacrifice discs: first arrived lowest in the stack (leftmost). */
export function drawSacrifice(v: ZapotecView, reg: Registry): Container {
  const layer = new Container();
  const bySteps = new Map<number, number[]>();
  v.players.forEach((p, seat) => bySteps.set(p.sacrifice, [...(bySteps.get(p.sacrifice) ?? []), seat]));
  for (const [step, seats] of bySteps) {
    seats.sort((a, b) => v.players[a]!.arrival - v.players[b]!.arrival || a - b);
    seats.forEach((seat, i) => {
      const { x, y } = centre(stepDisc(step, i));
      reg.put('main', layer, KEY.sacrifice(seat), x, y, () => discNode(styleOf(v, seat, reg), STEP_DISC + 2));
    });
  }
  return layer;
}
