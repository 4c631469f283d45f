// One-pass ratings of every kind of Copan choice, in victory points for the deciding seat, with no
// state copies: the easy player, the rollout policy and the search's prior all use them.
import { EXCHANGE_DIFFERENT, EXCHANGE_SAME, JADE_EFFECTS, SITE_SYMBOLS, CHARACTERS } from '../data-rc.ts';
import {
  ALTAR_SPACE_INDEX, CHARACTER_INDEX, CITY_INDEX, COLOUR_INDEX, LINE_INDEX, MASK_NEIGHBOUR_BITS, RES_INDEX, SIDE_INDEX,
  SITE_INDEX, SLOT_INDEX, SPACE_INDEX, STAIR_INDEX, jadeLegalBits,
} from '../board.ts';
import type { CopanChoice, CopanState, Task } from '../types.ts';
import {
  characterWorth, climbWorth, gainAnyWorth, gainWorth, glyphCardWorth, glyphsWorth, jadeWorth, multAt, payWorth, seatCtx, stayWorth, type SeatCtx,
} from './assets.ts';
import { turnsLeft } from './clock.ts';
import { fxWorth } from './worth.ts';
import { automaPlacementWorth, placementWorth } from './placement.ts';
import { altarTarget, embassyTarget, lineTarget, recruitTarget, riverOption, siteActionWorth } from './worth.ts';
import { DEFAULT_WEIGHTS, type CopanWeights } from './weights.ts';

const at = (map: ReadonlyMap<string, number>, key: string): number => map.get(key)!;
const cardWorth = (c: SeatCtx, card: number): number => characterWorth(c, card, (fx) => fxWorth(c, fx, 1));

/** Worth of entering `site` (its first space's symbol with `side` up, then its action). */
function moveWorth(c: SeatCtx, site: number, side: number, space: number): number {
  const sym = SITE_SYMBOLS[site]![space]!;
  const res = c.p.res.slice();
  let v = 0, wild = 0;
  if (sym < 0) {
    const r = -1 - sym;
    const pay = [0, 0, 0, 0];
    pay[r] = 1;
    v -= payWorth(c, pay);
    res[r]!--;
  } else if (side === 0) {
    v += gainAnyWorth(c, sym);
    wild = sym;
  } else v += 2 * sym;
  const act = siteActionWorth(c, site, 0, wild, 0, res);
  return act === -Infinity ? v - 5 : v + act + stayWorth(c, site, space, side);
}

function jadeTileWorth(c: SeatCtx, tile: number): number {
  const bit = 1 << (tile - 1);
  const opened = jadeLegalBits(c.p.jade | bit) & ~jadeLegalBits(c.p.jade);
  let n = 0;
  for (let b = opened; b; b &= b - 1) n++;
  return fxWorth(c, JADE_EFFECTS[tile - 1]!, 1) + 0.15 * n + 0.05 * popNeighbours(c.p.jade, tile);
}

const popNeighbours = (mask: number, tile: number): number => {
  let n = 0;
  for (let b = MASK_NEIGHBOUR_BITS[tile - 1]! & ~mask; b; b &= b - 1) n++;
  return n;
};

function exchangeWorth(c: SeatCtx, colours: readonly number[]): number {
  const after = c.p.glyphs.map((n, i) => n - colours[i]!);
  const size = colours.reduce((a, b) => a + b, 0);
  const distinct = colours.filter((n) => n > 0).length;
  // Tiles and bonus from the exchange table (the same lookup the rules use).
  const table = distinct === 1 ? EXCHANGE_SAME : EXCHANGE_DIFFERENT;
  const [tiles, disc] = table[size] ?? [0, -1];
  let v = tiles * jadeWorth(c) - glyphsWorth(c) + glyphsWorth(c, after);
  if (disc >= 0) v += c.w.bonus + disc * c.unit;
  return v;
}

