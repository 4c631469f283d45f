// Where a Zapotec simulation stops: at the end of one of the deciding seat's turns (its draw step,
// or the game's end), so that evaluation compares whole turns.
import { activeSeat, type ZapotecState } from '../types.ts';

/**
 * True once `seat` has finished its turn `rounds` rounds after `root`'s round (0: the turn it is in
 * or about to play), or the game is over.
 */
export function turnOver(root: ZapotecState, seat: number, rounds = 0): (s: ZapotecState) => boolean {
  const round = root.round + rounds;
  return (s) => {
    if (s.phase === 'over' || s.round > round) return true;
    if (s.round < round || s.phase !== 'turn') return false;
    const at = s.order.indexOf(seat);
    return s.turn > at || (s.turn === at && s.step === 'draw' && s.sub.length === 0);
  };
}

export const isActing = (s: ZapotecState, seat: number): boolean => s.phase === 'turn' && activeSeat(s) === seat;
