// Which points of view a replay offers. A finished game hides nothing any more: every seat, the
// spectator and every hand at once. A game still in progress only from the seats this person
// plays (a hand they saw anyway) or as a spectator, so a replay never shows what play hides.
import type { Seat, Viewer } from '../../engine/types.ts';

/** A point of view: a seat, the spectator, or 'all' (every hand revealed, finished games only). */
export type ReplayPov = Viewer | 'all';

export function replayPovs(over: boolean, seatCount: number, own: readonly Seat[]): ReplayPov[] {
  if (over) return [...Array.from({ length: seatCount }, (_, i) => i), 'spectator', 'all'];
  return [...new Set(own.filter((s) => Number.isInteger(s) && s >= 0 && s < seatCount)), 'spectator'];
}

/**
 * The seats a device may watch its own game in progress from, when it does not say which: its
 * one human seat. Several humans (a device passed round, or a host's guests) name none, since
 * the person holding it now may be any of them.
 */
export function ownSeats(seats: readonly { kind: string }[]): Seat[] {
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return humans.length === 1 ? humans : [];
}
