// Builders and shortcuts for Copan unit tests: a fresh game, a quiet mid-game position, and
// applying a choice picked from the legal list by its fields.
import { expect } from 'vitest';
import { copanGame, type CopanChoice, type CopanState } from '../../../src/games/copan/index.ts';
import { SPACE_INDEX } from '../../../src/games/copan/board.ts';
import type { EventId } from '../../../src/games/copan/data.ts';
import type { GameEvent } from '../../../src/engine/index.ts';
import { startTurn } from '../../../src/games/copan/turn.ts';
import { advance } from '../../../src/games/copan/flow.ts';

export function newGame(players: 2 | 3 | 4 = 4, event: EventId = 'ev11', seed = 'test'): CopanState {
  return copanGame.setup({ players, event }, seed);
}

/**
 * A predictable position: seat 0 active at the start of its turn, nobody holds anything, every
 * cube at 0 and the Pyramid empty (setup tiles kept). Tests then set only what they need.
 */
export function quiet(players: 2 | 3 | 4 = 4, event: EventId = 'ev11', seed = 'test'): CopanState {
  const s = newGame(players, event, seed);
  s.first = 0;
  s.active = 0;
  for (const p of s.players) {
    for (let r = 0; r < 4; r++) s.bag[r]! += p.hand[r]!;
    p.hand = [0, 0, 0, 0];
  }
  return begin(s);
}

/** Starts the active seat's turn again from the current position (as the engine would). */
export function begin(s: CopanState): CopanState {
  startTurn(s);
  advance(s, { events: [], barrier: false });
  return s;
}

/** Moves `n` tiles of type r from the bag into seat's hand (keeps components conserved). */
export function giveTiles(s: CopanState, seat: number, r: number, n = 1): void {
  s.bag[r]! -= n;
  s.players[seat]!.hand[r]! += n;
}

/** Puts a face-up tile of type r from the bag on the Pyramid. */
export function putTile(s: CopanState, space: string, r: number): void {
  s.bag[r]!--;
  s.pyramid[sp(space)] = r;
}

export const sp = (id: string): number => {
  const i = SPACE_INDEX.get(id);
  if (i === undefined) throw new Error(`no space ${id}`);
  return i;
};

/** The legal choice of `seat` whose fields include `want`; fails the test when there is none. */
export function find(s: CopanState, seat: number, want: Partial<CopanChoice> & { kind: string }): CopanChoice {
  const all = copanGame.choices(s, seat);
  const hit = all.find((c) => Object.entries(want).every(([k, v]) => JSON.stringify((c as Record<string, unknown>)[k]) === JSON.stringify(v)));
  if (!hit) throw new Error(`no legal ${JSON.stringify(want)} for seat ${seat}; legal: ${all.map((c) => c.id).join(' ')}`);
  return hit;
}

export function has(s: CopanState, seat: number, want: Partial<CopanChoice> & { kind: string }): boolean {
  try {
    find(s, seat, want);
    return true;
  } catch {
    return false;
  }
}

export function play(s: CopanState, seat: number, want: Partial<CopanChoice> & { kind: string }): { state: CopanState; events: GameEvent[] } {
  const res = copanGame.apply(s, seat, find(s, seat, want));
  if (!res.ok) throw new Error(`refused: ${res.error.code}`);
  return { state: res.state, events: res.events };
}

/** Plays a sequence of choices, each by the seat that owes the decision. */
export function playAll(s: CopanState, wants: (Partial<CopanChoice> & { kind: string })[]): CopanState {
  let st = s;
  for (const w of wants) st = play(st, owner(st), w).state;
  return st;
}

export function owner(s: CopanState): number {
  const p = copanGame.pending(s);
  expect(p.length).toBe(1);
  return p[0]!.seat;
}

export function pendingKind(s: CopanState): string | undefined {
  return copanGame.pending(s)[0]?.kind;
}

export function refusal(s: CopanState, seat: number, raw: unknown): string {
  const res = copanGame.apply(s, seat, raw);
  if (res.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
  return res.error.code;
}

const PREFER = ['end_turn', 'bonus_skip', 'relocate_skip'];

/** Plays the active seat's turn to its end with the first legal (preferably passive) choices. */
export function finishTurn(s: CopanState): CopanState {
  const seat = s.active;
  let st = s;
  for (let i = 0; i < 200 && st.active === seat && !st.over; i++) {
    const who = owner(st);
    const all = copanGame.choices(st, who);
    const pick =
      all.find((c) => PREFER.includes(c.kind)) ??
      all.find((c) => c.kind === 'river_buy' && c.option === 'none') ??
      all.find((c) => c.kind === 'move' && c.site === 'river') ??
      all.find((c) => c.kind !== 'use_character' && c.kind !== 'discard_character' && c.kind !== 'exchange')!;
    const res = copanGame.apply(st, who, pick);
    if (!res.ok) throw new Error(res.error.code);
    st = res.state;
  }
  return st;
}

/** Puts Character `card` (0-based index) on Ball Court slot `slot`, swapping it with wherever it was. */
export function setCharSlot(s: CopanState, slot: number, card: number): void {
  const old = s.charDisplay[slot]!;
  const swapIn = (arr: number[]): boolean => {
    const i = arr.indexOf(card);
    if (i < 0) return false;
    if (old >= 0) arr[i] = old;
    else arr.splice(i, 1);
    return true;
  };
  if (s.charDisplay.includes(card)) {
    const j = s.charDisplay.indexOf(card);
    s.charDisplay[j] = old;
  } else if (!swapIn(s.charDeck) && !swapIn(s.charDiscard)) throw new Error('card not available');
  s.charDisplay[slot] = card;
}

/** Gives `card` to seat face up, taken from the deck (or display, replaced by nothing). */
export function giveChar(s: CopanState, seat: number, card: number, faceDown = false): void {
  const i = s.charDeck.indexOf(card);
  if (i >= 0) s.charDeck.splice(i, 1);
  else {
    const j = s.charDisplay.indexOf(card);
    if (j < 0) throw new Error('card not in deck or display');
    s.charDisplay[j] = s.charDeck.pop()!;
  }
  (faceDown ? s.players[seat]!.down : s.players[seat]!.chars).push(card);
}

/** Puts Altar card `card` on slot `slot`, swapping with the deck or discard. */
export function setAltarSlot(s: CopanState, slot: number, card: number): void {
  const old = s.altarDisplay[slot]!;
  const j = s.altarDisplay.indexOf(card);
  if (j >= 0) s.altarDisplay[j] = old;
  else {
    const pile = s.altarDeck.includes(card) ? s.altarDeck : s.altarDiscard;
    pile[pile.indexOf(card)] = old;
  }
  s.altarDisplay[slot] = card;
}

/** Gives seat `n` Glyph cards of colour c from the deck. */
export function giveGlyphs(s: CopanState, seat: number, c: number, n: number): void {
  s.glyphDeck[c]! -= n;
  s.players[seat]!.glyphs[c]! += n;
}

/** Jumps to the active seat's Action phase (its Court phase done). */
export function atSite(s: CopanState): CopanState {
  s.tasks = [{ k: 'site' }, { k: 'bonus' }, { k: 'endTurn' }];
  return s;
}

export function setTotem(s: CopanState, seat: number, site: number, space: number, side = 0): void {
  const p = s.players[seat]!;
  p.site = site;
  p.space = space;
  p.side = side;
}
