// Cocijobot, the solo automa: its turn runs inside apply, from the card revealed for the round.
import type { GameEvent } from '../../engine/types.ts';
import { BOARD_SPACES, COCIJOBOT_CARDS, DIFFICULTY_VP, PROPERTIES, REGIONS, SACRIFICE_STEPS, SACRIFICE_TOP, TERRAINS, BUILDING_TYPES, type Property } from './data.ts';
import { addVp, buildOnSpace, placeRitualDisc, hasRitualTarget } from './actions.ts';
import { housesMatching, turnScoringPoints } from './scoring.ts';
import { NONE, buildingTileOf, cardOf, spaceHas, type ZapotecState } from './types.ts';

type Events = GameEvent[];
export const BOT = 1;
const HUMAN = 0;

export const cocijobotCard = (id: number) => COCIJOBOT_CARDS[id - 1]!;

const ix = (list: readonly string[], x: string) => list.indexOf(x);
const spaceIndex = (type: string, region: string, terrain: string) => (ix(BUILDING_TYPES, type) * 3 + ix(REGIONS, region)) * 3 + ix(TERRAINS, terrain);
/** The 2-player spaces by their three properties (looked up three times in each of its turns). */
const SPACE_FOR: number[] = [];
for (const sp of BOARD_SPACES) if (sp.minPlayers === 2) SPACE_FOR[spaceIndex(sp.type, sp.region, sp.terrain)] = sp.id;

/** The one 2-player space with these three properties. */
function spaceFor(type: string, region: string, terrain: string): number {
  return SPACE_FOR[spaceIndex(type, region, terrain)]!;
}

/** The card's three icons with the icon of the same kind as `property` replaced by it; null if unchanged. */
export function substitutedSpace(cardId: number, property: Property): number | null {
  const c = cocijobotCard(cardId);
  const icons = { type: c.type as string, region: c.region as string, terrain: c.terrain as string };
  const kind = (BUILDING_TYPES as readonly string[]).includes(property) ? 'type' : (REGIONS as readonly string[]).includes(property) ? 'region' : 'terrain';
  if (icons[kind] === property) return null;
  icons[kind] = property;
  return spaceFor(icons.type, icons.region, icons.terrain);
}

export const bonusProperty = (s: ZapotecState): Property => cardOf(s.bonusStack[s.bonusStack.length - 1]!).property;

function pyramidProperty(s: ZapotecState): Property | null {
  const bot = s.cocijobot!;
  return bot.pyramid === NONE ? null : PROPERTIES[s.pyramids[bot.pyramid]!.tile]!;
}

/** Tiles Cocijobot collected of a building type (its palace tile included: its type shows). */
export function botTiles(s: ZapotecState, type: string): number {
  const p = s.players[BOT]!;
  let n = p.palaceTile !== NONE && buildingTileOf(p.palaceTile).type === type ? 1 : 0;
  for (const t of p.grid) if (t !== NONE && buildingTileOf(t).type === type) n++;
  return n;
}

function construction(s: ZapotecState, cardId: number, events: Events): number {
  const bot = s.cocijobot!;
  const p = s.players[BOT]!;
  const card = cocijobotCard(cardId);
  const first = spaceFor(card.type, card.region, card.terrain);
  const pyr = pyramidProperty(s);
  const targets: (number | null)[] = [first, substitutedSpace(cardId, bonusProperty(s)), pyr ? substitutedSpace(cardId, pyr) : null];
  const built: number[] = [];
  targets.forEach((target, attempt) => {
    const free = target !== null && s.spaceTile[target] !== NONE && !built.includes(target);
    if (free && p.houses - built.length > 0) {
      built.push(target);
      return;
    }
    events.push({ type: 'botBuildFailed', seat: BOT, attempt, space: target ?? NONE });
    if (bot.difficulty === 'hard') addVp(s, BOT, DIFFICULTY_VP, 'vpOther', events, 'hard');
    // Easy: the human earns points only when their own house is what blocked the attempt.
    if (bot.difficulty === 'easy' && target !== null && s.spaceOwner[target] === HUMAN) addVp(s, HUMAN, DIFFICULTY_VP, 'vpOther', events, 'easy');
  });
  const palace = p.palaceSpace === NONE ? choosePalace(s, built, pyr) : NONE;
  for (const space of built) {
    const tile = buildOnSpace(s, BOT, space, space === palace, events);
    if (space !== palace) p.grid[p.grid.indexOf(NONE)] = tile;
  }
  return built.length;
}

function choosePalace(s: ZapotecState, built: number[], pyr: Property | null): number {
  const bonus = bonusProperty(s);
  const both = built.find((sp) => pyr !== null && spaceHas(sp, pyr) && spaceHas(sp, bonus));
  if (both !== undefined) return both;
  const lastChance = s.round === 5 || s.players[BOT]!.houses === built.length;
  if (!lastChance) return NONE;
  return built.find((sp) => pyr !== null && spaceHas(sp, pyr)) ?? built.find((sp) => spaceHas(sp, bonus)) ?? NONE;
}

function takeTrade(s: ZapotecState, row: number, events: Events): void {
  const slot = s.tradeRows[row]!.findIndex((t) => t !== NONE);
  if (slot < 0) return;
  const tile = s.tradeRows[row]![slot]!;
  s.tradeRows[row]![slot] = NONE;
  s.players[BOT]!.trade.push({ id: tile, up: false });
  events.push({ type: 'buyTrade', seat: BOT, tile, level: row + 1, slot, gold: 0 });
}

