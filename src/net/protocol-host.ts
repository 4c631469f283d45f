// The messages a host sends, what they say about seats and secret phases, and the guest's validator
// for them: every incoming message is checked field by field (protocol-fields.ts) before the guest reads it.
import type { GameEvent, Pending } from '../engine/types.ts';
import type { Patch } from './delta.ts';
import { EVENT_LIMITS, OPTIONS_LIMITS, VIEW_LIMITS, checkJson } from './json-check.ts';
import {
  LIMITS, MAX_INT, PROTOCOL_VERSION, HEX, HASH, ROOM, SECRET, bad, bool, chatBody, cleanName, decodeBy, guard, int, json, list, optInt, optStr, record, seatField, str,
  type ChatReaction, type Decoded, type PingMsg, type PongMsg, type Rec,
} from './protocol-fields.ts';

export type SeatKind = 'local' | 'remote' | 'ai';
/**
 * open: a remote seat nobody has taken; reconnecting: its guest is gone or silent; the game waits.
 * stalled: its guest is connected but has owed a decision (or a reveal) past the host's grace period.
 */
export type SeatStatus = 'open' | 'connected' | 'reconnecting' | 'stalled' | 'local' | 'ai';
export type SecretStage = 'commit' | 'reveal';

/** What everyone may know about a seat. */
export interface SeatPublic {
  seat: number;
  kind: SeatKind;
  name: string;
  color: number;
  status: SeatStatus;
  connected: boolean;
}

/** A simultaneous secret decision in progress: who must commit, who has. */
export interface SecretPhase {
  round: string;
  kind: string;
  seats: number[];
  committed: number[];
  stage: SecretStage;
}

/** A short, comparable summary of a secret phase ('' for none). */
export function phaseKey(phase: SecretPhase | null): string {
  return phase ? `${phase.round}|${phase.stage}|${phase.committed.join(',')}` : '';
}

export interface WelcomeMsg {
  v: 1; type: 'welcome'; room: string; game: string; gameFormat: number; options: unknown;
  seat: number | null; secret: string | null; seats: SeatPublic[]; started: boolean;
  /** Decision kinds this game plays with commit-reveal. */
  secretKinds: string[];
  /** Before the start: the joint draw of the seed (a seated guest commits its share on seeing it). */
  draw?: DrawCommits;
}
export interface LobbyMsg { v: 1; type: 'lobby'; seats: SeatPublic[]; started: boolean; draw?: DrawCommits }
export interface ViewMsg {
  v: 1; type: 'view';
  viewer: number | 'spectator';
  /** The version this delta applies to; null with a full view. */
  from: number | null;
  version: number;
  full?: unknown;
  delta?: Patch[];
  events: GameEvent[];
  pending: Pending[];
  /** hashState of the resulting view: a guest that disagrees asks for a resync. */
  hash: string;
  /** The id of this guest's intent that produced this version. */
  ack?: number;
  /** Whether the host would take back this viewer's last move now (so a rejoined guest can still undo). */
  undo?: boolean;
  /** Which game of the room this view is of (0, absent: the first; a rematch counts up). */
  match?: number;
}
export interface SecretPhaseMsg { v: 1; type: 'secret-phase'; phase: SecretPhase | null }
export interface RejectedMsg {
  v: 1; type: 'rejected'; reason: string; detail: string;
  /** The id of the refused request, when it had one. */
  ref?: number;
  /** The connection will not be served any more (wrong room, bad secret, seat taken over…). */
  fatal?: boolean;
}
export interface SeatStatusMsg { v: 1; type: 'seat-status'; seat: number; status: SeatStatus }
/** Pass the host: would this guest's device take the room over (`from`: the host's name)? */
export interface HostOfferMsg { v: 1; type: 'host-offer'; id: number; from: string }
/**
 * The whole room, sent only to the guest that accepted: the game (every hand), the seat table with
 * every seat's secret, the lobby settings. `hash`: the host's state hash, checked after the replay.
 */
