// Pass the host (issue 28): the room's authority moves to a guest's device, with that player's
// consent. The host offers (host-offer); the guest answers (host-answer); on yes the room is sent
// to that guest alone (host-handover: every hand and every seat secret, which is why consent is
// asked); the guest stores it, replays it and says so with the state hash it got (host-ready);
// when that hash is the room's, every guest is told where the room went (host-moved) and the old
// host closes, freeing the room's peer id for the new host. A move made meanwhile changes the
// hash: the room is sent again, so the new host never starts from an older state.
import { hashState } from '../engine/hash.ts';
import { PROTOCOL_VERSION, cleanName } from './protocol-fields.ts';
import type { HostAnswerMsg, HostReadyMsg } from './protocol-guest.ts';
import type { HostSnapshot, Outcome, SeatSnapshot } from './host-types.ts';
import type { SecretPick } from './guest-types.ts';
import { broadcast, reject, send } from './host-conns.ts';
import type { Conn, HostContext } from './host-context.ts';

export type { HandoverState } from './host-context.ts';

let nextOfferId = 1;

const conn = <S, O, V>(ctx: HostContext<S, O, V>, seat: number): Conn | null => {
  const c = ctx.seats[seat]?.conn ?? null;
  return c && c.joined && c.link.isOpen && ctx.conns.has(c) ? c : null;
};

/** Asks the guest of `seat` whether its device takes the room over. */
export function offerHost<S, O, V>(ctx: HostContext<S, O, V>, seat: number, from: string): Outcome {
  if (ctx.closed) return { ok: false, reason: 'closed', detail: 'The room is closed.' };
  const rec = ctx.seats[seat];
  if (!rec || rec.kind !== 'remote') return { ok: false, reason: 'not-remote', detail: 'Only a guest\'s device can take the room over.' };
  const c = conn(ctx, seat);
  if (!c || rec.status !== 'connected') return { ok: false, reason: 'not-connected', detail: 'That guest is not connected.' };
  if (ctx.handover && conn(ctx, ctx.handover.seat)) return { ok: false, reason: 'busy', detail: 'Another hand-over is waiting for an answer.' };
  const id = nextOfferId++;
  ctx.handover = { seat, id, stage: 'asked' };
  send(ctx, c, { v: PROTOCOL_VERSION, type: 'host-offer', id, from: cleanName(from) });
  return { ok: true };
}

/** The host changed its mind, or gave up waiting. */
export function cancelHandover<S, O, V>(ctx: HostContext<S, O, V>): void {
  ctx.handover = null;
}

export function onHostAnswer<S, O, V>(ctx: HostContext<S, O, V>, from: Conn, msg: HostAnswerMsg): void {
  const h = ctx.handover;
  if (!h || h.stage !== 'asked' || h.id !== msg.id || h.seat !== msg.seat) return reject(ctx, from, 'no-offer', 'No hand-over was offered to this seat.', msg.id);
  if (!msg.accept) {
    ctx.handover = null;
    ctx.emitter.emit('handover', { seat: msg.seat, stage: 'declined' });
    return;
  }
  h.stage = 'accepted';
  ctx.emitter.emit('handover', { seat: msg.seat, stage: 'accepted' });
}

/** Sends the room (built by the app: snapshot + its own settings) to the guest that accepted. */
export function sendHandover<S, O, V>(ctx: HostContext<S, O, V>, room: unknown): Outcome {
  const h = ctx.handover;
  if (!h || h.stage === 'asked') return { ok: false, reason: 'no-consent', detail: 'The guest has not accepted.' };
  const c = conn(ctx, h.seat);
  if (!c || ctx.closed) return { ok: false, reason: 'not-connected', detail: 'That guest is not connected.' };
  h.stage = 'sent';
  h.room = room;
  send(ctx, c, { v: PROTOCOL_VERSION, type: 'host-handover', id: h.id, hash: hashState(ctx.match.state), room });
  return { ok: true };
}

export function onHostReady<S, O, V>(ctx: HostContext<S, O, V>, from: Conn, msg: HostReadyMsg): void {
  const h = ctx.handover;
  if (!h || h.stage !== 'sent' || h.id !== msg.id || h.seat !== msg.seat) return reject(ctx, from, 'no-offer', 'No room was handed to this seat.', msg.id);
  if (msg.hash !== hashState(ctx.match.state)) {
    // A move landed after the room was sent: the app sends it again, as it is now.
    ctx.emitter.emit('handover', { seat: msg.seat, stage: 'accepted' });
    return;
  }
  ctx.emitter.emit('handover', { seat: msg.seat, stage: 'ready' });
}

/** Every guest learns where the room went (the new host's seat and name); the room closes next. */
export function announceMove<S, O, V>(ctx: HostContext<S, O, V>): boolean {
  const h = ctx.handover;
  if (!h || h.stage !== 'sent') return false;
  broadcast(ctx, { v: PROTOCOL_VERSION, type: 'host-moved', seat: h.seat, name: ctx.seats[h.seat]?.name ?? '' });
  ctx.handover = null;
  return true;
}

/** What the old host's device keeps to play on as a guest of its own former seat. */
export interface FormerHostSeat {
  seat: number;
  secret: string;
  name: string;
  color: number;
  pick?: SecretPick;
}

/**
 * The room as the new host stores it: seat `to` is played on that device now; this device's first
 * own seat becomes a guest seat that keeps its secret (returned, to join with); any other own seat
 * is played by a bot that keeps its player's secret. This device's committed picks are not sent
 * (they stay hidden: its own goes back to it as a guest), nor the bots' (they choose again).
 */
export function handoverSnapshot<O>(snapshot: HostSnapshot<O>, to: number): { snapshot: HostSnapshot<O>; former: FormerHostSeat | null; botted: number[] } {
  let former: FormerHostSeat | null = null;
  const botted: number[] = [];
  const seats = snapshot.seats.map((s, seat): SeatSnapshot => {
    if (seat === to) return { kind: 'local', name: s.name, color: s.color, secret: s.secret, claimed: true };
    if (s.kind !== 'local') return { ...s };
    if (!former) {
      const pick = snapshot.picks?.find((p) => p.seat === seat);
      former = { seat, secret: s.secret, name: s.name, color: s.color, ...(pick ? { pick: { round: pick.round, choice: pick.choice, salt: pick.salt } } : {}) };
      return { kind: 'remote', name: s.name, color: s.color, secret: s.secret, claimed: true };
    }
    botted.push(seat);
    return { kind: 'ai', name: s.name, color: s.color, secret: s.secret, claimed: true, former: s.secret };
  });
  const version = snapshot.version !== undefined ? { version: snapshot.version } : {};
  return { snapshot: { v: 1, room: snapshot.room, started: snapshot.started, file: snapshot.file, seats, picks: [], ...version }, former, botted };
}