/** Rating of one choice for `seat` in `s`, its pending task being `t`. */
function rateOne(c: SeatCtx, t: Task, ch: CopanChoice): number {
  const s = c.s;
  switch (ch.kind) {
    case 'place':
      return placementWorth(c, at(RES_INDEX, ch.tile), at(SPACE_INDEX, ch.space));
    case 'place_blind':
      return 0;
    case 'place_automa':
      return automaPlacementWorth(c, s.automa?.card ?? 0, at(SPACE_INDEX, ch.space));
    case 'gain':
      return gainWorth(c, ch.amounts);
    case 'lose':
      return -payWorth(c, ch.amounts);
    case 'move':
      return moveWorth(c, at(SITE_INDEX, ch.site), at(SIDE_INDEX, ch.side), 0);
    case 'stay':
      return moveWorth(c, c.p.site, c.p.side, c.p.space + 1) + 0.2;
    case 'fallback':
      return -1;
    case 'eject_move': {
      const site = at(SITE_INDEX, ch.site);
      const next = siteActionWorth(c, site, 0, 0, 1);
      return 0.3 * (next === -Infinity ? -5 : next) + (at(SIDE_INDEX, ch.side) === 1 ? 0.3 : 0);
    }
    case 'river_buy':
      return riverOption(c, ['none', 'tiles', 'storage'].indexOf(ch.option), true) - payWorth(c, ch.pay);
    case 'embassy':
      return embassyTarget(c, at(CITY_INDEX, ch.city), 0) - payWorth(c, ch.pay);
    case 'recruit':
      return recruitTarget(c, at(SLOT_INDEX, ch.slot), 0) - payWorth(c, ch.pay);
    case 'altar':
      return altarTarget(c, at(ALTAR_SPACE_INDEX, ch.space), 0) - payWorth(c, ch.pay);
    case 'glyph_line':
      return lineTarget(c, at(LINE_INDEX, ch.line)) - payWorth(c, ch.pay);
    case 'climb':
      return climbWorth(c, at(STAIR_INDEX, ch.stair), t.k === 'climb' ? t.n : 1);
    case 'descend': {
      const i = at(STAIR_INDEX, ch.stair);
      const pos = c.p.priests[i]!;
      const n = t.k === 'descend' ? t.n : 1;
      return -(multAt(i, pos) - multAt(i, Math.max(0, pos - n))) * c.counts[i]! - 0.1 * pos;
    }
    case 'jade':
      return jadeTileWorth(c, ch.tile);
    case 'pick_glyph':
      return glyphCardWorth(c, s.glyphDisplay[at(SLOT_INDEX, ch.slot)]!);
    case 'pick_character':
      return cardWorth(c, s.charDisplay[at(SLOT_INDEX, ch.slot)]!);
    case 'new_character': {
      const card = t.k === 'newChar' ? t.card : -1;
      if (card < 0) return 0;
      if (ch.action === 'keep') return cardWorth(c, card);
      if (ch.action === 'use') return fxWorth(c, CHARACTERS[card]!.fx!, 0);
      return 0;
    }
    case 'replace_character': {
      const card = t.k === 'newChar' ? t.card : -1;
      return (card < 0 ? 0 : cardWorth(c, card)) - cardWorth(c, at(CHARACTER_INDEX, ch.card));
    }
    case 'discard_owned':
    case 'discard_character':
      return -cardWorth(c, at(CHARACTER_INDEX, ch.card)) - 0.5;
    case 'use_character': {
      const card = at(CHARACTER_INDEX, ch.card);
      return fxWorth(c, CHARACTERS[card]!.fx!, 0) - cardWorth(c, card);
    }
    case 'remove_jade':
      return -jadeTileWorth(c, ch.tile);
    case 'lose_glyph': {
      const g = c.p.glyphs.slice();
      g[at(COLOUR_INDEX, ch.colour)]!--;
      return glyphsWorth(c, g) - glyphsWorth(c);
    }
    case 'relocate':
      return -0.1;
    case 'relocate_skip':
      return 0;
    case 'free_embassy':
      return embassyTarget(c, at(CITY_INDEX, ch.city), 0, true);
    case 'bonus': {
      const head = s.bonusQueue[0];
      const v = siteActionWorth(c, at(SITE_INDEX, ch.site), head?.disc ?? 0, 0, 0);
      return v === -Infinity ? -1 : v;
    }
    case 'bonus_skip':
    case 'end_turn':
      return 0;
    case 'exchange':
      return exchangeWorth(c, ch.colours);
  }
}

/** The pending decision task (the rules' own queue head). */
export const headTask = (s: CopanState): Task => s.tasks[0]!;

/** Ratings of `list` (choices of `seat` in `s`), higher is better. */
export function rateChoices(s: CopanState, seat: number, list: readonly CopanChoice[], w: CopanWeights = DEFAULT_WEIGHTS): number[] {
  const c = seatCtx(s, seat, w, turnsLeft(s, seat) + (s.active === seat ? 1 : 0));
  const t = headTask(s);
  return list.map((ch) => rateOne(c, t, ch));
}

