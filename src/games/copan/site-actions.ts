// The decisions inside the five Site actions (spec 5.6). Each one names its target and the exact
// resources paid; permanent discounts are added to the task's bonus discount here.
import type { EngineError, Seat } from '../../engine/index.ts';
import { ALTAR_CARDS, ALTARS, BALLCOURT, BALLCOURT_HALF_OF_SLOT, CITY_TILES, EMBASSIES, FATE_FACES, GLYPH_LINES, GLYPHSTAIR, RIVER } from './data.ts';
import { ALTAR_SPACE_INDEX, ALTAR_SPACE_NAMES, CITY_INDEX, CITY_NAMES, LINE_INDEX, LINE_NAMES, SLOT_INDEX } from './board.ts';
import { altarCost, characterCost, embassyCost, lineCost, lineHasCards, permanentDiscount, riverTilesCost, storageCost } from './actions.ts';
import { defineHandler, err, malformed, readIndex, readVector, type Raw } from './handlers.ts';
import { isValidPay, payOptions, payRes, vecId, canPay, type Cost } from './resources.ts';
import { takeStorage } from './resources.ts';
import { takeRiverTiles } from './supply.ts';
import type { CopanState, Task } from './types.ts';

interface Target {
  at: number; // City space, Ball Court slot, Altar space, Glyph line, or River option (0 none, 1 tiles, 2 storage)
  pay: number[];
}

type ActionTask<K extends Task['k']> = Extract<Task, { k: K }>;

function parseTarget(raw: Raw, field: string, lookup: ReadonlyMap<string, number>): Target | EngineError {
  const at = readIndex(raw, field, lookup);
  if (at === undefined) return malformed(field);
  const pay = readVector(raw, 'pay', 4);
  return pay === undefined ? malformed('pay') : { at, pay };
}

function payError(s: CopanState, seat: Seat, cost: Cost, pay: number[]): EngineError | null {
  const res = s.players[seat]!.res;
  if (isValidPay(res, cost, pay)) return null;
  if (!canPay(res, cost)) return err('cannot-afford', 'Not enough resources for this cost.');
  return err('bad-payment', 'These resources do not settle the cost.', { pay: vecId(pay) });
}

function* withPays(s: CopanState, seat: Seat, at: number, cost: Cost): Generator<Target> {
  for (const pay of payOptions(s.players[seat]!.res, cost)) yield { at, pay };
}

const noTokens = (s: CopanState, seat: Seat): EngineError | null =>
  s.players[seat]!.supply > 0 ? null : err('no-tokens', 'All 25 player tokens are already on the board.');

const RIVER_OPTIONS = ['none', 'tiles', 'storage'] as const;
const RIVER_OPTION_INDEX = new Map(RIVER_OPTIONS.map((o, i) => [o as string, i]));

function riverCost(s: CopanState, t: ActionTask<'riverBuy'>, option: number): Cost {
  const disc = t.disc + permanentDiscount(s, t.seat, RIVER);
  return option === 1 ? riverTilesCost(disc) : option === 2 ? storageCost(s.players[t.seat]!.ext, disc) : { fixed: [0, 0, 0, 0], any: 0, disc: 0 };
}

export const riverBuyRules = defineHandler<ActionTask<'riverBuy'>, Target>({
  kinds: ['river_buy'],
  parse: (raw) => parseTarget(raw, 'option', RIVER_OPTION_INDEX),
  *candidates(s, t) {
    for (let o = 0; o < 3; o++) yield* withPays(s, t.seat, o, riverCost(s, t, o));
  },
  validate(s, t, { at, pay }) {
    if (at === 1 && s.river.every((x) => x < 0)) return err('river-empty', 'No River tiles are left to buy.');
    if (at === 2 && s.storagePile === 0) return err('pile-empty', 'No storage extension is left.');
    return payError(s, t.seat, riverCost(s, t, at), pay);
  },
  run(s, t, { at, pay }, ctx) {
    payRes(s, t.seat, pay, ctx);
    if (at === 1) takeRiverTiles(s, t.seat, 2, ctx);
    if (at === 2) takeStorage(s, t.seat, ctx);
  },
  toChoice: ({ at, pay }) => ({ id: `river_buy:${RIVER_OPTIONS[at]}:${vecId(pay)}`, kind: 'river_buy', option: RIVER_OPTIONS[at]!, pay }),
});

