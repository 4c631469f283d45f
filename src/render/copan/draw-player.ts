// A player's board: header (seat token, score, turn and first-player marks, storage extensions,
// tokens in supply, totem side), the four resource tracks with their capacity and the seat's
// priest on the matching stairway, the 4 × 4 jade mask, the Court tiles and Glyph cards in hand
// (counts only when hidden), and the Characters (face up, then the face-down count). The solo
// Automa's board shows its four cards in priority order with the Court tiles on each instead.
import { BASE_CAPACITY, CAPACITY_PER_EXT, MASK_INNER, STAIR_TOP } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { drawIcon } from '../icons/index.ts';
import { C } from '../tokens.ts';
import { Art, courtTile, seatStyle, seatToken } from './art.ts';
import { glyphCard } from './draw-altars.ts';
import { drawCharacter, type SiteCtx } from './draw-sites.ts';
import { PB_H, PB_W, automaCard, charRect, glyphHand, handTile, jadeRect, resRow } from './geometry-sites.ts';
import { drawCpIcon, RES_ICON, SITE_ICON } from './icons.ts';

const O = C.obsidian;
const RES_FILL = [C.maize, C.turquoise, C.terracotta, C['stone-dark']];
const SITE_OF_RES = [0, 2, 3, 4];

function header(a: Art, v: CopanView, seat: number, ctx: SiteCtx): void {
  const g = a.g, p = v.players[seat]!, st = seatStyle(seat, ctx.automaSeat, ctx.colors);
  const active = v.active === seat && !v.over;
  g.roundRect(0, 0, PB_W, PB_H, 10).fill(C.limestone).stroke({ color: active ? C.maize : C.cacao, width: active ? 4 : 2 });
  g.roundRect(2, 2, PB_W - 4, 28, 8).fill(C['bone-2']);
  seatToken(g, st, 16, 16, 11);
  drawIcon(g, 'vp', 40, 16, 18);
  a.num(p.vp, 64, 16, 16, C['cacao-ink']);
  if (seat === ctx.automaSeat) a.word('cp.b.bot', 84, 16, 12, C['stone-dark'], [0, 0.5]);
  if (v.first === seat) drawIcon(g, 'first', 132, 16, 18);
  if (active) a.word('cp.b.turn', 148, 16, 11, C['cacao-ink'], [0, 0.5]);
  drawCpIcon(g, 'storage', 214, 16, 18);
  a.num(p.ext, 232, 16, 13);
  seatToken(g, st, 256, 16, 7);
  a.num(p.supply, 276, 16, 13);
}

function resources(a: Art, v: CopanView, seat: number): void {
  const g = a.g, p = v.players[seat]!;
  const cap = BASE_CAPACITY + CAPACITY_PER_EXT * p.ext;
  for (let r = 0; r < 4; r++) {
    const row = resRow(r), cy = row.y + row.h / 2;
    drawCpIcon(g, RES_ICON[r]!, row.x + 10, cy, 20, true);
    a.num(p.res[r]!, row.x + 32, cy, 15);
    const shown = Math.min(cap, 15);
    for (let b = 0; b < shown; b++) {
      const x = row.x + 44 + b * 8;
      g.rect(x, cy - 6, 7, 12).fill(b < p.res[r]! ? RES_FILL[r]! : C.bone).stroke({ color: C.stone, width: 0.8 });
    }
    if (cap > shown) a.text('+', row.x + 44 + shown * 8 + 4, cy, 11, C['stone-dark']);
    const pos = p.priests[r]!, claimed = (p.zenith & (1 << r)) !== 0;
    drawIcon(g, 'priest', row.x + 172, cy, 18);
    a.text(`${pos}`, row.x + 186, cy, 13, pos === STAIR_TOP ? C['jade-dark'] : C['cacao-ink'], '750');
    if (claimed) g.circle(row.x + 180, cy - 8, 3).fill(C.maize).stroke({ color: O, width: 1 });
  }
}

function mask(a: Art, v: CopanView, seat: number): void {
  const g = a.g, p = v.players[seat]!;
  for (let n = 1; n <= 16; n++) {
    const r = jadeRect(n), inner = (MASK_INNER as readonly number[]).includes(n);
    g.roundRect(r.x, r.y, r.w, r.h, 3).fill(inner ? C['bone-3'] : C.bone).stroke({ color: C.stone, width: 1 });
    const placed = (p.jade & (1 << (n - 1))) !== 0;
    if (placed)
      a.piece(`jade:${seat}:${n}`, r.x + r.w / 2, r.y + r.h / 2, (pg) => {
        pg.roundRect(-r.w / 2 + 1, -r.h / 2 + 1, r.w - 2, r.h - 2, 4).fill(C.jade).stroke({ color: O, width: 1.5 });
      }, { text: `${n}`, size: 11, color: C.bone });
    else a.text(`${n}`, r.x + r.w / 2, r.y + r.h / 2, 11, C['stone-dark'], '600');
  }
}

