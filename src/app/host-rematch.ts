// Another game in the hosted room, the app's part: the offer, its answers, and its start, where the
// seats of guests who did not say yes may go to bots (src/net/host-rematch.ts runs the offer and
// the new seed).
import type { SaveFile } from '../engine/match.ts';
import type { RematchState } from '../net/host-types.ts';
import type { HostSession } from './host-session.ts';

/** Which game of the room is played (0: the first; each rematch counts up). */
export function matchNumber(hs: HostSession): number { return hs.room.matchNumber; }
/** Offers the guests another game in this room (once this one is over). */
export function offerRematch(hs: HostSession): boolean { return hs.room.offerRematch(); }
export function rematch(hs: HostSession): RematchState | null { return hs.room.rematch(); }
export function cancelRematch(hs: HostSession): void { hs.room.cancelRematch(); }
export function onRematch(hs: HostSession, cb: (state: RematchState | null) => void): () => void { return hs.room.on('rematch', cb); }

/**
 * Starts the offered game (same options, seats, colours); `keep` gets the finished game first.
 * botsForMissing: the seats of guests who did not say yes go to bots (they can be given back).
 */
export function startRematch(hs: HostSession, botsForMissing: boolean, keep: (finished: SaveFile<unknown>) => void): boolean {
  const offer = hs.room.rematch();
  if (!offer) return false;
  if (botsForMissing) for (const s of hs.room.lobby()) if (s.kind === 'remote' && !offer.accepted.includes(s.seat)) hs.replaceWithAi(s.seat);
  return hs.room.startRematch(false, keep) !== null;
}