const embDisc = (s: CopanState, t: ActionTask<'embassy'>): number => t.disc + permanentDiscount(s, t.seat, EMBASSIES);

export const embassyRules = defineHandler<ActionTask<'embassy'>, Target>({
  kinds: ['embassy'],
  parse: (raw) => parseTarget(raw, 'city', CITY_INDEX),
  *candidates(s, t) {
    for (let c = 0; c < s.cities.length; c++) if (s.cities[c]! >= 0) yield* withPays(s, t.seat, c, embassyCost(s, c, embDisc(s, t)));
  },
  validate(s, t, { at, pay }) {
    if (s.cities[at]! < 0) return err('city-closed', 'That City is closed.', { city: CITY_NAMES[at]! });
    return noTokens(s, t.seat) ?? payError(s, t.seat, embassyCost(s, at, embDisc(s, t)), pay);
  },
  run(s, t, { at, pay }, ctx) {
    payRes(s, t.seat, pay, ctx);
    const p = s.players[t.seat]!;
    p.emb[at]!++;
    p.supply--;
    ctx.events.push({ type: 'embassy', seat: t.seat, city: CITY_NAMES[at] });
    s.tasks.unshift({ k: 'fx', seat: t.seat, fx: CITY_TILES[s.cities[at]!]!.fx }, { k: 'embTokens', seat: t.seat, city: at });
  },
  toChoice: ({ at, pay }) => ({ id: `embassy:${CITY_NAMES[at]}:${vecId(pay)}`, kind: 'embassy', city: CITY_NAMES[at]!, pay }),
});

const courtDisc = (s: CopanState, t: ActionTask<'recruit'>): number => t.disc + permanentDiscount(s, t.seat, BALLCOURT);

export const recruitRules = defineHandler<ActionTask<'recruit'>, Target>({
  kinds: ['recruit'],
  parse: (raw) => parseTarget(raw, 'slot', SLOT_INDEX),
  *candidates(s, t) {
    for (let i = 0; i < s.charDisplay.length; i++) {
      const card = s.charDisplay[i]!;
      if (card >= 0) yield* withPays(s, t.seat, i, characterCost(card, courtDisc(s, t)));
    }
  },
  validate(s, t, { at, pay }) {
    const card = s.charDisplay[at]!;
    if (card === -2) return err('slot-closed', 'That Ball Court space is closed.', { slot: FATE_FACES[at]! });
    if (card < 0) return err('slot-empty', 'That Ball Court space has no Character.', { slot: FATE_FACES[at]! });
    return noTokens(s, t.seat) ?? payError(s, t.seat, characterCost(card, courtDisc(s, t)), pay);
  },
  run(s, t, { at, pay }, ctx) {
    payRes(s, t.seat, pay, ctx);
    const card = s.charDisplay[at]!;
    s.charDisplay[at] = -1; // refilled at the end of the turn
    const p = s.players[t.seat]!;
    p.court[BALLCOURT_HALF_OF_SLOT[at]!]!++;
    p.supply--;
    ctx.events.push({ type: 'recruit', seat: t.seat, slot: FATE_FACES[at], card });
    s.tasks.unshift({ k: 'newChar', seat: t.seat, card });
  },
  toChoice: ({ at, pay }) => ({ id: `recruit:${FATE_FACES[at]}:${vecId(pay)}`, kind: 'recruit', slot: FATE_FACES[at]!, pay }),
});

