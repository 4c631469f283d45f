// The guest's link to the host: connecting and saying hello, noticing a closed or silent host with a
// heartbeat, and reconnecting with backoff (and the same seat secret) until the guest leaves.
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { GuestMessage } from './protocol-guest.ts';
import type { GuestOutcome } from './guest-types.ts';
import type { Link } from './transport.ts';
import { dropLink, resync, send, setStatus, type GuestContext } from './guest-context.ts';
import { failWaiting, resendUnanswered } from './guest-requests.ts';
import { onData } from './guest-inbox.ts';

export async function connectOnce<V>(ctx: GuestContext<V>): Promise<GuestOutcome> {
  let link: Link;
  try {
    link = await ctx.opts.connect();
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
  }
  if (ctx.client.status === 'closed') {
    link.close();
    return { ok: false, reason: 'closed', detail: 'The guest left.' };
  }
  dropLink(ctx);
  ctx.link = link;
  ctx.lastSeen = Date.now();
  const offMessage = link.onMessage((data) => onData(ctx, link, data));
  const offClose = link.onClose(() => onLinkClosed(ctx, link));
  ctx.unlink = () => { offMessage(); offClose(); };
  const welcomed = new Promise<GuestOutcome>((resolve) => {
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout', detail: 'The host did not answer.' }), ctx.opts.joinTimeoutMs);
    const finish = (result: GuestOutcome) => {
      clearTimeout(timer);
      if (ctx.welcomeWaiter === finish) ctx.welcomeWaiter = null;
      resolve(result);
    };
    ctx.welcomeWaiter = finish;
  });
  const hello: GuestMessage = { v: PROTOCOL_VERSION, type: 'hello', room: ctx.opts.room, name: ctx.opts.name, color: ctx.opts.color };
  if (ctx.opts.spectator) hello.spectator = true;
  else if (ctx.secret !== null && ctx.client.seat !== null) {
    hello.seat = ctx.client.seat;
    hello.secret = ctx.secret;
  } else if (ctx.opts.seat !== undefined) hello.seat = ctx.opts.seat;
  send(ctx, hello);
  if (!link.isOpen) onLinkClosed(ctx, link);
  // The hello or the welcome may be lost: say hello again each heartbeat until welcomed (the host
  // answers the same hello on the same link with the same welcome).
  const again = setInterval(() => { if (ctx.link === link && ctx.welcomeWaiter) send(ctx, hello); }, ctx.opts.heartbeatMs);
  const result = await welcomed;
  clearInterval(again);
  if (!result.ok && ctx.link === link) dropLink(ctx);
  return result;
}

function onLinkClosed<V>(ctx: GuestContext<V>, link: Link): void {
  if (link !== ctx.link) return;
  dropLink(ctx);
  ctx.welcomeWaiter?.({ ok: false, reason: 'closed', detail: 'The connection closed.' });
  lostHost(ctx);
}

/** The host is gone or silent: keep trying with the same secret until leave(). */
function lostHost<V>(ctx: GuestContext<V>): void {
  failWaiting(ctx, 'disconnected', 'The connection to the host was lost.');
  if (ctx.client.status !== 'joined') return;
  setStatus(ctx, 'reconnecting');
  ctx.reconnectAttempt = 0;
  scheduleReconnect(ctx, ctx.opts.reconnectFirstMs);
}

function scheduleReconnect<V>(ctx: GuestContext<V>, delay: number): void {
  if (ctx.reconnectTimer || ctx.client.status !== 'reconnecting') return;
  ctx.reconnectTimer = setTimeout(() => {
    ctx.reconnectTimer = null;
    void reconnect(ctx);
  }, delay);
}

async function reconnect<V>(ctx: GuestContext<V>): Promise<void> {
  if (ctx.client.status !== 'reconnecting') return;
  const hold = (ctx.holdUntil ?? 0) - Date.now();
  if (hold > 0) return scheduleReconnect(ctx, hold);
  const result = await connectOnce(ctx);
  if (result.ok || ctx.client.status !== 'reconnecting') return;
  ctx.reconnectAttempt++;
  const { reconnectMinMs: min, reconnectMaxMs: max } = ctx.opts;
  scheduleReconnect(ctx, Math.min(max, min * 2 ** Math.min(ctx.reconnectAttempt - 1, 10)));
}

export function ensureHeartbeat<V>(ctx: GuestContext<V>): void {
  if (ctx.heartbeat) return;
  ctx.heartbeat = setInterval(() => tick(ctx), ctx.opts.heartbeatMs);
}

function tick<V>(ctx: GuestContext<V>): void {
  if (!ctx.link || ctx.client.status !== 'joined') return;
  const now = Date.now();
  if (now - ctx.lastSeen > ctx.opts.timeoutMs) {
    dropLink(ctx);
    lostHost(ctx);
    return;
  }
  send(ctx, { v: PROTOCOL_VERSION, type: 'ping', n: now });
  if (ctx.awaitingFullSince && now - ctx.awaitingFullSince > ctx.opts.timeoutMs / 2) resync(ctx);
  resendUnanswered(ctx, now);
  // A reveal has no answer of its own: while the phase still waits for reveals, send ours again
  // (the host ignores a repeat of a reveal it has).
  const phase = ctx.client.phase;
  const pick = ctx.pick;
  if (pick && phase?.stage === 'reveal' && phase.round === pick.round && ctx.revealedRound === pick.round && ctx.secret !== null && ctx.client.seat !== null) {
    ctx.revealIds.add(ctx.nextId);
    send(ctx, { v: PROTOCOL_VERSION, type: 'reveal', id: ctx.nextId++, seat: ctx.client.seat, secret: ctx.secret, round: pick.round, choice: pick.choice, salt: pick.salt });
  }
}
