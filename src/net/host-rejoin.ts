// A seat follows its player (issue 28): the host gives any person's seat a rejoin link, a new
// secret; the old secret is revoked at once, and a device still holding it is told the seat moved
// (not "bad secret", not a seat taken by someone else). A seat a bot plays keeps its bot until a
// person opens the link: the seat is theirs from that hello on. The room (host.ts) holds the seats;
// this module holds what a rejoin changes in them.
import type { SeatRecord, HostContext } from './host-context.ts';
import { sameSecret } from './secret.ts';
import { announceRound } from './host-secrets.ts';
import { forgetCommit } from './host-draw.ts';

/** The refusal a device holding a revoked secret gets (a fatal 'rejected'). */
export const SEAT_MOVED = { reason: 'seat-moved', detail: 'This seat was moved to another device.' } as const;

/** How many revoked secrets a seat remembers (each one rejoin link older). */
const KEEP_REVOKED = 4;

export function revoke(rec: SeatRecord, secret: string | undefined): void {
  if (!secret) return;
  rec.revoked = [secret, ...(rec.revoked ?? []).filter((s) => s !== secret)].slice(0, KEEP_REVOKED);
}

export function isRevoked(rec: SeatRecord, secret: string): boolean {
  return (rec.revoked ?? []).some((s) => sameSecret(s, secret));
}

/** Who may be given a rejoin link: a seat a person holds, or a bot's seat a person held. */
export function canRejoin(rec: SeatRecord | undefined): boolean {
  return rec !== undefined && ((rec.kind === 'remote' && rec.claimed) || (rec.kind === 'ai' && Boolean(rec.former || rec.rejoin)));
}

/**
 * Whatever the seat committed to this round is forgotten: whoever plays it now chooses again (an
 * old commitment would wait for a reveal forever, and a bot's pick is not the person's to reveal).
 */
export function forgetPick<S, O, V>(ctx: HostContext<S, O, V>, seat: number): void {
  ctx.localPicks.delete(seat);
  forgetCommit(ctx, seat);
  const round = ctx.round;
  if (round?.has(seat) && !round.hasRevealed(seat) && round.hasCommitted(seat)) {
    round.drop(seat);
    announceRound(ctx);
  }
}

/**
 * A person's hello with the rejoin secret of a bot's seat: the bot stops, the seat is the person's
 * (a remote seat with that secret). False when the secret is not that seat's rejoin secret.
 */
export function takeBackFromBot<S, O, V>(ctx: HostContext<S, O, V>, seat: number, secret: string): boolean {
  const rec = ctx.seats[seat];
  if (!rec || rec.kind !== 'ai' || !rec.rejoin || !sameSecret(rec.rejoin, secret)) return false;
  forgetPick(ctx, seat);
  rec.kind = 'remote';
  rec.secret = rec.rejoin;
  rec.claimed = true;
  rec.rejoin = undefined;
  rec.former = undefined;
  rec.returning = false;
  return true;
}