const altarDisc = (s: CopanState, t: ActionTask<'altar'>): number => t.disc + permanentDiscount(s, t.seat, ALTARS);
const altarCard = (s: CopanState, space: number): number => s.altarDisplay[Math.floor(space / 3)]!;

export const altarRules = defineHandler<ActionTask<'altar'>, Target>({
  kinds: ['altar'],
  parse: (raw) => parseTarget(raw, 'space', ALTAR_SPACE_INDEX),
  *candidates(s, t) {
    for (let i = 0; i < s.altarSpaces.length; i++)
      if (s.altarSpaces[i] === -1 && altarCard(s, i) >= 0) yield* withPays(s, t.seat, i, altarCost(altarCard(s, i), altarDisc(s, t)));
  },
  validate(s, t, { at, pay }) {
    const who = s.altarSpaces[at]!;
    if (who === -2) return err('space-closed', 'That Altar space is closed.', { space: ALTAR_SPACE_NAMES[at]! });
    if (who >= 0) return err('space-occupied', 'A token is already on that Altar space.', { space: ALTAR_SPACE_NAMES[at]! });
    if (altarCard(s, at) < 0) return err('no-altar-card', 'No Altar card above that space.');
    return noTokens(s, t.seat) ?? payError(s, t.seat, altarCost(altarCard(s, at), altarDisc(s, t)), pay);
  },
  run(s, t, { at, pay }, ctx) {
    payRes(s, t.seat, pay, ctx);
    s.altarSpaces[at] = t.seat;
    s.players[t.seat]!.supply--;
    const col = at % 3;
    ctx.events.push({ type: 'altar', seat: t.seat, space: ALTAR_SPACE_NAMES[at] });
    s.tasks.unshift({ k: 'fx', seat: t.seat, fx: ALTAR_CARDS[altarCard(s, at)]!.cols[col]! }, { k: 'climb', seat: t.seat, n: col + 1 });
  },
  toChoice: ({ at, pay }) => ({ id: `altar:${ALTAR_SPACE_NAMES[at]}:${vecId(pay)}`, kind: 'altar', space: ALTAR_SPACE_NAMES[at]!, pay }),
});

const glyphDisc = (s: CopanState, t: ActionTask<'glyphLine'>): number => t.disc + permanentDiscount(s, t.seat, GLYPHSTAIR);

export const glyphLineRules = defineHandler<ActionTask<'glyphLine'>, Target>({
  kinds: ['glyph_line'],
  parse: (raw) => parseTarget(raw, 'line', LINE_INDEX),
  *candidates(s, t) {
    for (let l = 0; l < GLYPH_LINES.length; l++) if (lineHasCards(s, l)) yield* withPays(s, t.seat, l, lineCost(l, glyphDisc(s, t)));
  },
  validate(s, t, { at, pay }) {
    if (!lineHasCards(s, at)) return err('line-empty', 'That line holds no Glyph card (D10b).', { line: LINE_NAMES[at]! });
    return payError(s, t.seat, lineCost(at, glyphDisc(s, t)), pay);
  },
  run(s, t, { at, pay }, ctx) {
    payRes(s, t.seat, pay, ctx);
    const p = s.players[t.seat]!;
    const taken: number[] = [];
    for (const i of GLYPH_LINES[at]!.slots) {
      const colour = s.glyphDisplay[i]!;
      if (colour < 0) continue;
      p.glyphs[colour]!++;
      taken.push(colour);
      s.glyphDisplay[i] = -1; // refilled at the end of the turn
    }
    ctx.events.push({ type: 'glyphLine', seat: t.seat, line: LINE_NAMES[at], colours: taken });
    s.tasks.unshift({ k: 'climb', seat: t.seat, n: GLYPH_LINES[at]!.climb });
  },
  toChoice: ({ at, pay }) => ({ id: `glyph_line:${LINE_NAMES[at]}:${vecId(pay)}`, kind: 'glyph_line', line: LINE_NAMES[at]!, pay }),
});
