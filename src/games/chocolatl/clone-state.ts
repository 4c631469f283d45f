// A field-by-field deep copy of the state: the same result as cloneJson, several times faster,
// which matters for bot playouts. tests/games/chocolatl/clone-state.test.ts checks that it
// copies every field and shares no array with its source.
import type { ChocolatlState } from './types.ts';

const rows = (a: number[][]): number[][] => a.map((r) => r.slice());

export function cloneState(s: ChocolatlState): ChocolatlState {
  return {
    n: s.n,
    phase: s.phase,
    round: s.round,
    loc: s.loc,
    mode: s.mode,
    lastRound: s.lastRound,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    hands: rows(s.hands),
    boards: rows(s.boards),
    sacrifices: s.sacrifices.slice(),
    revealedTo: s.revealedTo,
    firstUp: s.firstUp,
    diceDecl: s.diceDecl.slice(),
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
    deckHigh: s.deckHigh.slice(),
    deckLow: s.deckLow.slice(),
    discardPile: s.discardPile.slice(),
    chocolatl: s.chocolatl,
    oldMan: s.oldMan,
    oldManRound: s.oldManRound,
    newCard: s.newCard.slice(),
    points: rows(s.points),
  };
}