export interface HostHandoverMsg { v: 1; type: 'host-handover'; id: number; hash: string; room: unknown }
/** The room moves to another device (seat `seat`, named `name`): reconnect, it is the same room. */
export interface HostMovedMsg { v: 1; type: 'host-moved'; seat: number; name: string }
export type HostMessage = WelcomeMsg | LobbyMsg | ViewMsg | SecretPhaseMsg | RejectedMsg | SeatStatusMsg | PingMsg | PongMsg
  | HostOfferMsg | HostHandoverMsg | HostMovedMsg | ChatLineMsg | RematchMsg | SeedAskMsg | SeedMsg;

/** host → everyone: a line the host accepted, with the sender's seat and name as the host knows them. */
export interface ChatLineMsg { v: 1; type: 'chat-line'; n: number; seat: number; name: string; text?: string; reaction?: ChatReaction }
/**
 * host → everyone: the host's offer of another game in the room (`match`: its number), who accepted
 * and who declined; `open: false` withdraws it. `commit` is the hash of the host's share of the new
 * seed, fixed before any guest's share is known.
 */
export interface RematchMsg { v: 1; type: 'rematch'; match: number; open: boolean; commit: string; accepted: number[]; declined: number[] }

// ---- the joint seed of the first game (host-draw.ts; additive: still protocol 1) ----
/** A seat's commitment to its share of the seed: sha256 of the share's hex. */
export interface SeedCommit { seat: number; hash: string }
export interface SeedShare { seat: number; share: string }
/** The draw as the lobby shows it: the host's commitment (fixed when the room was made), then each guest's. */
export interface DrawCommits { host: string; seats: SeedCommit[] }
/** host → each committed guest, at the start: reveal your share now. */
export interface SeedAskMsg { v: 1; type: 'seed-ask' }
/**
 * host → everyone once the game began: the host's commitment and the guests' shares that made the
 * seed (harmless without the host's share); once the game is over, the host's share and the seed too,
 * so every guest recomputes and checks it (earlier, it would let a guest deal the game out itself).
 */
export interface SeedMsg { v: 1; type: 'seed'; host: string; shares: SeedShare[]; hostShare?: string; seed?: string }

const SEAT_KINDS: readonly string[] = ['local', 'remote', 'ai'];
const SEAT_STATUSES: readonly string[] = ['open', 'connected', 'reconnecting', 'stalled', 'local', 'ai'];

function seatPublic(v: unknown): SeatPublic {
  const o = record(v, 'seat');
  const kind = str(o, 'kind', 8);
  const status = str(o, 'status', 16);
  if (!SEAT_KINDS.includes(kind)) bad('seat kind unknown');
  if (!SEAT_STATUSES.includes(status)) bad('seat status unknown');
  const connected = bool(o, 'connected');
  return {
    seat: seatField(o), kind: kind as SeatKind, name: str(o, 'name', LIMITS.name), color: int(o, 'color', 0, LIMITS.colors - 1),
    status: status as SeatStatus, connected: connected === true,
  };
}
const seatList = (o: Rec): SeatPublic[] => list(o, 'seats', LIMITS.seats).map(seatPublic);

function seatNumbers(o: Rec, k: string): number[] {
  return list(o, k, LIMITS.seats).map((s) => {
    if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= LIMITS.seats) bad(`${k}: seat numbers expected`);
    return s as number;
  });
}

function pendingList(o: Rec): Pending[] {
  return list(o, 'pending', LIMITS.seats * 4).map((p) => {
    const r = record(p, 'pending');
    return { seat: seatField(r), kind: str(r, 'kind', LIMITS.kind) };
  });
}

