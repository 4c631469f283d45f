// A guest's requests waiting for the host's answer (an intent, an undo, a commitment): each is
// settled once, by its ack, a refusal, the secret phase, a timeout or a lost connection.
import type { GuestOutcome } from './guest-types.ts';
import { send, type GuestContext, type Waiting } from './guest-context.ts';
import type { GuestMessage } from './protocol-guest.ts';

export function wait<V>(ctx: GuestContext<V>, id: number, kind: Waiting['kind'], round?: string, msg?: GuestMessage): Promise<GuestOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(ctx, id, { ok: false, reason: 'timeout', detail: 'The host did not answer.' }), ctx.opts.requestTimeoutMs);
    const entry: Waiting = { kind, resolve, timer };
    if (round !== undefined) entry.round = round;
    if (msg) Object.assign(entry, { msg, sentAt: Date.now() });
    ctx.waiting.set(id, entry);
  });
}

/**
 * Sends again every request unanswered for a heartbeat (same id: the host applies an intent once,
 * at its version; a repeat gets 'stale'). Called on the heartbeat.
 */
export function resendUnanswered<V>(ctx: GuestContext<V>, now: number): void {
  for (const entry of ctx.waiting.values()) {
    if (!entry.msg || now - (entry.sentAt ?? now) < ctx.opts.heartbeatMs) continue;
    entry.sentAt = now;
    send(ctx, entry.msg);
  }
}

export function settle<V>(ctx: GuestContext<V>, id: number, outcome: GuestOutcome): void {
  const entry = ctx.waiting.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  ctx.waiting.delete(id);
  entry.resolve(outcome);
}

export function failWaiting<V>(ctx: GuestContext<V>, reason: string, detail: string): void {
  for (const id of [...ctx.waiting.keys()]) settle(ctx, id, { ok: false, reason, detail });
}
