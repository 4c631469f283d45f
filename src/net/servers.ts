// Which signaling server and which STUN/TURN servers a room uses. config.json (next to the app) and
// the Settings fields are outside input: every entry is checked here, field by field, own
// properties only. Rooms are spread over the configured signaling servers by a stable hash of the
// room id, so a host and its guests compute the same server without any server knowing the others;
// the invite link also names the host's server, so a guest whose list differs still meets it there.
// Every PeerJS Peer is built from peerOptionsFor, the one place that turns these into PeerOptions.
import type { PeerOptions } from 'peerjs';

/** How a PeerJS endpoint is made: which signaling server, which ICE servers (peer-transport.ts uses it). */
export interface PeerTransportOptions {
  /** 'same-origin' (default): the app's own server at /peerjs; 'public': the PeerJS cloud broker. */
  broker?: 'same-origin' | 'public';
  /** Explicit signaling server (overrides the broker's defaults). */
  host?: string;
  port?: number;
  path?: string;
  secure?: boolean;
  /** ICE servers; [] on a LAN or in tests. Default: PeerJS's own (public STUN). */
  iceServers?: RTCIceServer[];
  debug?: 0 | 1 | 2 | 3;
  /** Prefix of the host's peer id (room ids are short; the broker is shared). */
  idPrefix?: string;
  /** How long to wait for the signaling server or a data connection to open. */
  openTimeoutMs?: number;
  /** Characters per piece on the data channel. */
  chunkChars?: number;
  /** Signaling errors that do not stop the endpoint (the server went away, …). */
  onError?(error: { type: string; message: string }): void;
}

export interface SignalingServer {
  host: string;
  port: number;
  path: string;
  secure: boolean;
}

export interface IceServer {
  urls: string;
  username?: string;
  credential?: string;
}

export interface NetConfig {
  /** [] : the server this app came from (scripts/serve.mjs), else the public PeerJS broker. */
  signaling: SignalingServer[];
  iceServers: IceServer[];
}

export const DEFAULT_NET_CONFIG: NetConfig = {
  signaling: [],
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
};

/** Why a field was refused: an i18n key (settings.err.*) the Settings screen shows as it is. */
export type FieldError =
  | 'settings.err.host' | 'settings.err.port' | 'settings.err.path'
  | 'settings.err.iceUrl' | 'settings.err.turnCreds' | 'settings.err.tooMany';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: FieldError; index?: number };

const MAX_SERVERS = 16;
// A DNS name (labels of letters, digits, hyphens), an IPv4 address, or a bracketed IPv6 address.
const HOST_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6_RE = /^\[[0-9a-f:.]{2,45}\]$/i;
const PATH_RE = /^\/[A-Za-z0-9._~\-/]{0,100}$/;
// stun:host[:port], turn:host[:port][?transport=udp|tcp], turns:… (RFC 7064 / 7065 shapes).
const ICE_URL_RE = /^(stun|turns?):(\[[0-9a-f:.]{2,45}\]|[a-z0-9.-]{1,253})(?::(\d{1,5}))?(\?transport=(udp|tcp))?$/i;

const own = (o: object, k: string): unknown => (Object.hasOwn(o, k) ? (o as Record<string, unknown>)[k] : undefined);
const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkSignaling(entry: unknown): Checked<SignalingServer> {
  if (!isRecord(entry)) return { ok: false, error: 'settings.err.host' };
  const host = own(entry, 'host');
  if (typeof host !== 'string' || !(HOST_RE.test(host) || IPV6_RE.test(host))) return { ok: false, error: 'settings.err.host' };
  const secure = own(entry, 'secure');
  const port = own(entry, 'port') ?? (secure === true ? 443 : 80);
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, error: 'settings.err.port' };
  const path = own(entry, 'path') ?? '/peerjs';
  if (typeof path !== 'string' || !PATH_RE.test(path) || path.includes('..')) return { ok: false, error: 'settings.err.path' };
  return { ok: true, value: { host: host.toLowerCase(), port, path, secure: secure === true } };
}

export function checkIceServer(entry: unknown): Checked<IceServer> {
  if (!isRecord(entry)) return { ok: false, error: 'settings.err.iceUrl' };
  const urls = own(entry, 'urls');
  const m = typeof urls === 'string' ? ICE_URL_RE.exec(urls.trim()) : null;
  if (!m || (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 65535))) return { ok: false, error: 'settings.err.iceUrl' };
  const value: IceServer = { urls: (urls as string).trim() };
  if (m[1]!.toLowerCase() === 'stun') return { ok: true, value };
  // A TURN server relays traffic, so it always asks who is using it.
  const username = own(entry, 'username');
  const credential = own(entry, 'credential');
  if (typeof username !== 'string' || typeof credential !== 'string' || !username.trim() || !credential
    || username.length > 256 || credential.length > 256) return { ok: false, error: 'settings.err.turnCreds' };
  return { ok: true, value: { ...value, username: username.trim(), credential } };
}

