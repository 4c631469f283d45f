// The viewer's hand: a tray (cached) and the cards face up, improvement cards in their black
// frame, the card just won at Tachli marked with a maize dot.
import { Container, Graphics } from 'pixi.js';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { C, type Theme } from '../tokens.ts';
import { cardFace, slotOutline } from './art-cards.ts';
import { improvementFlags } from './derive.ts';
import { KEY } from './plan.ts';
import { handCard, handSize, type HandShape } from './player-geometry.ts';
import type { Registry } from './registry.ts';

export function drawHandStatic(shape: HandShape, theme: Theme): Container {
  const { w, h } = handSize(shape);
  const g = new Graphics();
  g.roundRect(0, 0, w, h, 12).fill(theme === 'dark' ? C['obsidian-3'] : C['bone-3']).stroke({ width: 1.5, color: C.stone });
  const box = new Container();
  box.addChild(g);
  // Faint outlines where the cards lie, so an empty hand (all cards in play) still reads as a hand.
  for (let i = 0; i < 12; i++) {
    const r = handCard(shape, i);
    const o = slotOutline(r.w, r.h, theme === 'dark' ? C['stone-dark'] : C.stone);
    o.position.set(r.x + r.w / 2, r.y + r.h / 2);
    o.alpha = 0.6;
    box.addChild(o);
  }
  return box;
}

export const handKey = (v: ChocolatlView, seat: number): string => JSON.stringify([v.hands[seat], v.newCard[seat]]);

export function drawHand(v: ChocolatlView, seat: number, shape: HandShape, reg: Registry): Container {
  const layer = new Container();
  const hand = v.hands[seat] ?? [];
  const imp = improvementFlags(hand);
  const fresh = v.newCard[seat] ?? NONE;
  const freshAt = fresh === NONE ? NONE : hand.lastIndexOf(fresh);
  hand.forEach((card, i) => {
    const r = handCard(shape, i);
    reg.put('hand', layer, KEY.hand(i), r.x + r.w / 2, r.y + r.h / 2, () => cardFace(card, r.w, r.h, { improvement: imp[i], fresh: i === freshAt }));
  });
  return layer;
}
