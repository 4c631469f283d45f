// Seat admission and the lobby: a guest's hello (an open seat, a reconnection with its secret, or a
// spectator), the welcome it gets, seat colours, and the seat list everyone is sent.
import { PROTOCOL_VERSION } from './protocol-fields.ts';
import type { HelloMsg } from './protocol-guest.ts';
import type { SeatPublic } from './protocol-host.ts';
import { sameSecret } from './secret.ts';
import { broadcast, dropConn, refreshStatuses, reject, send } from './host-conns.ts';
import { sendFull } from './host-views.ts';
import { secretPhaseOf, type Conn, type HostContext } from './host-context.ts';
import { drawCommits, seedMessage } from './host-draw.ts';
import { SEAT_MOVED, isRevoked, takeBackFromBot } from './host-rejoin.ts';

export function lobbySeats<S, O, V>(ctx: HostContext<S, O, V>): SeatPublic[] {
  return ctx.seats.map((r, seat) => ({
    seat, kind: r.kind, name: r.name, color: r.color, status: r.status,
    connected: r.status === 'connected' || r.status === 'stalled' || r.status === 'local' || r.status === 'ai',
  }));
}

export function broadcastLobby<S, O, V>(ctx: HostContext<S, O, V>): void {
  const seats = lobbySeats(ctx);
  const draw = drawCommits(ctx);
  broadcast(ctx, { v: PROTOCOL_VERSION, type: 'lobby', seats, started: ctx.isStarted, ...(draw ? { draw } : {}) });
  ctx.emitter.emit('lobby', seats);
}

/** `wanted` if it is in range and no taken seat has it, else the first colour nobody has. */
function freeColour<S, O, V>(ctx: HostContext<S, O, V>, seat: number, wanted: number): number {
  const taken = new Set(ctx.seats.flatMap((r, s) => (s !== seat && (r.kind !== 'remote' || r.claimed) ? [r.color] : [])));
  if (wanted < ctx.opts.colors && !taken.has(wanted)) return wanted;
  for (let c = 0; c < ctx.opts.colors; c++) if (!taken.has(c)) return c;
  return wanted; // more seats than colours: nothing better to give
}

export function hello<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, msg: HelloMsg): void {
  const fatal = (reason: string, detail: string) => {
    reject(ctx, conn, reason, detail, undefined, true);
    dropConn(ctx, conn, reason);
  };
  const key = JSON.stringify([msg.room, msg.name, msg.color, msg.seat, msg.secret, msg.spectator]);
  if (conn.joined) {
    // A guest repeats its hello until welcomed: the welcome was lost on the way, send it again.
    if (conn.hello === key) return void welcome(ctx, conn, conn.seat);
    return void reject(ctx, conn, 'already-joined', 'This connection has already joined.');
  }
  conn.hello = key;
  if (msg.room !== ctx.room) return fatal('wrong-room', 'This is not the room you asked for.');
  if (msg.spectator) {
    let spectators = 0;
    for (const c of ctx.conns) if (c.joined && c.seat === null) spectators++;
    if (spectators >= ctx.opts.maxSpectators) return fatal('room-full', 'There is no room for another spectator.');
    conn.joined = true;
    welcome(ctx, conn, null);
    return;
  }
  let seat: number;
  if (msg.secret !== undefined) {
    const rec = msg.seat === undefined ? undefined : ctx.seats[msg.seat];
    // The seat moved to another device (a rejoin link): said plainly, the device keeps its record.
    if (rec && isRevoked(rec, msg.secret)) return fatal(SEAT_MOVED.reason, SEAT_MOVED.detail);
    // A person opened the rejoin link of a bot's seat: the bot stops, the seat is theirs.
    // (The welcome below tells everyone, the lobby included.)
    if (rec) takeBackFromBot(ctx, msg.seat!, msg.secret);
    if (rec?.kind === 'ai' && rec.former && sameSecret(rec.former, msg.secret)) {
      // Its player is back while a bot plays the seat: the host is asked (giveBack); the guest keeps
      // its secret and tries again.
      rec.returning = true;
      broadcastLobby(ctx);
      return fatal('seat-bot', 'A bot plays this seat for now; the host can give it back.');
    }
    if (!rec || rec.kind !== 'remote' || !rec.claimed || !sameSecret(rec.secret, msg.secret)) {
      return fatal('bad-secret', 'This seat secret is not valid here any more.');
    }
    seat = msg.seat!;
  } else {
    const open = (s: number) => ctx.seats[s]?.kind === 'remote' && !ctx.seats[s]!.claimed;
    const wanted = msg.seat !== undefined && open(msg.seat) ? msg.seat : ctx.seats.findIndex((_, s) => open(s));
    if (wanted < 0) return fatal('room-full', 'Every seat is taken.');
    seat = wanted;
    const rec = ctx.seats[seat]!;
    rec.claimed = true;
    rec.name = msg.name || `Player ${seat + 1}`;
    rec.color = freeColour(ctx, seat, msg.color);
  }
  const rec = ctx.seats[seat]!;
  const old = rec.conn;
  if (old && old !== conn) {
    old.seat = null;
    send(ctx, old, { v: PROTOCOL_VERSION, type: 'rejected', reason: 'replaced', detail: 'This seat reconnected from another connection.', fatal: true });
    dropConn(ctx, old, 'replaced by a reconnection');
  }
  rec.conn = conn;
  conn.seat = seat;
  conn.joined = true;
  welcome(ctx, conn, seat);
}

function welcome<S, O, V>(ctx: HostContext<S, O, V>, conn: Conn, seat: number | null): void {
  refreshStatuses(ctx);
  const draw = drawCommits(ctx);
  send(ctx, conn, {
    v: PROTOCOL_VERSION, type: 'welcome', room: ctx.room, game: ctx.module.id, gameFormat: ctx.module.formatVersion,
    options: ctx.match.options, seat, secret: seat === null ? null : ctx.seats[seat]!.secret, seats: lobbySeats(ctx), started: ctx.isStarted,
    secretKinds: [...ctx.secretKinds], ...(draw ? { draw } : {}),
  });
  broadcastLobby(ctx);
  send(ctx, conn, { v: PROTOCOL_VERSION, type: 'secret-phase', phase: secretPhaseOf(ctx) });
  if (!ctx.isStarted) return;
  sendFull(ctx, conn);
  const seed = seedMessage(ctx);
  if (seed) send(ctx, conn, seed);
}