/** Every entry must pass (what a person typed: nothing is saved when one is wrong). */
export function checkAll<T>(entries: unknown[], check: (e: unknown) => Checked<T>): Checked<T[]> {
  if (entries.length > MAX_SERVERS) return { ok: false, error: 'settings.err.tooMany' };
  const out: T[] = [];
  for (const [index, e] of entries.entries()) {
    const r = check(e);
    if (!r.ok) return { ...r, index };
    out.push(r.value);
  }
  return { ok: true, value: out };
}

/**
 * A config.json as fetched: a list that is missing, not a list or holds a bad entry falls back to
 * the default list, with a warning (a broken file never stops the app).
 */
export function checkNetConfig(raw: unknown, warn: (message: string) => void = () => {}): NetConfig {
  if (!isRecord(raw)) {
    warn('config.json is not an object: using the defaults');
    return structuredClone(DEFAULT_NET_CONFIG);
  }
  const list = <T>(key: keyof NetConfig, check: (e: unknown) => Checked<T>, fallback: T[]): T[] => {
    const v = own(raw, key);
    if (v === undefined) return structuredClone(fallback);
    const r = Array.isArray(v) ? checkAll(v, check) : null;
    if (r?.ok) return r.value;
    warn(`config.json: "${key}" ${r ? `entry ${r.index ?? ''} is invalid (${r.error})` : 'is not a list'}: using the defaults`);
    return structuredClone(fallback);
  };
  return {
    signaling: list('signaling', checkSignaling, DEFAULT_NET_CONFIG.signaling),
    iceServers: list('iceServers', checkIceServer, DEFAULT_NET_CONFIG.iceServers),
  };
}

/** FNV-1a, 32 bits: the same number for the same room id in every browser and version. */
export function roomHash(room: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < room.length; i++) {
    h ^= room.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The room's signaling server among the configured ones (null: none configured). */
export function serverForRoom(room: string, servers: readonly SignalingServer[]): SignalingServer | null {
  return servers.length ? servers[roomHash(room) % servers.length]! : null;
}

/** Where a link says a room's signaling is: 'public' (the PeerJS broker) or one server. */
export type LinkServer = 'public' | SignalingServer;

/** The `sig` value of an invite link: "public", or ws(s)://host:port/path. */
export function linkServerParam(server: LinkServer): string {
  if (server === 'public') return 'public';
  return `${server.secure ? 'wss' : 'ws'}://${server.host}:${server.port}${server.path}`;
}

/** A `sig` value read from a link (outside input): checked like a typed server, else null. */
export function parseLinkServer(text: string | null | undefined): LinkServer | null {
  if (typeof text !== 'string' || text.length > 400) return null;
  if (text === 'public') return 'public';
  const m = /^(wss?):\/\/(\[[0-9a-fA-F:.]+\]|[^/:[\]]+):(\d{1,5})(\/.*)$/.exec(text);
  if (!m) return null;
  const r = checkSignaling({ host: m[2], port: Number(m[3]), path: m[4], secure: m[1] === 'wss' });
  return r.ok ? r.value : null;
}

/** The transport options for a signaling choice (public broker or one server). */
export function signalingOptions(server: LinkServer): PeerTransportOptions {
  return server === 'public' ? { broker: 'public' } : { ...server };
}

/** What a host's room used, for its invite link. */
export function linkServerOf(options: PeerTransportOptions): LinkServer {
  const o = peerOptionsFor(options);
  if (o.host === undefined) return 'public';
  return { host: o.host, port: o.port ?? (o.secure ? 443 : 80), path: o.path ?? '/peerjs', secure: o.secure === true };
}

/** The options every PeerJS Peer of the app is created with. */
export function peerOptionsFor(options: PeerTransportOptions = {}): PeerOptions {
  const out: PeerOptions = { debug: options.debug ?? 0 };
  if (options.iceServers) out.config = { iceServers: options.iceServers };
  const custom = options.host !== undefined || options.port !== undefined || options.path !== undefined;
  if (options.broker === 'public' && !custom) return out;
  const loc = globalThis.location as Location | undefined;
  const secure = options.secure ?? loc?.protocol === 'https:';
  out.host = options.host ?? loc?.hostname ?? '127.0.0.1';
  out.port = options.port ?? (loc?.port ? Number(loc.port) : secure ? 443 : 80);
  out.path = options.path ?? '/peerjs';
  out.secure = secure;
  return out;
}
