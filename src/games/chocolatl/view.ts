// What a seat may see, and the reverse for bots: a full state consistent with a view, with
// every card the viewer cannot place redealt at random from that player's unseen pool.
import { cloneJson } from '../../engine/clone.ts';
import { nextInt, seedRng, shuffleInPlace } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import { CARD_VALUES } from './data.ts';
import { NONE, type ChocolatlState, type ChocolatlView } from './types.ts';

const MAX_CARD = Math.max(...CARD_VALUES);

/** Is slot `i` of a board face up for everyone? */
export function slotVisible(s: Pick<ChocolatlState, 'phase' | 'revealedTo' | 'firstUp'>, i: number): boolean {
  if (s.phase === 'over') return true;
  return (i >> 1) + 1 <= s.revealedTo || (s.firstUp && i % 2 === 0);
}

/** A deck's cards as a sorted multiset: public, since every drawn card was shown face up. */
const pool = (deck: readonly number[]): number[] => [...deck].sort((a, b) => a - b);

export function view(s: ChocolatlState, viewer: Viewer): ChocolatlView {
  const over = s.phase === 'over';
  const n = s.n;
  const hands: (number[] | null)[] = [];
  const boards: (number | null)[][] = [];
  const sacrifices: (number | null)[] = [];
  const diceDecl: (number | null)[] = [];
  const unseen: (number[] | null)[] = [];
  const visible: boolean[] = [];
  for (let i = 0; i < 12; i++) visible.push(slotVisible(s, i));
  for (let p = 0; p < n; p++) {
    const own = p === viewer;
    const board = s.boards[p]!;
    const sacrifice = s.sacrifices[p]!;
    hands.push(own ? s.hands[p]!.slice() : null);
    boards.push(own ? board.slice() : board.map((v, i) => (v === NONE || visible[i] ? v : null)));
    sacrifices.push(own || over || sacrifice === NONE ? sacrifice : null);
    const decl = s.diceDecl[p]!;
    diceDecl.push(own || decl === NONE || s.dice[p] === 0 ? decl : null);
    if (own) {
      unseen.push(null);
      continue;
    }
    const hidden = s.hands[p]!.slice();
    for (let i = 0; i < 12; i++) if (board[i] !== NONE && !visible[i]) hidden.push(board[i]!);
    if (sacrifice !== NONE && !over) hidden.push(sacrifice);
    unseen.push(hidden.sort((a, b) => a - b));
  }
  // Public fields are listed one by one, so a new hidden field never leaks by default.
  return {
    viewer,
    n,
    phase: s.phase,
    round: s.round,
    loc: s.loc,
    mode: s.mode,
    lastRound: s.lastRound,
    hands,
    handCounts: s.hands.map((h) => h.length),
    boards,
    sacrifices,
    revealedTo: s.revealedTo,
    firstUp: s.firstUp,
    diceDecl,
    diceAdd: s.diceAdd.slice(),
    offers: s.offers.slice(),
    order: s.order.slice(),
    scores: s.scores.slice(),
    seq: s.seq.slice(),
    seqCounter: s.seqCounter,
    cubes: s.cubes.slice(),
    huts: s.huts.slice(),
    dice: s.dice.slice(),
    diceSpent: s.diceSpent,
    white: s.white.slice(),
    pyramid: s.pyramid.slice(),
    tachli: s.tachli.slice(),
    deckHigh: s.deckHigh.length,
    deckLow: s.deckLow.length,
    deckHighPool: pool(s.deckHigh),
    deckLowPool: pool(s.deckLow),
    discardPile: s.discardPile.slice(),
    chocolatl: s.chocolatl,
    oldMan: s.oldMan,
    oldManRound: s.oldManRound,
    newCard: s.newCard.slice(),
    points: s.points.map((row) => row.slice()),
    unseen,
  };
}

export function sampleConsistent(v: ChocolatlView, _viewer: number, seed: string): ChocolatlState {
  const {
    viewer: _v, hands, handCounts: _c, boards, sacrifices, diceDecl, unseen, deckHigh: _h, deckLow: _l,
    deckHighPool, deckLowPool, ...open
  } = v;
  const rng = seedRng(seed);
  const s: ChocolatlState = {
    ...cloneJson(open),
    rng: seedRng(`${seed}:future`),
    hands: [],
    boards: boards.map((b) => b.map((x) => x ?? NONE)),
    sacrifices: sacrifices.map((x) => x ?? NONE),
    diceDecl: [],
    deckHigh: shuffleInPlace(rng, [...deckHighPool]),
    deckLow: shuffleInPlace(rng, [...deckLowPool]),
  };
  for (let p = 0; p < s.n; p++) {
    if (unseen[p] === null || unseen[p] === undefined) {
      // The view's own seat: everything is known.
      s.hands.push([...(hands[p] ?? [])]);
      continue;
    }
    const cards = shuffleInPlace(rng, [...unseen[p]!]);
    // A card just won at Tachli is known to be in hand; a sacrifice is one of the 13 first cards.
    const fresh = s.newCard[p]!;
    if (fresh !== NONE) cards.splice(cards.indexOf(fresh), 1);
    if (sacrifices[p] === null) s.sacrifices[p] = cards.splice(cards.findIndex((c) => c <= MAX_CARD), 1)[0]!;
    boards[p]!.forEach((x, i) => x === null && (s.boards[p]![i] = cards.pop()!));
    if (fresh !== NONE) cards.push(fresh);
    s.hands.push(cards.sort((a, b) => a - b)); // what is left is exactly handCounts[p] cards
  }
  // A hidden dice declaration is redrawn uniformly from what that seat could have declared.
  s.diceDecl = diceDecl.map((x, p) => x ?? nextInt(rng, s.dice[p]! + 1));
  return s;
}
