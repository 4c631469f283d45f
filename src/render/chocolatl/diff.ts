// What changed between two views of the same game, as data (pure). Animation is derived from
// this difference, never scripted by the rules: a slot that was empty and holds a card was
// played from the hand, a slot that turned face up was revealed, a marker further along the
// track moved there, a figure with a new holder changed hands, and so on.
import { NONE, type ChocolatlView } from '../../games/chocolatl/types.ts';
import { hutSpaces, slotShown } from './derive.ts';

export type Figure = 'chocolatl' | 'oldMan';

export type Change =
  | { kind: 'place'; seat: number; slot: number; from: number } // from: index in the viewer's old hand, NONE for others
  | { kind: 'reveal'; seat: number; slot: number; placed: boolean } // placed: the card arrived in this same step
  | { kind: 'return'; seat: number; slot: number; to: number } // round end, the viewer's card back to hand index `to`
  | { kind: 'score'; seat: number; from: number; to: number }
  | { kind: 'white' } // the harvest dice were rolled
  | { kind: 'round'; from: number; to: number }
  | { kind: 'figure'; figure: Figure; from: number; to: number }
  | { kind: 'hut'; seat: number; space: number }
  | { kind: 'stone'; seat: number; box: number }
  | { kind: 'die-taken'; seat: number; index: number } // index among the seat's held dice
  | { kind: 'dice-rolled'; seat: number; count: number; total: number; loc: number } // total NONE when no longer shown
  | { kind: 'tachli-take'; seat: number; box: number; card: number; to: number } // to: viewer's hand index or NONE
  | { kind: 'tachli-deal'; box: number }
  | { kind: 'sacrifice'; seat: number; from: number } // from: viewer's old hand index or NONE
  | { kind: 'altar-reveal'; seat: number };

/** Whether two views can be compared at all (same table, same viewer). */
export function comparable(a: ChocolatlView | null, b: ChocolatlView): a is ChocolatlView {
  return a !== null && a.n === b.n && a.viewer === b.viewer;
}

/** Picks indices of `values` in `hand`, each index used once. */
function indexer(hand: readonly number[] | null): (value: number) => number {
  const used = new Set<number>();
  return (value) => {
    if (!hand) return NONE;
    const i = hand.findIndex((c, k) => c === value && !used.has(k));
    if (i >= 0) used.add(i);
    return i;
  };
}

export function diffViews(a: ChocolatlView, b: ChocolatlView): Change[] {
  const out: Change[] = [];
  const me = typeof b.viewer === 'number' ? b.viewer : NONE;
  const fromOldHand = indexer(me >= 0 ? a.hands[me] ?? null : null);
  const toNewHand = indexer(me >= 0 ? b.hands[me] ?? null : null);

  // Sacrifices come out of the hand first, so the hand indices below stay right.
  for (let seat = 0; seat < b.n; seat++) {
    if (a.sacrifices[seat] === NONE && b.sacrifices[seat] !== NONE)
      out.push({ kind: 'sacrifice', seat, from: seat === me ? fromOldHand(b.sacrifices[seat] as number) : NONE });
    if (a.phase !== 'over' && b.phase === 'over') out.push({ kind: 'altar-reveal', seat });
  }

  for (let seat = 0; seat < b.n; seat++) {
    const before = a.boards[seat]!, after = b.boards[seat]!;
    for (let slot = 0; slot < after.length; slot++) {
      const was = before[slot], now = after[slot];
      const placed = was === NONE && now !== NONE;
      if (placed) out.push({ kind: 'place', seat, slot, from: seat === me && typeof now === 'number' ? fromOldHand(now) : NONE });
      if (was !== NONE && now === NONE && seat === me && typeof was === 'number') out.push({ kind: 'return', seat, slot, to: toNewHand(was) });
      if (now !== NONE && slotShown(b, slot) && !(slotShown(a, slot) && !placed)) out.push({ kind: 'reveal', seat, slot, placed });
    }
  }

  b.scores.forEach((s, seat) => {
    if (s !== a.scores[seat]) out.push({ kind: 'score', seat, from: a.scores[seat]!, to: s });
  });

  if (b.round !== a.round && b.white.length > 0) out.push({ kind: 'white' });
  if (b.round !== a.round && b.round >= 1) out.push({ kind: 'round', from: a.round, to: b.round });

  if (b.chocolatl !== a.chocolatl && b.chocolatl !== NONE) out.push({ kind: 'figure', figure: 'chocolatl', from: a.chocolatl, to: b.chocolatl });
  if (b.oldMan !== a.oldMan && b.oldMan !== NONE) out.push({ kind: 'figure', figure: 'oldMan', from: a.oldMan, to: b.oldMan });

  const huts = hutSpaces(b), hutsBefore = hutSpaces(a);
  if (huts.length > hutsBefore.length) {
    const grew = b.huts.findIndex((h, seat) => h > a.huts[seat]!);
    const space = huts.lastIndexOf(grew);
    if (grew >= 0) out.push({ kind: 'hut', seat: grew, space });
  }
  for (let box = a.pyramid.length; box < b.pyramid.length; box++) out.push({ kind: 'stone', seat: b.pyramid[box]!, box });

  b.dice.forEach((d, seat) => {
    const before = a.dice[seat]!;
    if (d > before) for (let k = before; k < d; k++) out.push({ kind: 'die-taken', seat, index: k });
    // Dice are rolled at the location of the dice step; the next reveal clears the rolled sum.
    if (d < before) out.push({ kind: 'dice-rolled', seat, count: before - d, total: b.loc === a.loc ? b.diceAdd[seat] ?? 0 : NONE, loc: a.loc });
  });

  b.newCard.forEach((card, seat) => {
    if (card === NONE || a.newCard[seat] === card) return;
    const box = a.tachli[0] === card ? 0 : 1;
    out.push({ kind: 'tachli-take', seat, box, card, to: seat === me ? (b.hands[me]?.lastIndexOf(card) ?? NONE) : NONE });
  });
  b.tachli.forEach((card, box) => {
    if (card !== NONE && a.tachli[box] !== card) out.push({ kind: 'tachli-deal', box });
  });
  return out;
}

/** A change set too large to animate clearly (a reload, a jump in the log): show it at once. */
export const tooMuch = (changes: readonly Change[]): boolean => changes.length > 200;
