// The public shapes around GuestClient: the record a guest keeps to take its seat back (and a
// storage for it that lasts as long as the page), statuses, outcomes, view updates, events, options.
import type { Choice, GameEvent, GameModule, Pending } from '../engine/types.ts';
import type { ChatLineMsg, RejectedMsg, RematchMsg, SeatPublic, SeatStatus, SecretPhase } from './protocol-host.ts';
import type { RandomBytes } from './secret.ts';
import type { Connector } from './transport.ts';

export interface SecretPick {
  round: string;
  choice: unknown;
  salt: string;
}

/** What a guest must keep to take its seat back after a reload. */
export interface GuestRecord {
  room: string;
  seat: number;
  secret: string;
  name: string;
  color: number;
  /** A committed secret choice not yet revealed: needed to reveal it after a reload. */
  pick?: SecretPick;
  /** This seat's share of the first game's seed and the host's commitment it was shown (guest-draw.ts). */
  draw?: { share: string; host: string };
}

/**
 * What this guest could check of the first game's seed: ok so far (seed: null until the game is over
 * and the host's share is out), or why not (the host's commitment changed, a share is not the one
 * committed to, this seat's share was left out, the seed the host says is not the one computed).
 */
export interface SeedCheck {
  ok: boolean;
  seed: string | null;
  reason?: 'host-changed' | 'share-changed' | 'left-out' | 'seed-differs';
}

export interface GuestStorage {
  load(room: string): GuestRecord | null | Promise<GuestRecord | null>;
  save(record: GuestRecord): void | Promise<void>;
  clear(room: string): void | Promise<void>;
}

/** Storage that lasts as long as the page: for tests and for guests who do not want to be remembered. */
export function memoryGuestStorage(): GuestStorage & { records: Map<string, GuestRecord> } {
  const records = new Map<string, GuestRecord>();
  return {
    records,
    load: (room) => structuredClone(records.get(room) ?? null),
    save: (record) => void records.set(record.room, structuredClone(record)),
    clear: (room) => void records.delete(room),
  };
}

export type GuestStatus = 'idle' | 'connecting' | 'joined' | 'reconnecting' | 'refused' | 'closed';
export type GuestOutcome = { ok: true } | { ok: false; reason: string; detail: string };

export interface ViewUpdate<V> {
  view: V;
  version: number;
  events: GameEvent[];
  pending: Pending[];
  /** True for a full view (join, resync), false for a delta. */
  full: boolean;
  /** Set when this update is the result of this guest's own intent. */
  mine: boolean;
}

export interface GuestEvents<V> {
  status: { status: GuestStatus; reason?: string; detail?: string };
  welcome: { seat: number | null; game: string; options: unknown };
  lobby: SeatPublic[];
  view: ViewUpdate<V>;
  'secret-phase': SecretPhase | null;
  'seat-status': { seat: number; status: SeatStatus };
  rejected: RejectedMsg;
  /** A host message this guest could not use (malformed, out of order). */
  log: { reason: string; detail: string };
  /** Pass the host: the host asks this device to take the room over (answer with answerHost). */
  'host-offer': { id: number; from: string };
  /** Pass the host: the whole room, after this device accepted (store it, then hostReady). */
  'host-handover': { id: number; hash: string; room: unknown };
  /** The room moved to the device of seat `seat` (the guest reconnects to it by itself). */
  'host-moved': { seat: number; name: string };
  /** A chat line or reaction, relayed by the host. */
  chat: ChatLineMsg;
  /** The host's rematch offer (who accepted, declined); null: withdrawn, or the new game began. */
  rematch: RematchMsg | null;
  /** A new game of the room began (its number): the next view is its first. */
  'new-match': number;
  /** What this guest checked of the first game's joint seed. */
  seed: SeedCheck;
}

/** Finds the rules of the game a host's welcome names; null for a game this app does not know. */
export type GameLookup<V> = (game: string) => GameModule<any, any, Choice, V> | null;

export interface GuestOptions<V> {
  /**
   * The game's rules: the one module this client plays (a host of another game is refused), or a
   * lookup of the game the host's welcome names, so that a guest never has to guess it.
   */
  module: GameModule<any, any, Choice, V> | GameLookup<V>;
  room: string;
  connect: Connector;
  name: string;
  color: number;
  /** A preferred seat when joining for the first time. */
  seat?: number;
  spectator?: boolean;
  storage?: GuestStorage;
  heartbeatMs?: number;
  timeoutMs?: number;
  /** How long to wait for the host's welcome after connecting. */
  joinTimeoutMs?: number;
  requestTimeoutMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /**
   * The first knock after the host's link closed waits this long (default 400 ms). A reloading
   * host's page closes its links and its signalling socket at once; an offer sent at once can reach
   * the server while it still lists that dying socket under the room's id, and is lost there (no
   * answer, no error). A moment later the server has let it go and keeps the offer for the
   * reloaded host instead.
   */
  reconnectFirstMs?: number;
  random?: RandomBytes;
}
