// Site panels, part one: the shared header (emblem, name, the three totem spaces with their
// symbols and the totems on them), the Embassies (six City spaces: Fate face, level, path cost,
// City tile cost and effect, every seat's tokens, Closed token), the River (four tile slots,
// storage pile, bag) and the Ball Court (six Character spaces in two halves, tokens per half).
import { CHARACTERS, CITY_SPACES, CITY_TILES, SITE_SYMBOLS } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { C } from '../tokens.ts';
import { Art, cardFrame, closedMark, costPips, courtTile, seatStyle, seatToken, totem } from './art.ts';
import { drawFx } from './art-fx.ts';
import {
  HEADER_H, PANEL_FONT_MIN, SITE_H, SITE_W, bagRect, cityRect, courtHalf, courtSlot, emblemRect, riverSlot, storageRect, totemRect,
} from './geometry-sites.ts';
import { drawCpIcon, drawFate, RES_ICON, SITE_ICON } from './icons.ts';

const O = C.obsidian;
export const SITE_NAMES = ['embassies', 'river', 'ballcourt', 'altars', 'glyphstair'] as const;
export interface SiteCtx { automaSeat: number; colors?: readonly number[] }

export function drawHeader(a: Art, v: CopanView, site: number, ctx: SiteCtx): void {
  const g = a.g;
  g.roundRect(0, 0, SITE_W, SITE_H, 10).fill(C.limestone).stroke({ color: C.cacao, width: 2 });
  g.roundRect(0, 0, SITE_W, HEADER_H, 10).fill(C['bone-2']);
  g.rect(0, HEADER_H - 1, SITE_W, 1.5).fill(C.cacao);
  drawCpIcon(g, SITE_ICON[site]!, emblemRect.x + emblemRect.w / 2, emblemRect.y + emblemRect.h / 2, 24);
  a.word(`cp.b.site.${SITE_NAMES[site]}`, 36, HEADER_H / 2, 14, C['cacao-ink'], [0, 0.5], totemRect(0).x - 40);
  SITE_SYMBOLS[site]!.forEach((sym, s) => {
    const r = totemRect(s);
    g.roundRect(r.x, r.y, r.w, r.h, 5).fill(C.bone).stroke({ color: C.stone, width: 1 });
    if (sym < 0) {
      drawCpIcon(g, RES_ICON[-1 - sym]!, r.x + 12, r.y + r.h / 2, 16, true);
      a.num(-1, r.x + 28, r.y + r.h / 2, 12, C.terracotta);
    } else {
      drawCpIcon(g, 'anyRes', r.x + 12, r.y + r.h / 2, 16);
      a.text(`×${sym}`, r.x + 28, r.y + r.h / 2, 12, C['cacao-ink'], '750');
    }
  });
  v.players.forEach((p, seat) => {
    if (p.site !== site) return;
    const r = totemRect(p.space);
    a.piece(`totem:${seat}`, r.x + r.w / 2, r.y + r.h / 2, (pg) => totem(pg, seatStyle(seat, ctx.automaSeat, ctx.colors), 0, 0, 30, p.side === 1));
  });
}

/** Each seat's tokens in an area: a token with its count, in a row from (x, y). */
export function tokenRow(a: Art, counts: readonly number[], x: number, y: number, r: number, ctx: SiteCtx, key: string): void {
  let i = 0;
  counts.forEach((n, seat) => {
    if (n <= 0) return;
    const px = x + i * (r * 2 + 16);
    a.piece(`${key}:${seat}`, px + r, y, (pg) => seatToken(pg, seatStyle(seat, ctx.automaSeat, ctx.colors), 0, 0, r));
    if (n > 1) a.num(n, px + r * 2 + 6, y + r * 0.3, Math.max(PANEL_FONT_MIN, r * 1.2), C['cacao-ink']);
    i++;
  });
}

export function drawEmbassies(a: Art, v: CopanView, ctx: SiteCtx): void {
  const g = a.g;
  CITY_SPACES.forEach((sp, c) => {
    const r = cityRect(c), tile = v.cities[c]!;
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(C.bone).stroke({ color: C.stone, width: 1.2 });
    drawFate(g, c, r.x + 12, r.y + 11, 18);
    for (let l = 0; l < sp.level; l++) g.circle(r.x + r.w - 10 - l * 8, r.y + 10, 3).fill(C.cacao);
    costPips(g, sp.path, r.x + 22, r.y + 11, 13, 3);
    if (tile >= 0) {
      const t = CITY_TILES[tile]!;
      g.roundRect(r.x + 4, r.y + 22, r.w - 8, 30, 4).fill(C['bone-3']).stroke({ color: C.cacao, width: 1 });
      costPips(g, t.cost, r.x + 6, r.y + 37, 14, 2);
      drawFx(a, t.fx, r.x + r.w - 26, r.y + 37, 22);
    }
    tokenRow(a, v.players.map((p) => p.emb[c] ?? 0), r.x + 4, r.y + r.h - 13, 7, ctx, `token:city:${c}`);
    if (tile < 0) a.piece(`closed:city:${c}`, 0, 0, (pg) => closedMark(pg, r.x + 2, r.y + 20, r.w - 4, 34, 0));
  });
}

