// A tiny two-seat game with hidden hands and a hidden deck, for the search tests. Each seat holds
// three cards (1..12 once each); in turn a seat plays one onto its pile and draws from the deck;
// after three plays each the bigger pile wins. Real states carry `real: true`, views and
// determinizations never do, so a test can catch a bot touching the real state.
import type { ApplyResult, Choice, GameModule, GameResult } from '../../../src/engine/types.ts';
import { seedRng, shuffleInPlace } from '../../../src/engine/rng.ts';

export interface SecretState { hands: number[][]; deck: number[]; piles: number[]; turn: number; plays: number; real?: true }
export type SecretChoice = Choice & { card: number };
const HIDDEN = 0;

function setup(_o: unknown, seed: string): SecretState {
  const cards = shuffleInPlace(seedRng(seed), Array.from({ length: 12 }, (_, i) => i + 1));
  return { hands: [cards.splice(0, 3), cards.splice(0, 3)], deck: cards, piles: [0, 0], turn: 0, plays: 0, real: true };
}

const over = (s: SecretState) => s.plays >= 6;

function applyTo(s: SecretState, seat: number, choice: unknown, next: SecretState): ApplyResult<SecretState> {
  const c = choice as SecretChoice | null;
  if (over(s) || seat !== s.turn) return { ok: false, error: { code: 'not-your-turn', reason: 'Not your turn.' } };
  if (!c || !s.hands[seat]!.includes(c.card)) return { ok: false, error: { code: 'bad-choice', reason: 'Not in hand.' } };
  const hand = next.hands[seat]!;
  hand.splice(hand.indexOf(c.card), 1);
  next.piles[seat]! += c.card;
  if (next.deck.length > 0) hand.push(next.deck.pop()!);
  next.turn = 1 - seat;
  next.plays++;
  return { ok: true, state: next, events: [], barrier: true };
}

const copy = (s: SecretState): SecretState => ({ ...s, hands: s.hands.map((h) => h.slice()), deck: s.deck.slice(), piles: s.piles.slice() });

export const secretGame: GameModule<SecretState, unknown, SecretChoice, SecretState> = {
  id: 'secret',
  formatVersion: 1,
  rulesVersion: 1,
  migrations: [],
  checkOptions: () => ({ ok: true, options: {} }),
  setup,
  pending: (s) => (over(s) ? [] : [{ seat: s.turn, kind: 'play' }]),
  choices: (s, seat) => (over(s) || seat !== s.turn ? [] : s.hands[seat]!.map((card) => ({ id: `play:${card}`, kind: 'play', card }))),
  apply: (s, seat, choice) => applyTo(s, seat, choice, copy(s)),
  applyInPlace: (s, seat, choice) => applyTo(s, seat, choice, s),
  copy,
  view: (s, viewer) => {
    const v = copy(s);
    delete v.real;
    v.hands = v.hands.map((h, seat) => (seat === viewer ? h : h.map(() => HIDDEN)));
    v.deck = v.deck.map(() => HIDDEN);
    return v;
  },
  sampleConsistent: (v, viewer, seed) => {
    const s = copy(v);
    const seen = new Set([...s.hands[viewer]!]);
    // Played cards are lost from the piles' sums, so treat every card not in hand as unseen.
    const pool = shuffleInPlace(seedRng(seed), Array.from({ length: 12 }, (_, i) => i + 1).filter((c) => !seen.has(c)));
    s.hands = s.hands.map((h, seat) => (seat === viewer ? h : h.map(() => pool.pop()!)));
    s.deck = s.deck.map(() => pool.pop()!);
    return s;
  },
  result: (s): GameResult | null => {
    if (!over(s)) return null;
    const [a, b] = s.piles as [number, number];
    return {
      scores: [0, 1].map((seat) => ({ seat, total: s.piles[seat]!, breakdown: { pile: s.piles[seat]! } })),
      ranking: a === b ? [[0, 1]] : a > b ? [[0], [1]] : [[1], [0]],
      tieBreaks: [],
    };
  },
  seatCount: () => 2,
};

/** The same module, but every function a bot may call throws when handed a real state. */
export function guarded(): GameModule<SecretState, unknown, SecretChoice, SecretState> {
  const check = (s: SecretState) => {
    if (s.real) throw new Error('a bot touched the real state');
  };
  return {
    ...secretGame,
    pending: (s) => (check(s), secretGame.pending(s)),
    choices: (s, seat) => (check(s), secretGame.choices(s, seat)),
    apply: (s, seat, c) => (check(s), secretGame.apply(s, seat, c)),
    applyInPlace: (s, seat, c) => (check(s), secretGame.applyInPlace!(s, seat, c)),
    copy: (s) => (check(s), secretGame.copy!(s)),
    view: (s, viewer) => secretGame.view(s, viewer),
    sampleConsistent: (v, viewer, seed) => (check(v), secretGame.sampleConsistent(v, viewer, seed)),
    result: (s) => (check(s), secretGame.result(s)),
  };
}
