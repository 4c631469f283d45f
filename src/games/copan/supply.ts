// Draws from the bag and the decks, and display refills. Bag and decks hold unordered sets and
// every draw picks at random from the PRNG in the state, so no hidden order is ever stored;
// cards put back on top by a closure are public and are drawn first.
import { nextInt } from '../../engine/index.ts';
import { EMBASSY_TOKENS } from './data.ts';
import type { Ctx } from './resources.ts';
import type { CopanState } from './types.ts';

export function random(s: CopanState, n: number, ctx: Ctx): number {
  ctx.barrier = true;
  return nextInt(s.rng, n);
}

/** Picks an index with probability proportional to counts[i]; -1 when all are 0. */
function pickWeighted(s: CopanState, counts: number[], ctx: Ctx): number {
  let total = 0;
  for (const c of counts) total += c;
  if (total === 0) return -1;
  let x = random(s, total, ctx);
  for (let i = 0; i < counts.length; i++) {
    x -= counts[i]!;
    if (x < 0) {
      counts[i] = counts[i]! - 1;
      return i;
    }
  }
  return -1;
}

export const drawBag = (s: CopanState, ctx: Ctx): number => pickWeighted(s, s.bag, ctx);

function takeRandom(s: CopanState, set: number[], ctx: Ctx): number {
  if (set.length === 0) return -1;
  const i = random(s, set.length, ctx);
  const card = set[i]!;
  set[i] = set[set.length - 1]!;
  set.pop();
  return card;
}

/** Empty deck: the discard becomes the new deck (D11 for Altars). */
export function drawCharacter(s: CopanState, ctx: Ctx): number {
  if (s.charTop.length) return s.charTop.pop()!;
  if (s.charDeck.length === 0) {
    s.charDeck = s.charDiscard;
    s.charDiscard = [];
  }
  return takeRandom(s, s.charDeck, ctx);
}

export function drawAltar(s: CopanState, ctx: Ctx): number {
  if (s.altarDeck.length === 0) {
    s.altarDeck = s.altarDiscard;
    s.altarDiscard = [];
  }
  return takeRandom(s, s.altarDeck, ctx);
}

export function drawGlyph(s: CopanState, ctx: Ctx): number {
  if (s.glyphTop.length) return s.glyphTop.pop()!;
  if (s.glyphDeck.every((c) => c === 0)) {
    s.glyphDeck = s.glyphDiscard;
    s.glyphDiscard = [0, 0, 0, 0, 0, 0];
  }
  return pickWeighted(s, s.glyphDeck, ctx);
}

/** Draws one Embassy token kind of `level` (0-based) and discards it at once (it is applied now). */
export function drawEmbassyToken(s: CopanState, level: number, ctx: Ctx): number {
  let pile = s.embPile[level]!;
  if (pile.every((c) => c === 0)) {
    s.embPile[level] = s.embDiscard[level]!;
    s.embDiscard[level] = EMBASSY_TOKENS[level]!.map(() => 0);
    pile = s.embPile[level]!;
  }
  const kind = pickWeighted(s, pile, ctx);
  if (kind >= 0) s.embDiscard[level]![kind]!++;
  return kind;
}

/** D20: remaining tiles slide left, then the bag fills the slots on the right. */
export function refillRiver(s: CopanState, ctx: Ctx): void {
  const left = s.river.filter((t) => t >= 0);
  while (left.length < s.river.length) {
    const t = drawBag(s, ctx);
    if (t < 0) break;
    left.push(t);
  }
  while (left.length < s.river.length) left.push(-1);
  s.river = left;
  ctx.events.push({ type: 'river', tiles: [...left] });
}

/** Takes the two leftmost River tiles into the seat's hand; returns how many were taken. */
export function takeRiverTiles(s: CopanState, seat: number, count: number, ctx: Ctx): number {
  const hand = s.players[seat]!.hand;
  const taken: number[] = [];
  for (let i = 0; i < s.river.length && taken.length < count; i++) {
    const t = s.river[i]!;
    if (t < 0) continue;
    hand[t]!++;
    taken.push(t);
    s.river[i] = -1;
  }
  ctx.events.push({ type: 'takeRiver', seat, tiles: taken });
  return taken.length;
}

export function refillCharacterSlot(s: CopanState, slot: number, ctx: Ctx): void {
  if (s.charDisplay[slot] !== -1) return;
  const card = drawCharacter(s, ctx);
  if (card >= 0) s.charDisplay[slot] = card;
}

export function refillGlyphSlot(s: CopanState, slot: number, ctx: Ctx): void {
  if (s.glyphDisplay[slot] !== -1) return;
  const colour = drawGlyph(s, ctx);
  if (colour >= 0) s.glyphDisplay[slot] = colour;
}

/** End of turn: every emptied, not closed, display space gets a new card or tile. */
export function refillDisplays(s: CopanState, ctx: Ctx): void {
  for (let i = 0; i < s.charDisplay.length; i++) refillCharacterSlot(s, i, ctx);
  for (let i = 0; i < s.glyphDisplay.length; i++) refillGlyphSlot(s, i, ctx);
  if (s.river.some((t) => t < 0)) refillRiver(s, ctx);
}
