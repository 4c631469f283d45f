// A structure-aware copy of the Zapotec state: several times faster than a generic deep copy,
// and apply runs it once per decision (bots run millions of them).
import type { RngState } from '../../engine/rng.ts';
import type { PlayerState, ZapotecState } from './types.ts';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    res: p.res.slice(),
    grid: p.grid.slice(),
    pieces: p.pieces.slice(),
    trade: p.trade.map((t) => ({ id: t.id, up: t.up })),
    boughtLevels: p.boughtLevels.slice(),
    pyramidsThisRound: p.pyramidsThisRound.slice(),
    hand: p.hand.slice(),
  };
}

export function cloneState(s: ZapotecState): ZapotecState {
  return {
    ...s,
    rng: s.rng.slice() as RngState,
    sub: s.sub.slice(),
    spaceTile: s.spaceTile.slice(),
    spaceOwner: s.spaceOwner.slice(),
    pyramids: s.pyramids.map((p) => ({ tile: p.tile, pieces: p.pieces.map((x) => ({ seat: x.seat, size: x.size })) })),
    scoringTiles: s.scoringTiles.slice(),
    tradeRows: s.tradeRows.map((r) => r.slice()),
    tradeStacks: s.tradeStacks.map((r) => r.slice()),
    tradeRemoved: s.tradeRemoved.slice(),
    rituals: s.rituals.slice(),
    ritualDiscs: s.ritualDiscs.map((r) => r.slice()),
    bonusStack: s.bonusStack.slice(),
    offer: s.offer.slice(),
    deck: s.deck.slice(),
    removedCards: s.removedCards.slice(),
    discard: s.discard.slice(),
    chosen: s.chosen.slice(),
    played: s.played.slice(),
    order: s.order.slice(),
    players: s.players.map(clonePlayer),
    cocijobot: s.cocijobot && {
      ...s.cocijobot,
      deck: s.cocijobot.deck.slice(),
      revealed: s.cocijobot.revealed.slice(),
      discard: s.cocijobot.discard.slice(),
      pyramidOrder: s.cocijobot.pyramidOrder.slice(),
    },
    final: s.final && s.final.slice(),
  };
}