function ritualDisc(s: ZapotecState, events: Events, cause: string): void {
  if (!hasRitualTarget(s, BOT)) return;
  placeRitualDisc(s, BOT, s.ritualDiscs.findIndex((d) => !d.includes(BOT)), events, cause);
}

export function botSacrifice(s: ZapotecState, events: Events): void {
  const p = s.players[BOT]!;
  const from = p.sacrifice;
  const to = Math.min(SACRIFICE_TOP, from + botTiles(s, 'cornfield'));
  if (to === from) return;
  p.sacrifice = to;
  p.arrival = ++s.arrivals;
  events.push({ type: 'sacrifice', seat: BOT, from, to });
  for (let step = from + 1; step <= to; step++) {
    const bonus = SACRIFICE_STEPS[step]!;
    if (bonus.kind === 'vp') addVp(s, BOT, bonus.vp, 'vpSteps', events, `step${step}`);
    else if (step === 3) takeTrade(s, 1, events);
    else if (step === 6) takeTrade(s, 2, events);
    else if (step === 8) botPyramid(s, events);
    else if (step === 9 || step === 11) ritualDisc(s, events, `step${step}`);
  }
}

export function botTrade(s: ZapotecState, events: Events): void {
  const villages = botTiles(s, 'village');
  const step = s.players[BOT]!.sacrifice;
  const wanted = villages >= 4 || step >= 6 ? 2 : villages === 3 || step >= 3 ? 1 : 0;
  // Next best: the rows below the wanted one first, then the ones above it.
  const order = [wanted, ...[2, 1, 0].filter((r) => r < wanted), ...[0, 1, 2].filter((r) => r > wanted)];
  const row = order.find((r) => s.tradeRows[r]!.some((t) => t !== NONE));
  if (row !== undefined) takeTrade(s, row, events);
}

/** Best scoring tile for Cocijobot: most of its houses, then fewest of the human's, then first shown. */
function bestBy<T>(s: ZapotecState, items: T[], property: (item: T) => Property): T | undefined {
  let best: T | undefined, bestKey = [-1, 0];
  for (const item of items) {
    const key = [housesMatching(s, BOT, property(item)), -housesMatching(s, HUMAN, property(item))];
    if (key[0]! > bestKey[0]! || (key[0] === bestKey[0] && key[1]! > bestKey[1]!)) [best, bestKey] = [item, key];
  }
  return best;
}

export function botPyramid(s: ZapotecState, events: Events): void {
  const bot = s.cocijobot!;
  const p = s.players[BOT]!;
  if (bot.pyramid === NONE) {
    const free = s.pyramids.findIndex((q) => q.tile === NONE);
    if (free >= 0 && s.scoringTiles.length > 0) {
      const tile = bestBy(s, s.scoringTiles, (t) => PROPERTIES[t]!)!;
      s.pyramids[free]!.tile = tile;
      s.scoringTiles = s.scoringTiles.filter((t) => t !== tile);
      bot.pyramid = free;
    } else {
      const started = s.pyramids.map((_, i) => i).filter((i) => s.pyramids[i]!.tile !== NONE);
      const chosen = bestBy(s, started, (i) => PROPERTIES[s.pyramids[i]!.tile]!);
      if (chosen === undefined) return;
      bot.pyramid = chosen;
    }
    bot.pyramidOrder.push(bot.pyramid);
  }
  const pyr = s.pyramids[bot.pyramid]!;
  const top = pyr.pieces[pyr.pieces.length - 1];
  const size = top ? top.size - 1 : p.pieces[2]! > 0 ? 3 : p.pieces[1]! > 0 ? 2 : 1;
  if (size < 1 || p.pieces[size - 1]! <= 0) {
    ritualDisc(s, events, 'pyramidComplete');
    return;
  }
  p.pieces[size - 1]!--;
  pyr.pieces.push({ seat: BOT, size: size as 1 | 2 | 3 });
  events.push({ type: 'pyramid', seat: BOT, pyramid: bot.pyramid, size, scoring: pyr.tile });
}

function capitalAction(s: ZapotecState, cardId: number, events: Events): void {
  const type = cocijobotCard(cardId).type;
  events.push({ type: 'botCapital', seat: BOT, card: cardId, action: type });
  if (type === 'cornfield') botSacrifice(s, events);
  else if (type === 'village') botTrade(s, events);
  else botPyramid(s, events);
}

/** Cocijobot's whole turn; `revealed[0]` is the card turned for turn order. Returns true if it drew. */
export function runCocijobotTurn(s: ZapotecState, events: Events): boolean {
  const bot = s.cocijobot!;
  const cardId = bot.revealed[0]!;
  const built = construction(s, cardId, events);
  capitalAction(s, cardId, events);
  let drew = false;
  if (built === 0 && bot.deck.length > 0) {
    const second = bot.deck.pop()!;
    bot.revealed.push(second);
    events.push({ type: 'botReveal', seat: BOT, card: second });
    capitalAction(s, second, events);
    drew = true;
  }
  addVp(s, BOT, turnScoringPoints(s, BOT, bonusProperty(s)), 'vpTurn', events, 'turnScoring', { property: bonusProperty(s), houses: housesMatching(s, BOT, bonusProperty(s)) });
  return drew;
}
