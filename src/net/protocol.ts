// The wire protocol between a host and its guests: versioned JSON messages, and a hand-written
// validator for every incoming message. Decoding never throws: hostile input gives a typed reason.
import type { GameEvent, Pending } from '../engine/types.ts';
import type { Patch } from './delta.ts';
import { CHOICE_LIMITS, EVENT_LIMITS, OPTIONS_LIMITS, VIEW_LIMITS, checkJson, type JsonLimits } from './json-check.ts';

export const PROTOCOL_VERSION = 1;
/** Largest message either side accepts, in UTF-8 bytes. */
export const MAX_MESSAGE_BYTES = 256 * 1024;

export const LIMITS = {
  room: 32,
  name: 24,
  secret: 64,
  salt: 64,
  round: 48,
  kind: 32,
  reason: 48,
  detail: 240,
  seats: 16,
  colors: 64,
  events: 512,
  patches: 20_000,
  pathLength: 32,
  pathKey: 64,
  /** A chat line, in UTF-16 units after cleaning. */
  chat: 140,
  nonce: 64,
} as const;

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

// ---- guest → host ----
export interface HelloMsg { v: 1; type: 'hello'; room: string; name: string; color: number; seat?: number; secret?: string; spectator?: boolean }
export interface IntentMsg { v: 1; type: 'intent'; id: number; seat: number; secret: string; version: number; choice: unknown }
export interface UndoMsg { v: 1; type: 'undo'; id: number; seat: number; secret: string; version: number }
export interface CommitMsg { v: 1; type: 'commit'; id: number; seat: number; secret: string; round: string; hash: string }
export interface RevealMsg { v: 1; type: 'reveal'; id: number; seat: number; secret: string; round: string; choice: unknown; salt: string }
export interface ResyncMsg { v: 1; type: 'resync' }
export interface PingMsg { v: 1; type: 'ping'; n: number }
/**
 * A host's pong also says where the game is (`at`: its version; `phase`: phaseKey of its secret
 * phase), so a guest that lost a message notices and asks for a resync. Optional and additive:
 * a peer without them still speaks protocol 1.
 */
export interface PongMsg { v: 1; type: 'pong'; n: number; at?: number; phase?: string }

/** A short, comparable summary of a secret phase ('' for none). */
export function phaseKey(phase: SecretPhase | null): string {
  return phase ? `${phase.round}|${phase.stage}|${phase.committed.join(',')}` : '';
}
/**
 * Pass the host (issue 28): the guest asked to take the room over answers (its explicit consent),
 * then says once it has stored the room and checked it replays to the host's state hash.
 */
export interface HostAnswerMsg { v: 1; type: 'host-answer'; id: number; seat: number; secret: string; accept: boolean }
export interface HostReadyMsg { v: 1; type: 'host-ready'; id: number; seat: number; secret: string; hash: string }
export type GuestMessage = HelloMsg | IntentMsg | UndoMsg | CommitMsg | RevealMsg | ResyncMsg | PingMsg | PongMsg
  | HostAnswerMsg | HostReadyMsg | ChatMsg | RematchReplyMsg | SeedCommitMsg | SeedShareMsg;

// ---- host → guest ----
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

