// Per-seat views (hidden zones blanked to HIDDEN, same shape as the state) and, for bots, a full
// state consistent with a view: every unseen card and tile redealt at random from the unseen pool.
import { cloneJson } from '../../engine/clone.ts';
import { seedRng, shuffleInPlace, type RngState } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import { TRADE_TILES } from './data.ts';
import { cocijobotCard } from './cocijobot.ts';
import { HIDDEN, NONE, type ZapotecState, type ZapotecView } from './types.ts';

const blank = (items: number[]): number[] => items.map(() => HIDDEN);

export function view(s: ZapotecState, viewer: Viewer): ZapotecView {
  const v = cloneJson(s);
  v.rng = [0, 0, 0, 0];
  v.players.forEach((p, seat) => {
    if (seat === viewer) return;
    p.hand = blank(p.hand);
    if (v.chosen[seat] !== NONE) v.chosen[seat] = HIDDEN;
  });
  v.deck = blank(v.deck);
  v.removedCards = blank(v.removedCards);
  v.tradeStacks = v.tradeStacks.map(blank);
  v.tradeRemoved = blank(v.tradeRemoved);
  if (v.cocijobot) {
    const top = s.cocijobot!.deck[s.cocijobot!.deck.length - 1];
    v.botTopBack = top === undefined ? null : cocijobotCard(top).back;
    v.cocijobot.deck = blank(v.cocijobot.deck);
  }
  return v;
}

function fill(slots: number[], pool: number[]): void {
  for (let i = 0; i < slots.length; i++) if (slots[i] === HIDDEN) slots[i] = pool.pop()!;
}

export function sampleConsistent(v: ZapotecView, viewer: number, seed: string): ZapotecState {
  const s = cloneJson(v);
  delete s.botTopBack;
  const rng: RngState = seedRng(seed);
  s.rng = seedRng(seed + ':state');

  const seen = new Set<number>([...s.offer, ...s.bonusStack, ...s.discard, ...s.played, ...s.chosen, ...s.players.flatMap((p) => p.hand)]);
  const cards = shuffleInPlace(rng, Array.from({ length: 27 }, (_, i) => i + 1).filter((c) => !seen.has(c)));
  s.players.forEach((p, seat) => { if (seat !== viewer) fill(p.hand, cards); });
  fill(s.chosen, cards);
  fill(s.deck, cards);
  fill(s.removedCards, cards);

  const owned = new Set<number>([...s.tradeRows.flat(), ...s.players.flatMap((p) => p.trade.map((t) => t.id))]);
  const leftovers: number[] = [];
  s.tradeStacks.forEach((stack, level) => {
    const pool = shuffleInPlace(rng, TRADE_TILES.filter((t) => t.level === level + 1 && !owned.has(t.id)).map((t) => t.id));
    fill(stack, pool);
    leftovers.push(...pool);
  });
  fill(s.tradeRemoved, shuffleInPlace(rng, leftovers));

  if (s.cocijobot) {
    const bot = s.cocijobot;
    const used = new Set([...bot.revealed, ...bot.discard]);
    const pool = shuffleInPlace(rng, Array.from({ length: 27 }, (_, i) => i + 1).filter((c) => !used.has(c)));
    // The top card's back is public: put a card with that back on top.
    const topBack = v.botTopBack;
    const match = pool.findIndex((c) => cocijobotCard(c).back === topBack);
    if (match >= 0) pool.push(pool.splice(match, 1)[0]!);
    bot.deck = pool.slice(pool.length - bot.deck.length);
  }
  return s;
}
