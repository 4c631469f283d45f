// The centre band of the ring board: round and offering mode (with the mode the leader's box
// would give next round and the last-round pennant), the temple altar with one face-down
// sacrifice per seat, and the legend of the three modes (the public rules summary).
import { Container, Graphics } from 'pixi.js';
import { MAX_ROUNDS, type Mode } from '../../games/chocolatl/data.ts';
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { text } from '../core/text.ts';
import { C, type Theme } from '../tokens.ts';
import { cardBack, cardFace, slotOutline } from './art-cards.ts';
import { badgeNode, chocIconNode, seatStyle } from './art-pieces.ts';
import { nextMode } from './derive.ts';
import { CENTRE_PARTS, altarCard, legendRow } from './geometry.ts';
import { drawChocIcon } from './icons.ts';
import { KEY } from './plan.ts';
import type { Registry } from './registry.ts';
import { drawIconArrow, modeBox, type Label } from './track.ts';
import { num } from './num.ts';

const O = C.obsidian;
export const MODES: readonly Mode[] = ['gold', 'red', 'green'];

function title(box: Container, s: string, x: number, y: number, w: number): void {
  const t = text(s, { size: 16, color: C['cacao-ink'], weight: '750', anchor: [0, 0.5] });
  t.position.set(x, y);
  if (t.width > w) t.scale.set(w / t.width);
  box.addChild(t);
}

export function drawCentreStatic(label: Label, _theme: Theme): Container {
  const box = new Container();
  const g = new Graphics();
  const c = g.context;
  box.addChild(g);
  for (const r of Object.values(CENTRE_PARTS)) c.roundRect(r.x, r.y, r.w, r.h, 12).fill(C['bone-2']).stroke({ width: 2, color: C.cacao });
  const st = CENTRE_PARTS.status, al = CENTRE_PARTS.altar, lg = CENTRE_PARTS.legend;
  drawChocIcon(c, 'roundCube', st.x + 22, st.y + 22, 24);
  title(box, label('c.zone.round'), st.x + 40, st.y + 22, st.w - 50);
  // The mode the leader's box gives the next round (its icon is drawn by drawCentreNext).
  c.roundRect(st.x + 10, st.y + 112, st.w - 20, 36, 8).fill({ color: C['bone-3'], alpha: 0.9 });
  drawIconArrow(c, st.x + 26, st.y + 130, 20);
  const nt = text(label('c.zone.next'), { size: 16, color: C['cacao-ink'], weight: '600', anchor: [0, 0.5] });
  nt.position.set(st.x + 42, st.y + 130);
  if (nt.width > st.w - 100) nt.scale.set((st.w - 100) / nt.width);
  box.addChild(nt);
  // The altar: a stepped platform under the offerings.
  c.rect(al.x + 24, al.y + al.h - 26, al.w - 48, 14).fill(C.stone).stroke({ width: 2, color: O, join: 'miter' });
  c.rect(al.x + 44, al.y + al.h - 38, al.w - 88, 12).fill(C['stone-light']).stroke({ width: 2, color: O, join: 'miter' });
  c.roundRect(al.x + 56, al.y + 84, al.w - 112, 80, 8).fill({ color: C['bone-3'], alpha: 0.9 });
  drawChocIcon(c, 'altar', al.x + 22, al.y + 22, 26);
  title(box, label('c.zone.altar'), al.x + 42, al.y + 22, al.w - 52);
  title(box, label('c.zone.modes'), lg.x + 14, lg.y + 22, lg.w - 24);
  MODES.forEach((mode, i) => {
    const r = legendRow(i);
    modeBox(c, { x: r.x + 6, y: r.y + 7, w: 30, h: 30 }, mode, 'bottom');
    drawChocIcon(c, mode, r.x + 58, r.y + r.h / 2, 28);
    title(box, label(`c.mode.${mode}`), r.x + 80, r.y + r.h / 2, r.w - 86);
  });
  return box;
}

/** Round number, the mode in play, the next round's mode, the last-round pennant; the legend row of the mode in play. */
export function drawCentreStatus(v: ChocolatlView, label: Label): Container {
  const layer = new Container();
  const st = CENTRE_PARTS.status;
  const n = num(String(Math.max(0, v.round)), { size: 50, color: C['cacao-ink'], anchor: [1, 0.5] });
  n.position.set(st.x + 62, st.y + 74);
  const of = num(`/${MAX_ROUNDS}`, { size: 20, color: C['stone-dark'], weight: '600', anchor: [0, 0.5] });
  of.position.set(st.x + 64, st.y + 84);
  layer.addChild(n, of);
  if (v.round >= 1) {
    const mode = chocIconNode(v.mode, 50);
    mode.position.set(st.x + 180, st.y + 74);
    layer.addChild(mode);
  }
  if (v.lastRound) {
    const flag = chocIconNode('lastRound', 26);
    flag.position.set(st.x + 24, st.y + 168);
    const t = text(label('c.lastRound'), { size: 15, color: C.terracotta, weight: '750', anchor: [0, 0.5] });
    t.position.set(st.x + 42, st.y + 168);
    if (t.width > st.w - 52) t.scale.set((st.w - 52) / t.width);
    layer.addChild(flag, t);
  }
  const i = MODES.indexOf(v.mode);
  if (v.round >= 1 && i >= 0) {
    const r = legendRow(i);
    layer.addChild(new Graphics().roundRect(r.x, r.y, r.w, r.h, 8).stroke({ width: 3, color: O }));
  }
  return layer;
}

/** The next round's mode, read off the leader's box. */
export function drawCentreNext(v: ChocolatlView): Container {
  const layer = new Container();
  const st = CENTRE_PARTS.status;
  const next = chocIconNode(nextMode(v), 26);
  next.position.set(st.x + st.w - 30, st.y + 130);
  layer.addChild(next);
  return layer;
}

/** One card per seat on the altar: face down (the viewer's own shows its value), face up at the end. */
export function drawAltar(v: ChocolatlView, viewer: number, reg: Registry): Container {
  const layer = new Container();
  for (let seat = 0; seat < v.n; seat++) {
    const r = altarCard(seat, v.n);
    const cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    const sac = v.sacrifices[seat];
    if (sac === NONE) reg.put('centre', layer, null, cx, cy, () => slotOutline(r.w, r.h));
    else {
      const open = typeof sac === 'number' && (v.phase === 'over' || seat === viewer);
      reg.put('centre', layer, KEY.altar(seat), cx, cy,
        () => (open ? cardFace(sac as number, r.w, r.h, { secret: v.phase !== 'over' }) : cardBack(r.w, r.h)),
        () => cardBack(r.w, r.h));
    }
    reg.put('centre', layer, null, cx, r.y - 14, () => badgeNode(seatStyle(seat), 9, 'no'));
  }
  return layer;
}
