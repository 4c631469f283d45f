// A cheaper copy for trying one of the acting seat's own actions: only what such an action can
// change is copied (the board, the rows, pyramids, ritual discs and the seat itself); the other
// seats, decks and hands are shared. Only for the kinds listed below, which never end the turn;
// tests check on whole games that trying them this way never touches the original state.
import type { PlayerState, ZapotecChoice, ZapotecState } from '../types.ts';

/** Action kinds that change nothing beyond what lightCopy copies. */
export const LIGHT_KINDS: ReadonlySet<ZapotecChoice['kind']> = new Set([
  'income', 'buy', 'use', 'pyramid', 'ritual', 'sacrifice', 'bonus', 'ritual11', 'endCapital', 'build', 'place',
]);

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p, res: p.res.slice(), grid: p.grid.slice(), pieces: p.pieces.slice(), trade: p.trade.map((t) => ({ id: t.id, up: t.up })),
    boughtLevels: p.boughtLevels.slice(), pyramidsThisRound: p.pyramidsThisRound.slice(), hand: p.hand.slice(),
  };
}

export function lightCopy(s: ZapotecState, seat: number): ZapotecState {
  return {
    ...s,
    sub: s.sub.slice(),
    spaceTile: s.spaceTile.slice(),
    spaceOwner: s.spaceOwner.slice(),
    pyramids: s.pyramids.map((p) => ({ tile: p.tile, pieces: p.pieces.slice() })),
    scoringTiles: s.scoringTiles.slice(),
    tradeRows: s.tradeRows.map((r) => r.slice()),
    ritualDiscs: s.ritualDiscs.map((r) => r.slice()),
    players: s.players.map((p, i) => (i === seat ? copyPlayer(p) : p)),
  };
}
