// The room's chat: a guest's line or reaction is checked against its link's own seat and secret,
// rate-limited per connection (a small burst, then one line every few seconds; refusals count as
// strikes like any bad message), and relayed to everyone with the seat's name as the host knows it.
// The host's own seats chat through HostRoom.chat. Text is only ever text: the host cleans it
// (protocol cleanChat) and every screen draws it with textContent.
import { PROTOCOL_VERSION, type ChatReaction } from './protocol-fields.ts';
import type { ChatMsg } from './protocol-guest.ts';
import type { ChatLineMsg } from './protocol-host.ts';
import { broadcast, reject } from './host-conns.ts';
import type { Conn, HostContext } from './host-context.ts';
import type { ChatLine } from './host-types.ts';

/** Lines a connection may send in a row, then one per CHAT_REFILL_MS. */
export const CHAT_BURST = 5;
export const CHAT_REFILL_MS = 3_000;

export type ChatBody = { text: string; reaction?: undefined } | { reaction: ChatReaction; text?: undefined };

const buckets = new WeakMap<Conn, { tokens: number; at: number }>();
const counters = new WeakMap<object, number>();

/** Takes one token from the connection's bucket; false when it is empty (a flood). */
function allowed(conn: Conn, now: number): boolean {
  const b = buckets.get(conn) ?? { tokens: CHAT_BURST, at: now };
  const refill = Math.floor((now - b.at) / CHAT_REFILL_MS);
  if (refill > 0) {
    b.tokens = Math.min(CHAT_BURST, b.tokens + refill);
    b.at += refill * CHAT_REFILL_MS;
  }
  if (b.tokens >= CHAT_BURST) b.at = now;
  const ok = b.tokens > 0;
  if (ok) b.tokens--;
  buckets.set(conn, b);
  return ok;
}

/** Relays a line of `seat` (already checked) to every joined connection and to the host's screen. */
export function relayChat<S, O, V>(ctx: HostContext<S, O, V>, seat: number, body: ChatBody): ChatLine {
  const n = (counters.get(ctx) ?? 0) + 1;
  counters.set(ctx, n);
  const line: ChatLine = { n, seat, name: ctx.seats[seat]!.name, ...(body.reaction !== undefined ? { reaction: body.reaction } : { text: body.text }) };
  broadcast(ctx, { v: PROTOCOL_VERSION, type: 'chat-line', ...line });
  ctx.emitter.emit('chat', line);
  return line;
}

/** A guest's chat message; its seat and secret were checked against the link (host-inbox). */
export function remoteChat<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: ChatMsg): void {
  if (!allowed(conn, Date.now())) return reject(ctx, conn, 'chat-rate', 'Too many messages: wait a moment.', msg.id);
  relayChat(ctx, msg.seat, msg.reaction !== undefined ? { reaction: msg.reaction } : { text: msg.text ?? '' });
}
