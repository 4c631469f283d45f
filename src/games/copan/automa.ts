// The Automa's turn (spec 7.2-7.3): it plays its leftmost card holding a Court tile; the human
// places that tile; then its totem goes to the card's Site and the card's action is resolved
// from a roll of the Fate die. Everything it gains as resources becomes VP (7.4).
import type { Seat } from '../../engine/index.ts';
import {
  ALTAR_CARDS, ALTAR_SPACE_FACE, BALLCOURT_HALF_OF_SLOT, CHARACTERS, CITY_TILES, FATE_FACES, GLYPH_COLOURS, GLYPH_LINES, RESOURCES,
  RIVER, SITE_ACTION_VP, SITE_OF_TRACK, SITE_SYMBOLS, SITES,
} from './data.ts';
import { IS_OMEN, PYRAMID, PYRAMID_SIZE, SPACE_INDEX } from './board.ts';
import { checkEndTrigger } from './decline.ts';
import { takeStorage } from './resources.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import { addVp, type Ctx } from './resources.ts';
import { random, refillRiver, takeRiverTiles } from './supply.ts';
import { putTotem } from './totems.ts';
import type { CopanState, Task } from './types.ts';

export const isAutoma = (s: CopanState, seat: Seat): boolean => s.automa !== null && s.automa.seat === seat;

/** Whether the Automa's Characters have effects: only in Advanced mode (7.3, D40). */
export const automaCardsActive = (s: CopanState, seat: Seat): boolean => !isAutoma(s, seat) || s.automa!.advanced;

/** Start of its turn: restock from the River if its cards are empty, then pick the card to play. */
export function automaTurn(s: CopanState, ctx: Ctx): void {
  const a = s.automa!;
  const hand = s.players[a.seat]!.hand;
  if (hand.every((n) => n === 0)) {
    takeRiverTiles(s, a.seat, 4, ctx);
    refillRiver(s, ctx);
  }
  a.card = a.order.find((r) => hand[r]! > 0) ?? a.order[0]!;
  ctx.events.push({ type: 'automaCard', seat: a.seat, card: RESOURCES[a.card] });
  const steps: Task[] = [];
  if (hand[a.card]! > 0 && s.pyramid.includes(-1)) steps.push({ k: 'automaPlace', seat: 1 - a.seat });
  steps.push({ k: 'automaAction' });
  s.tasks.unshift(...steps);
}

/** The human chooses the open space for the Automa's tile (7.2.3). */
export const automaPlaceRules = defineHandler<Extract<Task, { k: 'automaPlace' }>, number>({
  kinds: ['place_automa'],
  parse: (raw) => readIndex(raw, 'space', SPACE_INDEX) ?? malformed('space'),
  *candidates(s) {
    for (let i = 0; i < PYRAMID_SIZE; i++) if (s.pyramid[i] === -1) yield i;
  },
  validate: (s, _t, space) =>
    s.pyramid[space] === -1 ? null : err(s.pyramid[space] === -2 ? 'space-blocked' : 'space-taken', 'That Pyramid space is not open.', { space: PYRAMID[space]!.id }),
  run(s, _t, space, ctx) {
    const a = s.automa!;
    const tile = a.card;
    s.players[a.seat]!.hand[tile]!--;
    s.pyramid[space] = tile;
    ctx.events.push({ type: 'place', seat: a.seat, tile: RESOURCES[tile], space: PYRAMID[space]!.id });
    if (IS_OMEN[space]) s.eventQueue.push(-1);
    // No collection and no double bonus for the Automa; Advanced tile-bonus Characters pay as VP.
    const bonus = a.advanced ? s.players[a.seat]!.chars.filter((c) => CHARACTERS[c]!.perm?.p === 'tileBonus' && CHARACTERS[c]!.perm?.r === tile).length : 0;
    s.tasks.unshift({ k: 'cube', r: tile }, { k: 'events' }, ...(bonus ? [{ k: 'fx' as const, seat: a.seat, fx: { t: 'vp' as const, n: bonus } }] : []));
    checkEndTrigger(s, ctx);
  },
  toChoice: (space) => ({ id: `place_automa:${PYRAMID[space]!.id}`, kind: 'place_automa', space: PYRAMID[space]!.id }),
});

/** D26: the totem goes to the card's Site (advancing if already there on s1/s2), then the action. */
export function automaAction(s: CopanState, ctx: Ctx): void {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  const site = SITE_OF_TRACK[a.card]!;
  const space = p.site === site && p.space < 2 ? p.space + 1 : 0;
  putTotem(s, a.seat, site, space, 0, ctx);
  const sym = SITE_SYMBOLS[site]![space]!;
  if (sym > 0) addVp(s, a.seat, sym, ctx, 'automaGain'); // gains become VP; pay symbols are ignored
  cardAction(s, a.card, ctx);
}

/** A Fate face for a pick: the rolled one, or the next one upward holding something (7.4). */
export function rollPick(s: CopanState, ok: (face: number) => boolean, ctx: Ctx): number {
  const rolled = random(s, FATE_FACES.length, ctx);
  ctx.events.push({ type: 'automaRoll', face: FATE_FACES[rolled] });
  for (let i = 0; i < FATE_FACES.length; i++) if (ok((rolled + i) % 6)) return (rolled + i) % 6;
  return -1;
}