function patchList(o: Rec): Patch[] {
  return list(o, 'delta', LIMITS.patches).map((item) => {
    if (!Array.isArray(item) || (item.length !== 1 && item.length !== 2)) bad('delta: patch expected');
    const p = item as unknown[];
    const path = p[0];
    if (!Array.isArray(path) || path.length > LIMITS.pathLength) bad('delta: path expected');
    for (const key of path as unknown[]) {
      const okKey = (typeof key === 'string' && key.length <= LIMITS.pathKey) || (typeof key === 'number' && Number.isInteger(key) && key >= 0);
      if (!okKey) bad('delta: bad path key');
    }
    if (p.length === 2) {
      const problem = checkJson(p[1], VIEW_LIMITS);
      if (problem) bad(`delta value: ${problem}`);
      return [path as (string | number)[], p[1]] as Patch;
    }
    return [path as (string | number)[]] as Patch;
  });
}

function eventList(o: Rec): GameEvent[] {
  return list(o, 'events', LIMITS.events).map((e) => {
    const r = record(e, 'event');
    str(r, 'type', LIMITS.kind);
    const problem = checkJson(r, EVENT_LIMITS);
    if (problem) bad(`event: ${problem}`);
    return r as GameEvent;
  });
}

function secretPhase(v: unknown): SecretPhase | null {
  if (v === null) return null;
  const o = record(v, 'phase');
  const stage = str(o, 'stage', 8);
  if (stage !== 'commit' && stage !== 'reveal') bad('phase.stage unknown');
  return { round: str(o, 'round', LIMITS.round), kind: str(o, 'kind', LIMITS.kind), seats: seatNumbers(o, 'seats'), committed: seatNumbers(o, 'committed'), stage: stage as SecretStage };
}

function drawCommits(o: Rec): DrawCommits | undefined {
  if (o.draw === undefined) return undefined;
  const d = record(o.draw, 'draw');
  return {
    host: str(d, 'host', 64, HASH),
    seats: list(d, 'seats', LIMITS.seats).map((c) => { const r = record(c, 'commit'); return { seat: seatField(r), hash: str(r, 'hash', 64, HASH) }; }),
  };
}

