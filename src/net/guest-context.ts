// The state a GuestClient shares with its helper modules (the link to the host, the host's messages,
// requests waiting for an answer), and the small operations they all use: send, status, storage.
import type { Choice, GameModule, Pending } from '../engine/types.ts';
import type { Emitter } from './emitter.ts';
import { PROTOCOL_VERSION, encode } from './protocol-fields.ts';
import type { GuestMessage } from './protocol-guest.ts';
import type { RematchMsg, SeatPublic, SecretPhase } from './protocol-host.ts';
import type { GuestEvents, GuestOptions, GuestOutcome, GuestRecord, GuestStatus, SecretPick, SeedCheck } from './guest-types.ts';
import type { Link } from './transport.ts';

/** The client's public fields (the client object itself): its helpers read and write them. */
export interface GuestFields<V> {
  status: GuestStatus;
  seat: number | null;
  view: V | null;
  version: number;
  pending: Pending[];
  canUndo: boolean | null;
  seats: SeatPublic[];
  phase: SecretPhase | null;
  game: { id: string; format: number; options: unknown } | null;
  /** The rules of the game the host plays: given, or found from the welcome (null until then). */
  module: GameModule<any, any, Choice, V> | null;
  started: boolean;
  /** Which game of the room the view is of, and the host's open rematch offer. */
  match: number;
  rematch: RematchMsg | null;
  /** What was checked of the first game's joint seed (null: nothing said yet). */
  seedCheck: SeedCheck | null;
  readonly stats: { messagesIn: number; charsIn: number; resyncs: number };
}

export interface Waiting {
  kind: 'intent' | 'undo' | 'commit';
  round?: string;
  /** The request, sent again (same id) while unanswered: it or its answer may have been lost. */
  msg?: GuestMessage;
  sentAt?: number;
  resolve(outcome: GuestOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

export type GuestOpts<V> = Required<Omit<GuestOptions<V>, 'seat' | 'spectator' | 'storage'>> & GuestOptions<V>;

export interface GuestContext<V> {
  readonly client: GuestFields<V>;
  secret: string | null;
  secretKinds: Set<string>;
  pick: SecretPick | null;
  /** This seat's share of the first game's seed, the host's commitment and the other seats' as shown in the lobby. */
  draw: { share: string; host: string; commits: Map<number, string> } | null;
  revealedRound: string | null;
  /** Ids of the reveals sent for the current pick: a refusal of one means the pick was not legal. */
  revealIds: Set<number>;
  link: Link | null;
  unlink: () => void;
  lastSeen: number;
  awaitingFullSince: number;
  heartbeat: ReturnType<typeof setInterval> | null;
  reconnectTimer: ReturnType<typeof setTimeout> | null;
  reconnectAttempt: number;
  nextId: number;
  readonly waiting: Map<number, Waiting>;
  welcomeWaiter: ((result: GuestOutcome) => void) | null;
  readonly emitter: Emitter<GuestEvents<V>>;
  readonly opts: GuestOpts<V>;
  /**
   * Pass the host: no reconnection before this time (ms since epoch). The old host's peer lingers
   * a moment after it announced the move, and an offer sent to it then is lost for the whole open
   * timeout; a little later it waits at the signalling server for the new host instead.
   */
  holdUntil?: number;
}

export function send<V>(ctx: GuestContext<V>, msg: GuestMessage): void {
  if (ctx.link?.isOpen) ctx.link.send(encode(msg));
}

/** Asks the host for the whole view again. */
export function resync<V>(ctx: GuestContext<V>): void {
  ctx.awaitingFullSince = Date.now();
  ctx.client.stats.resyncs++;
  send(ctx, { v: PROTOCOL_VERSION, type: 'resync' });
}

export function setStatus<V>(ctx: GuestContext<V>, status: GuestStatus, reason?: string, detail?: string): void {
  if (ctx.client.status === status && reason === undefined) return;
  ctx.client.status = status;
  const payload: GuestEvents<V>['status'] = { status };
  if (reason !== undefined) payload.reason = reason;
  if (detail !== undefined) payload.detail = detail;
  ctx.emitter.emit('status', payload);
}

export async function persist<V>(ctx: GuestContext<V>): Promise<void> {
  const storage = ctx.opts.storage;
  if (!storage || ctx.opts.spectator || ctx.client.seat === null || ctx.secret === null) return;
  const record: GuestRecord = { room: ctx.opts.room, seat: ctx.client.seat, secret: ctx.secret, name: ctx.opts.name, color: ctx.opts.color };
  if (ctx.pick) record.pick = ctx.pick;
  if (ctx.draw) record.draw = { share: ctx.draw.share, host: ctx.draw.host };
  try {
    await storage.save(record);
  } catch (error) {
    ctx.emitter.emit('log', { reason: 'storage', detail: error instanceof Error ? error.message : String(error) });
  }
}

export function dropLink<V>(ctx: GuestContext<V>): void {
  const link = ctx.link;
  ctx.unlink();
  ctx.unlink = () => {};
  ctx.link = null;
  if (link?.isOpen) link.close();
}

export function stopTimers<V>(ctx: GuestContext<V>): void {
  if (ctx.heartbeat) clearInterval(ctx.heartbeat);
  if (ctx.reconnectTimer) clearTimeout(ctx.reconnectTimer);
  ctx.heartbeat = null;
  ctx.reconnectTimer = null;
}
