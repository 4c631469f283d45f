// Cards, drawn centred on (0, 0) at their design size (scale the node for smaller copies). One
// frame template for every card (12 radius, 2 px obsidian border, title band, icon slot top left).
// Action cards: income resource in the icon slot, the property large, the turn-order number.
// Ritual cards: a short code and their scoring condition in icons and numbers.
import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import { ACTION_CARDS, RITUAL_CARDS, type Property } from '../../games/zapotec/data.ts';
import { text } from '../core/text.ts';
import { drawIcon, type IconName } from '../icons/index.ts';
import { C } from '../tokens.ts';
import { CARD_H, CARD_W, RITUAL_H, RITUAL_W } from './geometry.ts';

const O = C.obsidian;

function cardFrame(g: GraphicsContext, w: number, h: number, band: number, bandColor: number): void {
  g.roundRect(-w / 2, -h / 2, w, h, 12).fill(C.bone);
  g.roundRect(-w / 2, -h / 2, w, band, 12).fill(bandColor);
  g.rect(-w / 2, -h / 2 + band - 12, w, 12).fill(bandColor);
  g.roundRect(-w / 2, -h / 2, w, h, 12).stroke({ width: 2, color: O });
}

/** Face-up action card `num` (1-27). */
export function actionCardNode(num: number): Container {
  const card = ACTION_CARDS[num - 1]!;
  const w = CARD_W, h = CARD_H, band = 36;
  const box = new Container();
  const g = new Graphics();
  cardFrame(g.context, w, h, band, C.cacao);
  drawIcon(g.context, card.resource, -w / 2 + 20, -h / 2 + band / 2, 26, { chip: true });
  g.context.roundRect(-w / 2 + 12, -h / 2 + band + 8, w - 24, 56, 8).fill(C['bone-3']);
  drawIcon(g.context, card.property as IconName, 0, -h / 2 + band + 36, 50);
  box.addChild(g);
  const n = text(String(num), { size: 30, color: C['cacao-ink'], weight: '750' });
  n.position.set(0, h / 2 - 24);
  box.addChild(n);
  return box;
}

/** The back of an action card (hidden hands, the deck). */
export function cardBackNode(w = CARD_W, h = CARD_H): Container {
  const g = new Graphics();
  const c = g.context;
  c.roundRect(-w / 2, -h / 2, w, h, 12).fill(C.cacao).stroke({ width: 2, color: O });
  c.roundRect(-w / 2 + 7, -h / 2 + 7, w - 14, h - 14, 8).stroke({ width: 1.5, color: C['maize-tint'], alpha: 0.55 });
  // A step-fret hook in the middle, our own motif.
  const k = Math.min(w, h) / 100;
  c.poly([-14 * k, 14 * k, -14 * k, -14 * k, 14 * k, -14 * k, 14 * k, 8 * k, -4 * k, 8 * k, -4 * k, -4 * k, 6 * k, -4 * k], false)
    .stroke({ width: 4 * k, color: C['maize-tint'], alpha: 0.8, join: 'miter' });
  return g;
}

type Category = 'type' | 'region' | 'terrain';
const MEMBERS: Record<Category, readonly Property[]> = {
  type: ['cornfield', 'village', 'temple'],
  region: ['etla', 'ocotlan', 'mitla'],
  terrain: ['plains', 'hills', 'forest'],
};

/** Face-up ritual card (`id` 0-9): code R1-R10, its condition, and the points it pays. */
export function ritualCardNode(id: number): Container {
  const r = RITUAL_CARDS[id]!;
  const w = RITUAL_W, h = RITUAL_H, band = 30;
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  cardFrame(c, w, h, band, C.turquoise);
  drawIcon(c, 'vp', -w / 2 + 18, -h / 2 + band / 2, 22);
  const labels: [string, number, number, number][] = []; // text, x, y, size
  const top = -h / 2 + band + 10;
  if (r.kind === 'sets') {
    // Three equal ones (the same property, drawn in stone) over three different ones (in colour).
    const same = MEMBERS[r.same][0]!, diff = MEMBERS[r.different];
    for (let i = 0; i < 3; i++) {
      const x = (i - 1) * 38;
      c.roundRect(x - 17, top, 34, 34, 6).fill(C['bone-3']);
      drawIcon(c, same as IconName, x, top + 17, 28);
      c.roundRect(x - 17, top, 34, 34, 6).fill({ color: C['bone-3'], alpha: 0.45 });
      drawIcon(c, diff[i]! as IconName, x, top + 58, 30);
    }
    c.moveTo(-56, top + 39).lineTo(56, top + 39).stroke({ width: 1.5, color: C.stone });
    labels.push(['=', -w / 2 + 9, top + 17, 17], ['\u2260', -w / 2 + 9, top + 58, 17], ['6', -w / 2 + 42, -h / 2 + band / 2, 20]);
  } else {
    const rows: [IconName, string][] =
      r.kind === 'pyramidLevels' ? [['pyramid', '3']]
      : r.kind === 'resources' ? [['anyBasic', '1'], ['gold', '2']]
      : r.kind === 'sacrificeSteps' ? [['sacrifice', '1']]
      : [['trade1', '1'], ['trade2', '2'], ['trade3', '3']];
    const step = rows.length === 3 ? 26 : 34;
    rows.forEach(([icon, vp], i) => {
      const y = top + 20 + i * step + (rows.length === 1 ? 12 : 0);
      drawIcon(c, icon, -22, y, rows.length === 3 ? 24 : 30, icon === 'gold' ? { chip: true } : {});
      labels.push([vp, 22, y, 20]);
    });
  }
  box.addChild(g);
  const max = text(`\u2264${r.kind === 'sets' ? 18 : 12}`, { size: 17, color: C.bone, weight: '750', anchor: [1, 0.5] });
  max.position.set(w / 2 - 10, -h / 2 + band / 2);
  const code = text(`R${id + 1}`, { size: 17, color: C['stone-dark'], anchor: [1, 1] });
  code.position.set(w / 2 - 8, h / 2 - 6);
  box.addChild(max, code);
  for (const [s, x, y, size] of labels) {
    const t = text(s, { size, color: y < -h / 2 + band ? C.bone : C['cacao-ink'], weight: '750' });
    t.position.set(x, y);
    box.addChild(t);
  }
  return box;
}
