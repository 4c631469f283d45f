// What each connection is sent of the game: its viewer's view (cached per viewer until the state
// changes) as a delta from the one it holds, or whole on joining and on a guest's resync.
import type { GameEvent, Viewer } from '../engine/types.ts';
import { hashState } from '../engine/hash.ts';
import { undoBlocker } from '../engine/match.ts';
import { diff } from './delta.ts';
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { ViewMsg } from './protocol-host.ts';
import { record, send } from './host-conns.ts';
import { pendingOf, secretPhaseOf, type Conn, type HostContext } from './host-context.ts';
import { matchNumber } from './host-match.ts';

export function viewFor<S, O, V>(ctx: HostContext<S, O, V>, viewer: Viewer): { view: V; hash: string } {
  let cached = ctx.viewCache.get(viewer);
  if (!cached) {
    const view = ctx.module.view(ctx.match.state, viewer);
    cached = { view, hash: hashState(view) };
    ctx.viewCache.set(viewer, cached);
  }
  return cached;
}

export function sendFull<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn): void {
  conn.view = null;
  conn.viewVersion = null;
  sendView(ctx, conn, []);
}

export function sendView<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, events: GameEvent[], ack?: number): void {
  const viewer: Viewer = conn.seat ?? 'spectator';
  const { view, hash } = viewFor(ctx, viewer);
  const filter = ctx.opts.eventsFor;
  const msg: ViewMsg = {
    v: PROTOCOL_VERSION, type: 'view', viewer, from: conn.viewVersion, version: ctx.match.version,
    events: filter ? filter(events, viewer) : events, pending: pendingOf(ctx), hash,
  };
  if (conn.viewVersion === null) msg.full = view;
  else msg.delta = diff(conn.view, view);
  if (ack !== undefined) msg.ack = ack;
  if (conn.seat !== null) msg.undo = undoBlocker(ctx.match, conn.seat) === null;
  // Only after a rematch: the first game's views are as they always were.
  const match = matchNumber(ctx);
  if (match > 0) msg.match = match;
  conn.view = view;
  conn.viewVersion = ctx.match.version;
  const chars = send(ctx, conn, msg);
  ctx.stats.viewsOut++;
  ctx.stats.viewCharsOut += chars;
}

/** A joined guest asked for its whole view again (and the secret phase with it). */
export function resync<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn): void {
  // A whole view per request: a few in a row, then one per heartbeat, or it is a flood.
  if (conn.resyncBudget <= 0) return record(ctx, conn, 'dropped', 'resync-flood', 'too many resyncs');
  conn.resyncBudget--;
  // A view held until its save goes whole with its events when the save lands: the guest's log keeps them.
  if (ctx.isStarted && ctx.outbox.has(conn)) { conn.view = null; conn.viewVersion = null; }
  else if (ctx.isStarted) sendFull(ctx, conn);
  const phase = secretPhaseOf(ctx);
  send(ctx, conn, { v: PROTOCOL_VERSION, type: 'secret-phase', phase });
}