// ---- rematch and chat (additive: still protocol 1) ----
/** The quick reactions, by id (each device draws its own glyph and label). */
export const CHAT_REACTIONS = ['thumbs-up', 'laugh', 'wow', 'clap', 'think', 'good-game'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** guest → host: a chat line or a reaction (exactly one), from the link's own seat. */
export interface ChatMsg { v: 1; type: 'chat'; id: number; seat: number; secret: string; text?: string; reaction?: ChatReaction }
/** host → everyone: a line the host accepted, with the sender's seat and name as the host knows them. */
export interface ChatLineMsg { v: 1; type: 'chat-line'; n: number; seat: number; name: string; text?: string; reaction?: ChatReaction }
/**
 * host → everyone: the host's offer of another game in the room (`match`: its number), who accepted
 * and who declined; `open: false` withdraws it. `commit` is the hash of the host's share of the new
 * seed, fixed before any guest's share is known.
 */
export interface RematchMsg { v: 1; type: 'rematch'; match: number; open: boolean; commit: string; accepted: number[]; declined: number[] }
/** guest → host: yes (with its share of the new seed, sent to the host alone) or no to the offer. */
export interface RematchReplyMsg { v: 1; type: 'rematch-reply'; id: number; seat: number; secret: string; match: number; accept: boolean; nonce?: string }

// ---- the joint seed of the first game (additive: still protocol 1) ----
/** A seat's commitment to its share of the seed: sha256 of the share's hex. */
export interface SeedCommit { seat: number; hash: string }
export interface SeedShare { seat: number; share: string }
/** The draw as the lobby shows it: the host's commitment (fixed when the room was made), then each guest's. */
export interface DrawCommits { host: string; seats: SeedCommit[] }
/** guest → host, in the lobby: its commitment. */
export interface SeedCommitMsg { v: 1; type: 'seed-commit'; id: number; seat: number; secret: string; hash: string }
/** guest → host alone, once asked at the start: its share. */
export interface SeedShareMsg { v: 1; type: 'seed-share'; id: number; seat: number; secret: string; share: string }
/** host → each committed guest, at the start: reveal your share now. */
export interface SeedAskMsg { v: 1; type: 'seed-ask' }
/**
 * host → everyone once the game began: the host's commitment and the guests' shares that made the
 * seed (harmless without the host's share); once the game is over, the host's share and the seed too,
 * so every guest recomputes and checks it (earlier, it would let a guest deal the game out itself).
 */
export interface SeedMsg { v: 1; type: 'seed'; host: string; shares: SeedShare[]; hostShare?: string; seed?: string }

/** Why an incoming message was dropped. */
export type DropReason =
  | 'not-text' | 'too-large' | 'not-json' | 'not-object' | 'protocol-version' | 'unknown-type' | 'bad-field';

export type Decoded<M> = { ok: true; msg: M } | { ok: false; reason: DropReason; detail: string };

export function encode(msg: GuestMessage | HostMessage): string {
  return JSON.stringify(msg);
}

// ---- field readers (throw Bad internally; decode catches everything) ----
class Bad extends Error {}
const bad = (detail: string): never => { throw new Bad(detail); };
type Rec = Record<string, unknown>;

function int(o: Rec, k: string, lo: number, hi: number): number {
  const v = o[k];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) bad(`${k}: integer ${lo}..${hi} expected`);
  return v as number;
}
function optInt(o: Rec, k: string, lo: number, hi: number): number | undefined {
  return o[k] === undefined ? undefined : int(o, k, lo, hi);
}
function str(o: Rec, k: string, max: number, pattern?: RegExp): string {
  const v = o[k];
  if (typeof v !== 'string' || v.length > max) bad(`${k}: string of at most ${max} characters expected`);
  if (pattern && !pattern.test(v as string)) bad(`${k}: malformed`);
  return v as string;
}
function optStr(o: Rec, k: string, max: number, pattern?: RegExp): string | undefined {
  return o[k] === undefined ? undefined : str(o, k, max, pattern);
}
function bool(o: Rec, k: string): boolean | undefined {
  const v = o[k];
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') bad(`${k}: boolean expected`);
  return v as boolean;
}
function json(o: Rec, k: string, limits: JsonLimits): unknown {
  if (!(k in o)) bad(`${k}: missing`);
  const problem = checkJson(o[k], limits);
  if (problem) bad(`${k}: ${problem}`);
  return o[k];
}
function list(o: Rec, k: string, max: number): unknown[] {
  const v = o[k];
  if (!Array.isArray(v) || v.length > max) bad(`${k}: list of at most ${max} items expected`);
  return v as unknown[];
}
function record(v: unknown, what: string): Rec {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(`${what}: object expected`);
  return v as Rec;
}

const MAX_INT = 0x7fffffff;
const HEX = /^[0-9a-f]+$/;
const SECRET = /^[0-9a-f]{32,64}$/;
const HASH = /^[0-9a-f]{64}$/;
const ROOM = /^[a-z0-9-]{1,32}$/;
const SEAT_KINDS: readonly string[] = ['local', 'remote', 'ai'];
const SEAT_STATUSES: readonly string[] = ['open', 'connected', 'reconnecting', 'stalled', 'local', 'ai'];

/** Strips control characters and surrounding spaces from a display name. */
export function cleanName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '').trim().slice(0, LIMITS.name);
}

/** A chat line as shown: no control or direction characters, spaces folded, at most LIMITS.chat. */
export function cleanChat(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, LIMITS.chat);
}

/** Exactly one of a non-empty cleaned text or a known reaction. */
function chatBody(o: Rec): { text?: string; reaction?: ChatReaction } {
  const text = optStr(o, 'text', LIMITS.chat);
  const reaction = optStr(o, 'reaction', LIMITS.kind);
  if ((text === undefined) === (reaction === undefined)) bad('chat: a text or a reaction expected');
  if (reaction !== undefined) {
    if (!(CHAT_REACTIONS as readonly string[]).includes(reaction)) bad('reaction unknown');
    return { reaction: reaction as ChatReaction };
  }
  const clean = cleanChat(text!);
  if (!clean) bad('text: empty');
  return { text: clean };
}

function seatField(o: Rec): number { return int(o, 'seat', 0, LIMITS.seats - 1); }

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

// ---- the decoders ----

type Parsed = { rec: Rec; fail?: undefined } | { fail: Decoded<never> };
const failed = (reason: DropReason, detail: string): Parsed => ({ fail: { ok: false, reason, detail } });

