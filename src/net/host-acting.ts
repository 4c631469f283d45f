// Applying choices and undos, from a guest's message or one of the host's own seats, and telling
// every connection what changed.
import { hashState } from '../engine/hash.ts';
import type { GameEvent } from '../engine/types.ts';
import { LIMITS } from './protocol-fields.ts';
import type { Outcome, StateChange } from './host-types.ts';
import { commitLocalPick, refreshSecretRound } from './host-secrets.ts';
import { sendView } from './host-views.ts';
import { refreshStatuses } from './host-conns.ts';
import { scheduleAi } from './host-ai.ts';
import type { Conn, HostContext } from './host-context.ts';
import { openDrawIfOver } from './host-draw.ts';
import { refusal } from './authority.ts';

/** A local or AI seat acts: a secret decision is committed to, anything else applied now. */
export function localAct<S, O, V>(ctx: HostContext<S, O, V>, seat: number, choice: unknown): Outcome {
  if (!ctx.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
  const round = ctx.round;
  if (round?.has(seat)) return commitLocalPick(ctx, round, seat, choice);
  return applyChoice(ctx, seat, choice, null, undefined);
}

export function applyChoice<S, O, V>(ctx: HostContext<S, O, V>, seat: number, choice: unknown, conn: Conn | null, ack: number | undefined): Outcome {
  const res = ctx.core.act(seat, choice, { conn, ack });
  return res.ok ? { ok: true } : refusal(res);
}

export function undoFor<S, O, V>(ctx: HostContext<S, O, V>, seat: number, conn: Conn | null, ack: number | undefined): Outcome {
  if (!ctx.isStarted) return { ok: false, reason: 'not-started', detail: 'The game has not started.' };
  // Once the joint seed is out (the game is over), taking the last move back would let anyone deal it out.
  if (ctx.draw?.opened) return { ok: false, reason: 'undo-barrier', detail: 'The seed is public now: the game is over.' };
  const res = ctx.core.undo(seat, { conn, ack });
  return res.ok ? { ok: true } : refusal(res);
}

/**
 * After every applied choice, reveals or undo (told by the core, which asks the bots next): the
 * secret phase owed next is announced first (so a guest reading the new view already knows it),
 * then one view delta per connection, then the events.
 */
export function changed<S, O, V>(ctx: HostContext<S, O, V>, change: StateChange, origin: Conn | null, ack: number | undefined): void {
  ctx.viewCache.clear();
  refreshSecretRound(ctx);
  for (const conn of ctx.conns) {
    if (!conn.joined) continue;
    const held = ctx.outbox.get(conn) ?? { events: [], ack: undefined };
    holdEvents(held.events, change.events);
    if (conn === origin && ack !== undefined) held.ack = ack;
    ctx.outbox.set(conn, held);
  }
  change.hash = hashState(ctx.match.state);
  refreshStatuses(ctx); // a seat that just acted is not stalled any more
  ctx.emitter.emit('state', change);
  const durable = ctx.opts.durable;
  if (!durable) flushOutbox(ctx);
  else {
    // Only the save of the latest change releases the views: they show the state that save holds.
    const ticket = ++ctx.saveTicket;
    void durable().catch(() => {}).then(() => { if (ticket === ctx.saveTicket && !ctx.closed) flushOutbox(ctx); });
  }
}

/**
 * Adds a change's events to those held for a connection until the save lands. Bots playing fast
 * can make many changes during one save: only the latest LIMITS.events are kept (a guest drops a
 * longer list whole, with the view it carries; its log then misses the oldest lines instead).
 */
export function holdEvents(held: GameEvent[], events: readonly GameEvent[]): void {
  held.push(...events);
  if (held.length > LIMITS.events) held.splice(0, held.length - LIMITS.events);
}

/** Sends every held view (the current state, saved when opts.durable is set). */
export function flushOutbox<S, O, V>(ctx: HostContext<S, O, V>): void {
  const held = [...ctx.outbox];
  ctx.outbox.clear();
  for (const [conn, { events, ack }] of held) if (conn.joined && ctx.conns.has(conn)) sendView(ctx, conn, events, ack);
  openDrawIfOver(ctx); // after the final view: the game is over on every screen first
}

export function afterStartChange<S, O, V>(ctx: HostContext<S, O, V>): void {
  refreshSecretRound(ctx);
  scheduleAi(ctx);
}