export function drawRiver(a: Art, v: CopanView): void {
  const g = a.g;
  v.river.forEach((x, i) => {
    const r = riverSlot(i);
    g.roundRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 5).fill(C['bone-3']).stroke({ color: C.turquoise, width: 1.5 });
    if (x >= 0) a.piece(`river:${i}`, r.x, r.y, (pg) => courtTile(pg, x, 0, 0, r.w));
  });
  // Waves under the slots.
  for (let x = 8; x < 228; x += 14) g.moveTo(x, 112).quadraticCurveTo(x + 3.5, 108, x + 7, 112).quadraticCurveTo(x + 10.5, 116, x + 14, 112);
  g.stroke({ color: C.turquoise, width: 2 });
  for (const [r, icon, n] of [[storageRect, 'storage', v.storagePile], [bagRect, 'bag', v.bagCount]] as const) {
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(C.bone).stroke({ color: C.stone, width: 1 });
    if (icon === 'storage') drawCpIcon(g, 'storage', r.x + r.w / 2, r.y + 20, 26);
    else {
      g.moveTo(r.x + 14, r.y + 10).lineTo(r.x + r.w - 14, r.y + 10).lineTo(r.x + r.w - 8, r.y + 32).quadraticCurveTo(r.x + r.w / 2, r.y + 40, r.x + 8, r.y + 32).closePath();
      g.fill(C.cacao).stroke({ color: O, width: 1.5 });
    }
    a.num(n, r.x + r.w / 2, r.y + r.h - 12, 14);
  }
  a.word('cp.b.zone.storage', storageRect.x + storageRect.w / 2, storageRect.y - 7, 11, C['stone-dark'], [0.5, 0.5], 64);
  a.word('cp.b.zone.bag', bagRect.x + bagRect.w / 2, bagRect.y + bagRect.h + 9, 11, C['stone-dark'], [0.5, 0.5], 64);
}

export function drawBallCourt(a: Art, v: CopanView, ctx: SiteCtx): void {
  const g = a.g;
  v.charDisplay.forEach((card, i) => {
    const r = courtSlot(i);
    if (card === -2) {
      a.piece(`closed:court:${i}`, 0, 0, (pg) => closedMark(pg, r.x, r.y, r.w, r.h, 1));
      return;
    }
    if (card < 0) {
      g.roundRect(r.x, r.y, r.w, r.h, 5).stroke({ color: C.stone, width: 1.2 });
      drawFate(g, i, r.x + r.w / 2, r.y + r.h / 2, 20, C.stone);
      return;
    }
    drawCharacter(a, card, r.x, r.y, r.w, r.h);
    drawFate(g, i, r.x + r.w - 8, r.y + r.h - 8, 12);
  });
  for (let h = 0; h < 2; h++) {
    const r = courtHalf(h);
    g.roundRect(r.x, r.y, r.w, r.h, 6).fill(C['bone-2']).stroke({ color: C.stone, width: 1 });
    tokenRow(a, v.players.map((p) => p.court[h] ?? 0), r.x + 6, r.y + r.h / 2, 9, ctx, `token:court:${h}`);
  }
  a.text(`${v.charDeckCount + v.charTop.length}`, SITE_W - 14, SITE_H - 14, 12, C['stone-dark'], '750');
  drawCpIcon(g, 'card', SITE_W - 32, SITE_H - 14, 16);
}

const KIND_ACCENT = { permanent: C.jade, instant: C.terracotta, endgame: C.maize } as const;

/** A Character card: kind band, name, cost pips; the kind also shows as a shape for greyscale. */
export function drawCharacter(a: Art, card: number, x: number, y: number, w: number, h: number): void {
  const ch = CHARACTERS[card]!;
  cardFrame(a.g, x, y, w, h, KIND_ACCENT[ch.kind]);
  const g = a.g;
  if (ch.kind === 'permanent') g.circle(x + 6, y + 5, 2.5).fill(C.bone);
  else if (ch.kind === 'endgame') g.star(x + 6, y + 5, 4, 3.5, 1.4).fill(O);
  else g.rect(x + 3.5, y + 3.5, 5, 3).fill(C.bone);
  // The name at a readable size, cut short with a dot when it is wider than the card (a tap tells it whole).
  a.fitText(a.label(`cp.b.char.${ch.id}`), x + w / 2, y + h * 0.36, PANEL_FONT_MIN, w - 3, C['cacao-ink']);
  a.text(ch.id.slice(2), x + w / 2, y + h * 0.56, 11, C['stone-dark'], '750');
  costPips(g, ch.cost, x + 2, y + h - 9, 11, 3);
}
