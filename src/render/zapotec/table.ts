// The table strip next to the board: the three ritual cards with their discs, the bonus card (with
// how many cards its stack holds), the offer, and the face-down deck with its count.
import { Container, Graphics } from 'pixi.js';
import { isCocijobot, type ZapotecView } from '../../games/zapotec/types.ts';
import { centre } from '../core/geom.ts';
import { text } from '../core/text.ts';
import { C, type Theme } from '../tokens.ts';
import { actionCardNode, cardBackNode } from './art-cards.ts';
import { ritualCardNode } from './art-cards.ts';
import { discNode, seatStyle } from './art-pieces.ts';
import { countChip } from './board-pieces.ts';
import type { Label } from './board-static.ts';
import { CARD_H, CARD_W, TABLE_LABELS, bonusCard, deckCardFor, deckLabelFor, offerCard, offerSlots, ritualCard, ritualDisc } from './geometry.ts';
import { KEY } from './plan.ts';
import { OFFER_FLOOR } from './pages.ts';
import type { Registry } from './registry.ts';

/** The zone labels and empty card slots (cached). */
export function drawTableStatic(label: Label, theme: Theme, slots: number): Container {
  const box = new Container();
  const g = new Graphics();
  box.addChild(g);
  const ink = theme === 'dark' ? C.bone : C['cacao-ink'];
  for (const [zone, r0] of Object.entries(TABLE_LABELS)) {
    const r = zone === 'deck' ? deckLabelFor(slots) : r0;
    // The deck's title ends at the table's right edge; the others start at their zone's left.
    const right = zone === 'deck';
    const t = text(label(`z.zone.${zone}`), { size: OFFER_FLOOR, color: ink, weight: '750', anchor: [right ? 1 : 0, 0.5] });
    t.position.set(right ? r.x + r.w - 2 : r.x + 2, r.y + r.h / 2);
    // A long translation is drawn narrower rather than over its neighbour or off the table.
    const room = r.w + (right ? 0 : 14);
    if (t.width > room) t.scale.x = room / t.width;
    box.addChild(t);
  }
  const slot = (x: number, y: number, w: number, h: number): void => {
    g.roundRect(x, y, w, h, 12).fill({ color: theme === 'dark' ? C['obsidian-3'] : C['bone-3'] }).stroke({ width: 1, color: C.stone });
  };
  for (let i = 0; i < 3; i++) { const r = ritualCard(i); slot(r.x, r.y, r.w, r.h); }
  slot(bonusCard.x, bonusCard.y, bonusCard.w, bonusCard.h);
  for (let i = 0; i < slots; i++) { const r = offerCard(i); slot(r.x, r.y, r.w, r.h); }
  const deckCard = deckCardFor(slots);
  slot(deckCard.x, deckCard.y, deckCard.w, deckCard.h);
  return box;
}

export function drawTable(v: ZapotecView, reg: Registry): Container {
  const layer = new Container();
  v.rituals.forEach((id, i) => {
    const { x, y } = centre(ritualCard(i));
    reg.put('table', layer, null, x, y, () => ritualCardNode(id));
    (v.ritualDiscs[i] ?? []).forEach((seat, k) => {
      const d = centre(ritualDisc(i, k));
      reg.put('table', layer, KEY.ritualDisc(i, k), d.x, d.y, () => discNode(seatStyle(seat, isCocijobot(v, seat), reg.colors), 26));
    });
  });
  const bonus = v.bonusStack[v.bonusStack.length - 1];
  if (bonus !== undefined) {
    const { x, y } = centre(bonusCard);
    reg.put('table', layer, null, x, y, () => actionCardNode(bonus));
    if (v.bonusStack.length > 1) reg.put('table', layer, null, bonusCard.x + bonusCard.w - 8, bonusCard.y + bonusCard.h + 14, () => countChip(v.bonusStack.length, C.obsidian, OFFER_FLOOR));
  }
  v.offer.forEach((card, i) => {
    const { x, y } = centre(offerCard(i));
    reg.put('table', layer, null, x, y, () => actionCardNode(card));
  });
  const deckCard = deckCardFor(offerSlots(v.playerCount));
  const { x, y } = centre(deckCard);
  if (v.deck.length > 0) {
    reg.put('table', layer, null, x, y, () => {
      const back = cardBackNode(CARD_W, CARD_H);
      back.scale.set(deckCard.w / CARD_W);
      return back;
    });
  }
  reg.put('table', layer, null, deckCard.x + deckCard.w / 2, deckCard.y + deckCard.h + 20, () => countChip(v.deck.length, v.deck.length > 0 ? C.obsidian : C.stone, OFFER_FLOOR));
  return layer;
}