function parse(raw: unknown): Parsed {
  if (typeof raw !== 'string') return failed('not-text', typeof raw);
  // A UTF-16 unit is 1 to 3 UTF-8 bytes: only count bytes when the length alone cannot decide.
  if (raw.length > MAX_MESSAGE_BYTES) return failed('too-large', `${raw.length} characters`);
  if (raw.length * 3 > MAX_MESSAGE_BYTES) {
    const bytes = new TextEncoder().encode(raw).length;
    if (bytes > MAX_MESSAGE_BYTES) return failed('too-large', `${bytes} bytes`);
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return failed('not-json', 'JSON.parse failed');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return failed('not-object', 'not an object');
  const o = value as Rec;
  if (o.v !== PROTOCOL_VERSION) return failed('protocol-version', `v=${typeof o.v === 'number' ? o.v : typeof o.v}`);
  return { rec: o };
}

function guard<M>(fn: () => M): Decoded<M> {
  try {
    return { ok: true, msg: fn() };
  } catch (e) {
    return { ok: false, reason: 'bad-field', detail: e instanceof Bad ? e.message : 'invalid message' };
  }
}

/** Validates a message a guest sent to the host. */
export function decodeGuestMessage(raw: unknown): Decoded<GuestMessage> {
  const parsed = parse(raw);
  if (parsed.fail) return parsed.fail;
  const m = parsed.rec;
  const v = PROTOCOL_VERSION;
  switch (m.type) {
    case 'hello':
      return guard(() => {
        const msg: HelloMsg = { v, type: 'hello', room: str(m, 'room', LIMITS.room, ROOM), name: cleanName(str(m, 'name', LIMITS.name * 4)), color: int(m, 'color', 0, LIMITS.colors - 1) };
        const seat = optInt(m, 'seat', 0, LIMITS.seats - 1);
        const secret = optStr(m, 'secret', LIMITS.secret, SECRET);
        const spectator = bool(m, 'spectator');
        if (seat !== undefined) msg.seat = seat;
        if (secret !== undefined) msg.secret = secret;
        if (spectator !== undefined) msg.spectator = spectator;
        return msg;
      });
    case 'intent':
      return guard(() => ({
        v, type: 'intent', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        version: int(m, 'version', 0, MAX_INT), choice: json(m, 'choice', CHOICE_LIMITS),
      }));
    case 'undo':
      return guard(() => ({
        v, type: 'undo', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        version: int(m, 'version', 0, MAX_INT),
      }));
    case 'commit':
      return guard(() => ({
        v, type: 'commit', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        round: str(m, 'round', LIMITS.round), hash: str(m, 'hash', 64, HASH),
      }));
    case 'reveal':
      return guard(() => ({
        v, type: 'reveal', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
        round: str(m, 'round', LIMITS.round), choice: json(m, 'choice', CHOICE_LIMITS), salt: str(m, 'salt', LIMITS.salt, HEX),
      }));
    case 'resync':
      return { ok: true, msg: { v, type: 'resync' } };
    case 'chat':
      return guard(() => ({ v, type: 'chat', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), ...chatBody(m) }));
    case 'rematch-reply':
      return guard(() => {
        const msg: RematchReplyMsg = {
          v, type: 'rematch-reply', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET),
          match: int(m, 'match', 1, MAX_INT), accept: bool(m, 'accept') ?? bad('accept: boolean expected'),
        };
        const nonce = optStr(m, 'nonce', LIMITS.nonce, SECRET);
        if (nonce !== undefined) msg.nonce = nonce;
        if (msg.accept && nonce === undefined) bad('nonce: needed to accept');
        return msg;
      });
    case 'seed-commit':
      return guard(() => ({ v, type: 'seed-commit', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), hash: str(m, 'hash', 64, HASH) }));
    case 'seed-share':
      return guard(() => ({ v, type: 'seed-share', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), share: str(m, 'share', LIMITS.nonce, SECRET) }));
    case 'ping':
    case 'pong':
      return guard(() => ({ v, type: m.type as 'ping' | 'pong', n: int(m, 'n', 0, Number.MAX_SAFE_INTEGER) }));
    case 'host-answer':
      return guard(() => {
        const accept = bool(m, 'accept');
        if (accept === undefined) bad('accept: boolean expected');
        return { v, type: 'host-answer', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), accept: accept === true };
      });
    case 'host-ready':
      return guard(() => ({
        v, type: 'host-ready', id: int(m, 'id', 0, MAX_INT), seat: seatField(m), secret: str(m, 'secret', LIMITS.secret, SECRET), hash: str(m, 'hash', 32, HEX),
      }));
    default:
      return { ok: false, reason: 'unknown-type', detail: typeof m.type === 'string' ? m.type.slice(0, 24) : typeof m.type };
  }
}

/** Validates a message the host sent to a guest. */
export function decodeHostMessage(raw: unknown): Decoded<HostMessage> {
  const parsed = parse(raw);
  if (parsed.fail) return parsed.fail;
  const m = parsed.rec;
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
      return { ok: false, reason: 'unknown-type', detail: typeof m.type === 'string' ? m.type.slice(0, 24) : typeof m.type };
  }
}
