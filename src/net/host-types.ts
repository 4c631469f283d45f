// The public shapes around HostRoom: seat configuration, snapshots, the AI hook, local seat
// handles, events and options.
import type { Choice, GameEvent, GameModule, Viewer } from '../engine/types.ts';
import type { Match, SaveFile } from '../engine/match.ts';
import type { ChatLineMsg, SeatKind, SeatPublic, SeatStatus, SecretPhase } from './protocol-host.ts';
import type { RandomBytes } from './secret.ts';

export interface HostSeatConfig {
  kind: SeatKind;
  name?: string;
  color?: number;
}

export interface SeatSnapshot {
  kind: SeatKind;
  name: string;
  color: number;
  secret: string;
  claimed: boolean;
  /** A seat a bot took over: its player's secret, so that the host can give the seat back. */
  former?: string;
  /** A bot's seat the host gave a rejoin link: the secret a person takes it back with (host-rejoin.ts). */
  rejoin?: string;
  /** The seat's last revoked secrets: a device still holding one is told the seat moved (host-rejoin.ts). */
  revoked?: string[];
}

/** Everything needed to rebuild a room after a reload. Holds the seat secrets: keep it on this device. */
export interface HostSnapshot<O = unknown> {
  v: 1;
  room: string;
  started: boolean;
  file: SaveFile<O>;
  seats: SeatSnapshot[];
  /**
   * Secret picks this device's own seats (local, AI) have committed to and not yet revealed, so that
   * a reloaded host keeps them: the commitment is what the other seats were told, and the person
   * who picked should not be asked again.
   */
  picks?: { seat: number; round: string; choice: unknown; salt: string }[];
  /** Which game of the room `file` is (absent: the first; each rematch counts up). */
  match?: number;
  /**
   * The match's version counter. Each undo counts up too, so it runs ahead of the log's length
   * (what a replay of `file` gives): kept, so that a reloaded host never goes back a version its
   * guests have seen (absent: the log's length).
   */
  version?: number;
  /** The first game's joint seed: the host's share, the commitments and (once dealt) the guests' shares. */
  draw?: DrawSnapshot;
}

/** The draw as a snapshot keeps it: a reloaded host keeps its share (its commitment was shown). */
export interface DrawSnapshot {
  share: string;
  commits: [number, string][];
  shares: [number, string][];
  done: boolean;
}

export interface AiRequest<V = unknown> {
  seat: number;
  kind: string;
  version: number;
  /** The seat's own view: bots never see hidden information. */
  view: V;
  choices: Choice[];
}
/** Decides for an AI seat; may be async (a worker). An illegal answer is replaced by a legal choice. */
export type AiDriver<V = unknown> = (request: AiRequest<V>) => unknown;

export type Outcome = { ok: true; committed?: boolean } | { ok: false; reason: string; detail: string; data?: Record<string, string | number> };

export interface StateChange {
  seat: number;
  version: number;
  events: GameEvent[];
  hash: string;
  undo?: boolean;
}

export interface LogEntry {
  at: number;
  conn: number;
  seat: number | null;
  /** dropped: malformed or hostile, never answered beyond a log line; rejected: refused with a reason. */
  action: 'dropped' | 'rejected' | 'closed';
  reason: string;
  detail: string;
}

export interface HostEvents {
  lobby: SeatPublic[];
  state: StateChange;
  'seat-status': { seat: number; status: SeatStatus };
  'secret-phase': SecretPhase | null;
  log: LogEntry;
  /** Pass the host: the guest declined, accepted (send it the room), or stored it (announce and close). */
  handover: { seat: number; stage: 'declined' | 'accepted' | 'ready' };
  /** A chat line or reaction the host relayed (from a guest or one of its own seats). */
  chat: ChatLine;
  /** The rematch offer changed (who accepted, declined); null: withdrawn or started. */
  rematch: RematchState | null;
}

export interface SeatHandle<V = unknown> {
  readonly seat: number;
  view(): V;
  choices(): Choice[];
  /** What this seat owes now; null when nothing (or when its secret choice is already committed). */
  owes(): { kind: string; secret: boolean } | null;
  /** A choice; for a secret decision this commits now and reveals when every seat has committed. */
  act(choice: unknown): Outcome;
  undo(): Outcome;
  canUndo(): boolean;
}

export interface HostCommonOptions<V = unknown> {
  /** Decision kinds played with commit-reveal (default: the module's secretKinds). */
  secretKinds?: readonly string[];
  ai?: AiDriver<V>;
  /** A bot failed or answered an illegal move (a legal one was played instead); default: logged. */
  aiFailed?: (seat: number, reason: string) => void;
  heartbeatMs?: number;
  timeoutMs?: number;
  /** A connection that has not said hello by then is closed. */
  helloTimeoutMs?: number;
  maxSpectators?: number;
  /** Dropped or refused messages per connection per minute before it is closed. */
  maxStrikes?: number;
  /** Which of the engine's events a viewer may receive (default: all; every game event is public). */
  eventsFor?: (events: GameEvent[], viewer: Viewer) => GameEvent[];
  random?: RandomBytes;
  /** How many log entries are kept (default 500). */
  logSize?: number;
  /**
   * Seat colours are 0..colors-1 (default LIMITS.colors). A guest's hello asking for a colour out
   * of range, or one a taken seat already has, gets the first free colour instead.
   */
  colors?: number;
  /**
   * Write before you send: called right after each 'state' event; guests get the new views only
   * once it resolves, so a host reloaded in that instant never loses a move the guests saw.
   */
  durable?: () => Promise<unknown>;
  /** A connected guest owing a decision this long is marked 'stalled' (default 60 s; 0: no limit). */
  stallMs?: number;
  /** At the start, how long the host waits for the guests' shares of the seed (default 10 s). */
  drawWaitMs?: number;
}

export interface HostCreateOptions<S, O, V> extends HostCommonOptions<V> {
  module: GameModule<S, O, Choice, V>;
  room: string;
  seats: HostSeatConfig[];
  /**
   * A new game from options (+ seed), or an existing match (a local game taken online). Without a
   * seed, the seed is drawn jointly by the host and its guests at the start (host-draw.ts): the app
   * never gives one.
   */
  options?: O;
  seed?: string;
  match?: Match<S, O>;
  started?: boolean;
}

/** A chat line the host relayed: the message without its envelope. */
export type ChatLine = Omit<ChatLineMsg, 'v' | 'type'>;

/** An open rematch offer: which remote seats accepted or declined. */
export interface RematchState {
  /** The number of the game offered (the first game is 0). */
  match: number;
  accepted: number[];
  declined: number[];
}