/** The action part of the Automa card of resource `r` (also its Advanced bonus actions). */
export function cardAction(s: CopanState, r: number, ctx: Ctx): void {
  const a = s.automa!;
  const seat = a.seat;
  const p = s.players[seat]!;
  const site = SITE_OF_TRACK[r]!;
  ctx.events.push({ type: 'automaAction', seat, site: SITES[site] });
  if (a.advanced)
    for (const c of p.chars) if (CHARACTERS[c]!.perm?.p === 'siteVp' && CHARACTERS[c]!.perm?.site === site) addVp(s, seat, SITE_ACTION_VP, ctx, 'character');
  cardActionAt(s, r, rollPick(s, () => true, ctx), ctx);
}

/** The card action for a given Fate face (split from the roll for tests). */
export function cardActionAt(s: CopanState, r: number, face: number, ctx: Ctx): void {
  if (r === 0) embassyCard(s, face, ctx);
  else if (r === 1) courtCard(s, face, ctx);
  else if (r === 2) altarCard(s, face, ctx);
  else glyphCard(s, face, ctx);
}

function embassyCard(s: CopanState, city: number, ctx: Ctx): void {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  if (p.supply === 0) return;
  p.emb[city]!++; // D27: even on a closed City
  p.supply--;
  ctx.events.push({ type: 'embassy', seat: a.seat, city: `city${city + 1}` });
  const steps: Task[] = [];
  if (a.advanced && s.cities[city]! >= 0) steps.push({ k: 'fx', seat: a.seat, fx: CITY_TILES[s.cities[city]!]!.fx });
  steps.push({ k: 'embTokens', seat: a.seat, city });
  s.tasks.unshift(...steps);
  if (a.advanced) takeStorage(s, a.seat, ctx);
}

function courtCard(s: CopanState, slot: number, ctx: Ctx): void {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  if (p.supply > 0) {
    p.court[BALLCOURT_HALF_OF_SLOT[slot]!]!++;
    p.supply--;
  }
  const card = s.charDisplay[slot]!;
  if (card < 0) return; // D29: closed or empty, token only
  s.charDisplay[slot] = -1; // refilled at the end of the turn
  ctx.events.push({ type: 'recruit', seat: a.seat, slot: FATE_FACES[slot], card });
  s.tasks.unshift({ k: 'newChar', seat: a.seat, card });
}

function altarCard(s: CopanState, face: number, ctx: Ctx): void {
  const a = s.automa!;
  const p = s.players[a.seat]!;
  const spaces = ALTAR_SPACE_FACE.flatMap((f, i) => (f === face ? [i] : []));
  const open = spaces.find((i) => s.altarSpaces[i] !== -2);
  const used = open ?? spaces[0]!;
  if (p.supply > 0) {
    p.supply--;
    if (open !== undefined && s.altarSpaces[open] === -1) s.altarSpaces[open] = a.seat;
    else p.reserve++; // occupied or both closed: straight to the reserve
  }
  const col = used % 3;
  const steps: Task[] = [];
  const altar = s.altarDisplay[Math.floor(used / 3)]!;
  if (a.advanced && altar >= 0) steps.push({ k: 'fx', seat: a.seat, fx: ALTAR_CARDS[altar]!.cols[col]! });
  steps.push({ k: 'climb', seat: a.seat, n: col + 1 });
  s.tasks.unshift(...steps);
}

function glyphCard(s: CopanState, slot: number, ctx: Ctx): void {
  const a = s.automa!;
  const line = GLYPH_LINES.findIndex((l) => l.slots.includes(slot));
  const slots = a.advanced ? GLYPH_LINES[line]!.slots : [slot];
  for (const i of slots) {
    const colour = s.glyphDisplay[i]!;
    if (colour < 0) continue; // D29: closed or empty, no card
    s.glyphDisplay[i] = -1;
    takeGlyph(s, colour, ctx);
  }
  s.tasks.unshift({ k: 'climb', seat: a.seat, n: GLYPH_LINES[line]!.climb });
}

export function takeGlyph(s: CopanState, colour: number, ctx: Ctx): void {
  const a = s.automa!;
  s.players[a.seat]!.glyphs[colour]!++;
  a.glyphOrder.push(colour);
  ctx.events.push({ type: 'automaGlyph', seat: a.seat, colour: GLYPH_COLOURS[colour] });
}

/** 7.4: Advanced only; a Site of choice is the Site of its leftmost card; the River gives two tiles. */
export function automaBonus(s: CopanState, site: number, ctx: Ctx): void {
  const a = s.automa!;
  if (!a.advanced) return; // D32
  const target = site < 0 ? SITE_OF_TRACK[a.order[0]!]! : site;
  if (target === RIVER) {
    takeRiverTiles(s, a.seat, 2, ctx);
    refillRiver(s, ctx);
    return;
  }
  cardAction(s, (SITE_OF_TRACK as readonly number[]).indexOf(target), ctx);
}
