// Cocijobot's final score, forecast by playing its remaining turns on a copy of a (determinized)
// state: its rules leave it no choices, so its own houses, pyramid, trade tiles, rituals and
// failed-build points follow from its deck and the bonus cards. The human is taken to stand still;
// the human's later builds, tiles and discs are what the search itself explores.
import type { GameEvent } from '../../../engine/types.ts';
import { COCIJOBOT_RITUAL_VP, ROUNDS } from '../data.ts';
import { BOT, runCocijobotTurn } from '../cocijobot.ts';
import { pyramidPoints } from '../scoring.ts';
import { NONE, tradeTileOf, type ZapotecState } from '../types.ts';

export interface BotForecast {
  /** Cocijobot's final score without its sacrifice-rank points (they depend on the human's step). */
  score: number;
  /** Its final sacrifice step. */
  step: number;
}

const events: GameEvent[] = [];

/** True while Cocijobot has yet to play the current round's turn. */
function turnAhead(s: ZapotecState): boolean {
  if (s.phase === 'select') return true;
  return s.phase === 'turn' && s.order.indexOf(BOT) >= s.turn;
}

/** The bonus card of round `s.round + k` (k ≥ 1): the offer's card the human leaves, then deck
 * cards, as the determinized deck will deal them; the current one when the deck runs out. */
function laterBonus(s: ZapotecState, k: number): number {
  if (k === 1 && s.offer.length > 0) return s.offer[s.offer.length - 1]!;
  const at = s.deck.length - 1 - 2 * (k - (s.offer.length > 0 ? 2 : 1));
  return at >= 0 && at < s.deck.length ? s.deck[at]! : s.bonusStack[s.bonusStack.length - 1]!;
}

/** A copy of what Cocijobot's turns change (the board, rows, pyramids, discs, its own seat and
 * deck); everything else is shared with `s`. */
function botCopy(s: ZapotecState): ZapotecState {
  const bot = s.cocijobot!, p = s.players[BOT]!;
  const players = s.players.slice();
  players[BOT] = { ...p, grid: p.grid.slice(), pieces: p.pieces.slice(), trade: p.trade.slice() };
  return {
    ...s, players, spaceTile: s.spaceTile.slice(), spaceOwner: s.spaceOwner.slice(), tradeRows: s.tradeRows.map((r) => r.slice()),
    pyramids: s.pyramids.map((q) => ({ tile: q.tile, pieces: q.pieces.slice() })), ritualDiscs: s.ritualDiscs.map((d) => d.slice()),
    bonusStack: s.bonusStack.slice(), cocijobot: { ...bot, deck: bot.deck.slice(), revealed: bot.revealed.slice(), pyramidOrder: bot.pyramidOrder.slice() },
  };
}

/** Cocijobot's end-game total as things stand, its sacrifice rank left out (its own scoring rules). */
function botTotal(s: ZapotecState): number {
  const p = s.players[BOT]!;
  let total = p.vp + pyramidPoints(s, BOT);
  for (const discs of s.ritualDiscs) if (discs.includes(BOT)) total += discs.length === 1 ? COCIJOBOT_RITUAL_VP.alone : COCIJOBOT_RITUAL_VP.shared;
  for (const x of p.trade) total += 3 * tradeTileOf(x.id).level;
  return total;
}

const key: number[] = [];
const pushAll = (list: readonly number[]) => { key.push(list.length, ...list); };

/**
 * Everything a forecast reads, hashed: the round's timing, the cards that give the bonus
 * cards, Cocijobot's seat and deck, the board, rows, pyramids and ritual discs, and the human's
 * Palace (it counts twice when Cocijobot picks a pyramid's tile).
 */
function forecastKey(s: ZapotecState): number {
  key.length = 0;
  const bot = s.cocijobot!, p = s.players[BOT]!;
  key.push(s.round, s.phase === 'select' ? 0 : s.phase === 'turn' ? 1 : 2, s.turn, s.bonusStack[s.bonusStack.length - 1]!, s.players[0]!.palaceSpace);
  pushAll(s.order);
  pushAll(s.offer);
  key.push(s.deck.length, ...s.deck.slice(-2 * ROUNDS));
  pushAll(bot.deck);
  pushAll(bot.revealed);
  key.push(bot.pyramid, p.vp, p.sacrifice, p.houses, p.palaceSpace, p.palaceTile, p.discs);
  pushAll(p.grid);
  pushAll(p.pieces);
  for (const x of p.trade) key.push(x.id);
  for (let space = 0; space < s.spaceOwner.length; space++) key.push(s.spaceTile[space] === NONE ? s.spaceOwner[space]! : -2);
  for (const row of s.tradeRows) pushAll(row);
  for (const discs of s.ritualDiscs) pushAll(discs);
  for (const q of s.pyramids) {
    key.push(q.tile, q.pieces.length);
    for (const piece of q.pieces) key.push(piece.seat, piece.size);
  }
  pushAll(s.scoringTiles);
  // Two 32-bit hashes of the list as one number: cheaper than a string, and a clash among the
  // few thousand positions kept is out of reach (about one in 10^8 at the cache's size).
  let a = 0x811c9dc5, b = 0x9747b28c;
  for (const x of key) {
    a = Math.imul(a ^ (x + 3), 0x01000193);
    b = Math.imul(b ^ (x + 7), 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0) * 2 ** 21 + ((b >>> 0) & 0x1fffff);
}

/** Recent forecasts: a search meets the same position many times (its deals are reused). */
const cache = new Map<number, BotForecast>();
const CACHE_SIZE = 4096;

/** Forecast for a solo state (Cocijobot at seat 1), remembered for the positions seen last. */
export function botForecast(s: ZapotecState): BotForecast {
  if (s.phase === 'over') return playForecast(s);
  const k = forecastKey(s);
  const known = cache.get(k);
  if (known) return known;
  if (cache.size >= CACHE_SIZE) cache.clear();
  const made = playForecast(s);
  cache.set(k, made);
  return made;
}

/** The forecast itself, played on a copy. */
export function playForecast(s: ZapotecState): BotForecast {
  if (s.phase === 'over') return { score: botTotal(s), step: s.players[BOT]!.sacrifice };
  const t = botCopy(s);
  const deck = t.cocijobot!.deck;
  const turn = () => {
    events.length = 0;
    runCocijobotTurn(t, events);
  };
  const bot = t.cocijobot!;
  if (turnAhead(s)) {
    if (s.phase === 'select' || bot.revealed.length === 0) bot.revealed = deck.length > 0 ? [deck.pop()!] : [];
    if (bot.revealed.length > 0) turn();
  }
  for (let k = 1; s.round + k <= ROUNDS && deck.length > 0; k++) {
    t.round = s.round + k;
    const bonus = laterBonus(s, k);
    if (bonus !== NONE) t.bonusStack.push(bonus);
    bot.revealed = [deck.pop()!];
    turn();
  }
  return { score: botTotal(t), step: t.players[BOT]!.sacrifice };
}
