// A room's seats changing hands: a name, colour or kind set by the host, a bot standing in for a
// gone player and giving the seat back, a seat reopened for a new device or given a rejoin link.
// Each change lets the old connection go (told why) and tells the lobby and the bots.
import { PROTOCOL_VERSION, cleanName } from './protocol-fields.ts';
import { randomHex } from './secret.ts';
import type { HostContext } from './host-context.ts';
import type { HostSeatConfig } from './host-types.ts';
import { dropConn, refreshStatuses, send } from './host-conns.ts';
import { broadcastLobby } from './host-lobby.ts';
import { scheduleAi } from './host-ai.ts';
import { SEAT_MOVED, canRejoin, forgetPick, revoke } from './host-rejoin.ts';

type Ctx = HostContext<any, any, any>;

/** Changes a seat's name, colour or kind. A new kind gets a new secret: a guest that held it is let go. */
export function setSeat(ctx: Ctx, seat: number, config: Partial<HostSeatConfig>): boolean {
  const rec = ctx.seats[seat];
  if (!rec) return false;
  if (config.name !== undefined) rec.name = cleanName(config.name) || rec.name;
  if (config.color !== undefined && Number.isInteger(config.color) && config.color >= 0 && config.color < ctx.opts.colors) rec.color = config.color;
  if (config.kind !== undefined && (config.kind !== rec.kind || config.kind === 'remote')) {
    letGo(ctx, seat, 'seat-reassigned', 'The host gave this seat to someone else.');
    rec.kind = config.kind;
    rec.secret = randomHex(ctx.opts.random);
    rec.claimed = config.kind !== 'remote';
    rec.former = undefined;
    rec.rejoin = undefined;
    rec.returning = false;
  }
  settle(ctx);
  return true;
}

/**
 * The seat is played by a bot from now on (a gone or stalled guest). Its player's secret is kept:
 * when that player comes back, the host may give the seat back (giveBack).
 */
export function replaceWithAi(ctx: Ctx, seat: number): boolean {
  const rec = ctx.seats[seat];
  if (!rec || rec.kind !== 'remote') return setSeat(ctx, seat, { kind: 'ai' });
  const former = rec.claimed ? rec.secret : undefined;
  // Not 'seat-reassigned': the guest keeps its secret, to be let back in later.
  letGo(ctx, seat, 'seat-bot', 'A bot plays this seat for now; the host can give it back.');
  rec.kind = 'ai';
  rec.secret = randomHex(ctx.opts.random);
  rec.claimed = true;
  rec.former = former;
  rec.rejoin = undefined;
  rec.returning = false;
  settle(ctx);
  return true;
}

/** A bot's seat goes back to its player (the former secret works again; the player's device rejoins). */
export function giveBack(ctx: Ctx, seat: number): boolean {
  const rec = ctx.seats[seat];
  if (!rec || rec.kind !== 'ai' || !rec.former) return false;
  letGo(ctx, seat, 'seat-reassigned', '');
  rec.kind = 'remote';
  rec.secret = rec.former;
  rec.claimed = true;
  rec.former = undefined;
  rec.returning = false;
  settle(ctx);
  return true;
}

/**
 * A new device: the seat's secret is revoked (its old device is let go) and the seat is open to
 * the next person who opens the link, who takes it with its name, colour and everything played.
 */
export function reopenSeat(ctx: Ctx, seat: number): boolean {
  const rec = ctx.seats[seat];
  if (!rec || (rec.kind !== 'remote' && !(rec.kind === 'ai' && rec.former))) return false;
  letGo(ctx, seat, SEAT_MOVED.reason, SEAT_MOVED.detail);
  revoke(rec, rec.kind === 'remote' && rec.claimed ? rec.secret : rec.former);
  rec.kind = 'remote';
  rec.secret = randomHex(ctx.opts.random);
  rec.claimed = false;
  rec.former = undefined;
  revoke(rec, rec.rejoin);
  rec.rejoin = undefined;
  rec.returning = false;
  settle(ctx);
  return true;
}

/**
 * A rejoin link for the seat (any time, its device connected or not): a new secret, returned; the
 * old one is revoked at once and its device, if connected, told the seat moved. A bot's seat keeps
 * its bot until a person joins with the new secret. Null: no person's seat (host-rejoin.ts).
 */
export function rejoinSeat(ctx: Ctx, seat: number): string | null {
  const rec = ctx.seats[seat];
  if (!rec || !canRejoin(rec)) return null;
  const secret = randomHex(ctx.opts.random);
  if (rec.kind === 'remote') {
    letGo(ctx, seat, SEAT_MOVED.reason, SEAT_MOVED.detail);
    revoke(rec, rec.secret);
    rec.secret = secret;
  } else {
    revoke(rec, rec.former);
    revoke(rec, rec.rejoin);
    rec.former = undefined;
    rec.rejoin = secret;
    rec.returning = false;
  }
  settle(ctx);
  return secret;
}

/** The seat's connection goes (told why), and whatever it committed to this round is forgotten. */
function letGo(ctx: Ctx, seat: number, reason: string, detail: string): void {
  const rec = ctx.seats[seat]!;
  const old = rec.conn;
  if (old) {
    rec.conn = null;
    old.seat = null;
    send(ctx, old, { v: PROTOCOL_VERSION, type: 'rejected', reason, detail, fatal: true });
    dropConn(ctx, old, reason);
  }
  forgetPick(ctx, seat);
}

/** Statuses, the lobby and the bots follow a seat's change. */
function settle(ctx: Ctx): void {
  refreshStatuses(ctx);
  broadcastLobby(ctx);
  scheduleAi(ctx);
}
