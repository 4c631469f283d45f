// Where a Copan simulation stops: when the turn in progress at the root is over (the next seat's
// turn starts) or the game ends, so that every evaluation compares whole turns.
import type { CopanState } from '../types.ts';

export function turnOver(root: CopanState): (s: CopanState) => boolean {
  const active = root.active;
  const turns = root.players[active]!.turns;
  return (s) => s.over || s.active !== active || s.players[active]!.turns !== turns;
}

/**
 * Where a simulation stops with 3-4 players: when the next seat's turn is over too. What a turn
 * leaves on the board (Court tiles to collect beside, a refilled display, a pushed totem) is
 * first of all the next seat's to take, and only its turn shows that.
 */
export function nextTurnOver(root: CopanState): (s: CopanState) => boolean {
  return seatTurnOver(root, (root.active + 1) % root.players.length);
}

/** Stops once `seat` has finished the turn it has to play from `root` on, or the game ends. */
function seatTurnOver(root: CopanState, seat: number): (s: CopanState) => boolean {
  const turns = root.players[seat]!.turns;
  return (s) => s.over || s.players[seat]!.turns !== turns;
}
