// The state a HostRoom shares with its helper modules (links, lobby, views, secret rounds, acting,
// AI), and the few calls back into the room that would otherwise make those modules import each other.
import type { Choice, GameEvent, GameModule, Pending, Viewer } from '../engine/types.ts';
import type { Match } from '../engine/match.ts';
import type { Emitter } from './emitter.ts';
import type { SeatStatus, SecretPhase } from './protocol-host.ts';
import type { SecretRound } from './secret-round.ts';
import type { HostCommonOptions, HostEvents, LogEntry, Outcome, SeatHandle, SeatSnapshot } from './host-types.ts';
import type { Authority } from './authority.ts';
import type { Link } from './transport.ts';

export interface SeatRecord extends SeatSnapshot {
  conn: Conn | null;
  status: SeatStatus;
  /** What this seat owes (version, round, stage) and since when: a stall is the same debt for too long. */
  owed: { key: string; since: number } | null;
  stalled: boolean;
  /** Its player came back (with the former secret) while a bot plays the seat. */
  returning: boolean;
}

export interface Conn {
  id: number;
  link: Link;
  joined: boolean;
  seat: number | null;
  openedAt: number;
  lastSeen: number;
  silent: boolean;
  /** The view this connection holds, and its version (null: send the next one whole). */
  view: unknown;
  viewVersion: number | null;
  strikes: number;
  resyncBudget: number;
  unsubscribe: () => void;
  /** The hello this connection joined with: the same one again means our welcome was lost. */
  hello?: string;
}

/** Pass the host: the one offer in progress (host-handover.ts); `room` is what was sent, if sent. */
export interface HandoverState {
  seat: number;
  id: number;
  stage: 'asked' | 'accepted' | 'sent';
  room?: unknown;
}

/** The first game's joint seed (host-draw.ts); null when the seed was given (a test, a restored old room). */
export interface DrawState {
  share: string;
  commit: string;
  commits: Map<number, string>;
  shares: Map<number, string>;
  stage: 'lobby' | 'revealing' | 'done';
  /** The seats asked to reveal at the start. */
  asked: number[];
  /** The host's share was sent out (the game is over). */
  opened: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  /** What the start does once the match is dealt, and who waits for it. */
  begin: (() => void) | null;
  waiters: (() => void)[];
}

export interface LocalPick {
  round: string;
  choice: unknown;
  salt: string;
}

export type HostOptions<V> = Required<Omit<HostCommonOptions<V>, 'ai' | 'aiFailed' | 'secretKinds' | 'eventsFor' | 'durable' | 'stallMs'>> & HostCommonOptions<V>;

/** A seat handle's answer for a seat played from another device now. */
export const NOT_LOCAL: Outcome = { ok: false, reason: 'not-local', detail: 'This seat is played from another device.' };

export const MINUTE = 60_000;
export const RESYNC_BURST = 3;

export interface HostContext<S = unknown, O = unknown, V = unknown> {
  readonly room: string;
  readonly module: GameModule<S, O, Choice, V>;
  /** Applies choices and undos and asks the bots: the same authority a local game has. */
  readonly core: Authority<S, O, V>;
  /** The core's match (setting it deals a new game: the joint seed, a rematch). */
  match: Match<S, O>;
  readonly seats: SeatRecord[];
  readonly conns: Set<Conn>;
  nextConnId: number;
  round: SecretRound | null;
  announcedRound: string | null;
  readonly localPicks: Map<number, LocalPick>;
  readonly viewCache: Map<Viewer, { view: V; hash: string }>;
  /** This device's own seats the AI plays for now (autoplay): asked like bot seats. */
  readonly autoplay: Set<number>;
  /** Views held back until the change is saved (opts.durable): events and the ack per connection. */
  readonly outbox: Map<Conn, { events: GameEvent[]; ack: number | undefined }>;
  /** Bumped by every change: only the latest save releases the outbox. */
  saveTicket: number;
  heartbeat: ReturnType<typeof setInterval> | null;
  strikeReset: number;
  closed: boolean;
  isStarted: boolean;
  readonly emitter: Emitter<HostEvents>;
  readonly secretKinds: ReadonlySet<string>;
  readonly opts: HostOptions<V>;
  /** The room's public log and counters (the same objects). */
  readonly log: LogEntry[];
  readonly stats: { messagesOut: number; charsOut: number; viewsOut: number; viewCharsOut: number };
  // Calls back into the room: the AI acts through the same seat handles as the host's own seats.
  afterStartChange(): void;
  seat(seat: number): SeatHandle<V> | null;
  /** Pass the host: the offer in progress (host-handover.ts). */
  handover?: HandoverState | null;
  draw: DrawState | null;
}

export function pendingOf<S, O, V>(ctx: HostContext<S, O, V>): Pending[] {
  return ctx.module.pending(ctx.match.state);
}

export function secretPhaseOf<S, O, V>(ctx: HostContext<S, O, V>): SecretPhase | null {
  return ctx.round?.info() ?? null;
}