function hands(a: Art, v: CopanView, seat: number): void {
  const g = a.g, p = v.players[seat]!;
  if (p.hand) p.hand.forEach((n, r) => {
    const t = handTile(r);
    courtTile(g, n > 0 ? r : r, t.x, t.y, t.h);
    if (n === 0) g.rect(t.x, t.y, t.h, t.h).fill({ color: C.limestone, alpha: 0.6 });
    a.num(n, t.x + t.h + 2, t.y + t.h / 2, 11);
  });
  else {
    const t = handTile(0);
    courtTile(g, 8, t.x, t.y, t.h);
    a.num(p.handSize, t.x + t.h + 6, t.y + t.h / 2, 13);
  }
  if (p.glyphs) p.glyphs.forEach((n, c) => {
    const r = glyphHand(c);
    glyphCard(a, c, r.x, r.y + 3, 12, r.h - 6);
    if (n === 0) g.rect(r.x, r.y + 3, 12, r.h - 6).fill({ color: C.limestone, alpha: 0.6 });
    a.num(n, r.x + 18, r.y + r.h / 2, 11);
  });
  else {
    const r = glyphHand(0);
    g.roundRect(r.x, r.y, 15, r.h, 3).fill(C.jade).stroke({ color: O, width: 1.5 });
    a.num(p.glyphCount, r.x + 24, r.y + r.h / 2, 13);
  }
}

function characters(a: Art, v: CopanView, seat: number): void {
  const p = v.players[seat]!;
  p.chars.slice(0, 6).forEach((card, i) => {
    const r = charRect(i);
    drawCharacter(a, card, r.x, r.y, r.w, r.h);
  });
  const shown = Math.min(6, p.chars.length);
  if (p.downCount > 0 && shown < 6) {
    const r = charRect(shown);
    a.g.roundRect(r.x, r.y, r.w, r.h, 5).fill(C.cacao).stroke({ color: O, width: 1.5 });
    a.num(p.downCount, r.x + r.w / 2, r.y + r.h / 2, 16, C.bone);
  }
}

function automaCards(a: Art, v: CopanView, seat: number): void {
  const g = a.g, am = v.automa!, p = v.players[seat]!;
  am.order.forEach((res, k) => {
    const r = automaCard(k), played = am.card === res;
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(am.advanced ? C['stone-light'] : C.bone).stroke({ color: played ? C.maize : O, width: played ? 4 : 1.5 });
    drawCpIcon(g, RES_ICON[res]!, r.x + 16, r.y + 16, 22, true);
    drawCpIcon(g, SITE_ICON[SITE_OF_RES[res]!]!, r.x + r.w - 16, r.y + 16, 22);
    a.word(am.hard[res] ? 'cp.b.automa.hard' : 'cp.b.automa.easy', r.x + r.w / 2, r.y + 38, 11, C['cacao-ink']);
    const n = p.hand?.[res] ?? 0;
    for (let t = 0; t < Math.min(n, 3); t++) courtTile(g, res, r.x + 14 + t * 6, r.y + 52 + t * 4, 26);
    a.num(n, r.x + r.w - 14, r.y + r.h - 14, 15);
  });
  a.word(am.advanced ? 'cp.b.automa.advanced' : 'cp.b.automa.basic', 4, 142, 11, C['stone-dark'], [0, 0.5]);
  g.roundRect(160, 134, 15, 20, 3).fill(C.jade).stroke({ color: O, width: 1.5 });
  a.num(p.glyphCount, 186, 144, 13);
}

/** Seat `seat`'s board background and header (score, turn, first player, storage, supply). */
export const drawPlayerHeader = (a: Art, v: CopanView, seat: number, ctx: SiteCtx): void => header(a, v, seat, ctx);

/** The rest of the board: resources, priests, mask, hand, Characters (or the Automa's cards). */
export function drawPlayerBody(a: Art, v: CopanView, seat: number, ctx: SiteCtx): void {
  if (seat === ctx.automaSeat && v.automa) automaCards(a, v, seat);
  else {
    resources(a, v, seat);
    mask(a, v, seat);
    hands(a, v, seat);
  }
  characters(a, v, seat);
}

/** Draws seat `seat`'s board (PB_W × PB_H). */
export function drawPlayer(a: Art, v: CopanView, seat: number, ctx: SiteCtx): void {
  drawPlayerHeader(a, v, seat, ctx);
  drawPlayerBody(a, v, seat, ctx);
}

/** The slices of the view the header and the body depend on. */
export function playerKeys(v: CopanView, seat: number): [string, string] {
  const p = v.players[seat]!;
  const { vp, supply, ...rest } = p;
  return [JSON.stringify([vp, supply, p.ext, v.active, v.first, v.over]), JSON.stringify([rest, v.automa])];
}