/** One message by its type, field by field (undefined: a type this side does not take). */
function readHostMessage(m: Rec): Decoded<HostMessage> | undefined {
  const v = PROTOCOL_VERSION;
  switch (m.type) {
    case 'welcome':
      return guard(() => {
        const seat = m.seat === null ? null : seatField(m);
        const secret = m.secret === null ? null : str(m, 'secret', LIMITS.secret, SECRET);
        const started = bool(m, 'started');
        const msg: WelcomeMsg = {
          v, type: 'welcome', room: str(m, 'room', LIMITS.room, ROOM), game: str(m, 'game', 32), gameFormat: int(m, 'gameFormat', 0, MAX_INT),
          options: json(m, 'options', OPTIONS_LIMITS), seat, secret, seats: seatList(m), started: started === true,
          secretKinds: list(m, 'secretKinds', 8).map((k) => (typeof k === 'string' && k.length <= LIMITS.kind ? k : bad('secretKinds: names expected'))),
        };
        const draw = drawCommits(m);
        if (draw) msg.draw = draw;
        return msg;
      });
    case 'lobby':
      return guard(() => {
        const msg: LobbyMsg = { v, type: 'lobby', seats: seatList(m), started: bool(m, 'started') === true };
        const draw = drawCommits(m);
        if (draw) msg.draw = draw;
        return msg;
      });
    case 'seed-ask':
      return { ok: true, msg: { v, type: 'seed-ask' } };
    case 'seed':
      return guard(() => {
        const msg: SeedMsg = {
          v, type: 'seed', host: str(m, 'host', 64, HASH),
          shares: list(m, 'shares', LIMITS.seats).map((x) => { const r = record(x, 'share'); return { seat: seatField(r), share: str(r, 'share', LIMITS.nonce, SECRET) }; }),
        };
        const hostShare = optStr(m, 'hostShare', LIMITS.nonce, SECRET);
        const seed = optStr(m, 'seed', 64, HASH);
        if ((hostShare === undefined) !== (seed === undefined)) bad('seed: the host\'s share and the seed go together');
        if (hostShare !== undefined) { msg.hostShare = hostShare; msg.seed = seed!; }
        return msg;
      });
    case 'view':
      return guard(() => {
        const viewer = m.viewer === 'spectator' ? 'spectator' : int(m, 'viewer', 0, LIMITS.seats - 1);
        const from = m.from === null ? null : int(m, 'from', 0, MAX_INT);
        const msg: ViewMsg = {
          v, type: 'view', viewer, from, version: int(m, 'version', 0, MAX_INT),
          events: eventList(m), pending: pendingList(m), hash: str(m, 'hash', 32, HEX),
        };
        if (from === null) msg.full = json(m, 'full', VIEW_LIMITS);
        else msg.delta = patchList(m);
        const ack = optInt(m, 'ack', 0, MAX_INT);
        if (ack !== undefined) msg.ack = ack;
        const undo = bool(m, 'undo');
        if (undo !== undefined) msg.undo = undo;
        const match = optInt(m, 'match', 0, MAX_INT);
        if (match !== undefined) msg.match = match;
        return msg;
      });
    case 'secret-phase':
      return guard(() => ({ v, type: 'secret-phase', phase: secretPhase(m.phase) }));
    case 'rejected':
      return guard(() => {
        const msg: RejectedMsg = { v, type: 'rejected', reason: str(m, 'reason', LIMITS.reason), detail: str(m, 'detail', LIMITS.detail) };
        const ref = optInt(m, 'ref', 0, MAX_INT);
        const fatal = bool(m, 'fatal');
        if (ref !== undefined) msg.ref = ref;
        if (fatal !== undefined) msg.fatal = fatal;
        return msg;
      });
    case 'seat-status':
      return guard(() => {
        const status = str(m, 'status', 16);
        if (!SEAT_STATUSES.includes(status)) bad('status unknown');
        return { v, type: 'seat-status', seat: seatField(m), status: status as SeatStatus };
      });
    case 'chat-line':
      return guard(() => ({ v, type: 'chat-line', n: int(m, 'n', 0, MAX_INT), seat: seatField(m), name: cleanName(str(m, 'name', LIMITS.name * 4)), ...chatBody(m) }));
    case 'rematch':
      return guard(() => ({
        v, type: 'rematch', match: int(m, 'match', 1, MAX_INT), open: bool(m, 'open') === true, commit: str(m, 'commit', 64, HASH),
        accepted: seatNumbers(m, 'accepted'), declined: seatNumbers(m, 'declined'),
      }));
    case 'ping':
      return guard(() => ({ v, type: 'ping', n: int(m, 'n', 0, Number.MAX_SAFE_INTEGER) }));
    case 'pong':
      return guard(() => {
        const msg: PongMsg = { v, type: 'pong', n: int(m, 'n', 0, Number.MAX_SAFE_INTEGER) };
        const at = optInt(m, 'at', 0, MAX_INT);
        const phase = optStr(m, 'phase', LIMITS.round + 16 + 3 * LIMITS.seats);
        if (at !== undefined) msg.at = at;
        if (phase !== undefined) msg.phase = phase;
        return msg;
      });
    case 'host-offer':
      return guard(() => ({ v, type: 'host-offer', id: int(m, 'id', 0, MAX_INT), from: cleanName(str(m, 'from', LIMITS.name * 4)) }));
    case 'host-handover':
      return guard(() => ({ v, type: 'host-handover', id: int(m, 'id', 0, MAX_INT), hash: str(m, 'hash', 32, HEX), room: json(m, 'room', VIEW_LIMITS) }));
    case 'host-moved':
      return guard(() => ({ v, type: 'host-moved', seat: seatField(m), name: cleanName(str(m, 'name', LIMITS.name * 4)) }));
    default:
      return undefined;
  }
}

/** Validates a message the host sent to a guest. Never throws: hostile input gives a typed reason. */
export const decodeHostMessage = (raw: unknown): Decoded<HostMessage> => decodeBy(raw, readHostMessage);
