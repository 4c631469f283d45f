// A hostile guest for tests/browser/net-hostile.test.ts, bundled with esbuild and added to a page of
// the served app: it speaks the protocol by hand over a real PeerJS data connection (no GuestClient),
// takes a seat, commits its pick honestly, then floods the host with random and mutated messages.
// The host closes a connection after 120 bad messages a minute, as it should: the flood goes out in
// batches that stay under that limit, each followed by a ping whose pong proves the host has read
// the whole batch, and a fresh connection that takes the seat back with its secret.
import { makeRng } from '../../src/engine/rng.ts';
import { CHUNK_CHARS } from '../../src/net/chunk.ts';
import { applyPatches } from '../../src/net/delta.ts';
import { joinRoom, type GuestEndpoint, type PeerTransportOptions } from '../../src/net/peer-transport.ts';
import { decodeHostMessage, type HostMessage, type SecretPhase } from '../../src/net/protocol-host.ts';
import { commitHash, randomHex } from '../../src/net/secret.ts';
import type { Link } from '../../src/net/transport.ts';
import { hostileMessages } from '../net/hostile-messages.ts';

/** Bad messages per connection: under the host's limit of 120 a minute, with room for its replies. */
const STRIKE_BUDGET = 90;

interface View { players: { hand: number[] }[] }
type Waiter = { test: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void };

let endpoint: GuestEndpoint | null = null;
let link: Link | null = null;
let room = '';
let seat = -1;
let secret = '';
let view: View | null = null;
let version = -1;
let phase: SecretPhase | null = null;
let pick: { round: string; choice: { kind: 'pick'; card: number }; salt: string } | null = null;
let pingN = 1;
let lastIn = '';
let waiters: Waiter[] = [];
const stats = { connectMs: 0, openMs: 0, pongMs: 0, opens: 0, connectRetries: 0, unexpectedCloses: 0, invalidFromHost: 0, messagesIn: 0, sent: 0, rejected: {} as Record<string, number> };

function onMessage(raw: unknown): void {
  const d = decodeHostMessage(raw);
  if (!d.ok) return void stats.invalidFromHost++;
  const m = d.msg;
  stats.messagesIn++;
  lastIn = typeof raw === 'string' ? raw.slice(0, 200) : '';
  if (m.type === 'welcome') { seat = m.seat ?? -1; secret = m.secret ?? secret; }
  if (m.type === 'secret-phase') phase = m.phase;
  if (m.type === 'rejected') stats.rejected[m.reason] = (stats.rejected[m.reason] ?? 0) + 1;
  if (m.type === 'ping') send({ v: 1, type: 'pong', n: m.n });
  if (m.type === 'view') {
    const next = m.full !== undefined ? { ok: true as const, value: m.full } : applyPatches(view, m.delta ?? []);
    if (next.ok) { view = next.value as View; version = m.version; }
  }
  waiters = waiters.filter((w) => (w.test(m) ? (w.resolve(m), false) : true));
}

function next(test: (m: HostMessage) => boolean, what: string, ms = 20_000): Promise<HostMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`raw guest: no ${what} (phase ${JSON.stringify(phase)}, v${version}, last ${lastIn})`)), ms);
    waiters.push({ test, resolve: (m) => { clearTimeout(timer); resolve(m); } });
  });
}

function send(msg: object): void { link?.send(JSON.stringify(msg)); }

/**
 * A data connection, knocking again when one is not answered in time, as the app's guest does: on
 * a busy machine 1 of this test's 125 openings can take longer than the endpoint's first wait.
 */
async function connectWithRetries(first: Promise<Link>): Promise<Link> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (attempt === 1 ? first : endpoint!.connect());
    } catch (error) {
      if ((error as { type?: string })?.type !== 'timeout' || attempt === 3) throw error;
      stats.connectRetries++;
    }
  }
}

/**
 * A new data connection; hello takes the seat (back, with the secret once there is one). The old
 * connection is closed only after the welcome: the seat goes straight over, never 'reconnecting'.
 */
async function open(spare?: Promise<Link>): Promise<void> {
  const t0 = performance.now();
  const l = await connectWithRetries(spare ?? endpoint!.connect());
  stats.connectMs += performance.now() - t0;
  const old = link;
  link = l;
  stats.opens++;
  l.onMessage(onMessage);
  l.onClose(() => { if (link === l) stats.unexpectedCloses++; });
  const welcome = next((m) => m.type === 'welcome', 'welcome');
  send({ v: 1, type: 'hello', room, name: 'Raw', color: 2, ...(secret ? { seat, secret } : {}) });
  await welcome;
  old?.close();
  stats.openMs += performance.now() - t0;
}

async function join(r: string, peer: PeerTransportOptions): Promise<{ seat: number }> {
  room = r;
  endpoint = joinRoom(room, peer);
  await open();
  return { seat };
}

/** Commits the first card of the hand to the open pick, honestly (the reveal comes later). */
async function commitPick(): Promise<{ round: string; version: number }> {
  const ready = () => phase?.stage === 'commit' && phase.seats.includes(seat) && view !== null;
  if (!ready()) await next(() => ready(), 'pick phase');
  const choice = { kind: 'pick' as const, card: view!.players[seat]!.hand[0]! };
  pick = { round: phase!.round, choice, salt: randomHex() };
  const committed = next((m) => m.type === 'secret-phase' && m.phase?.committed.includes(seat) === true, 'commitment');
  send({ v: 1, type: 'commit', id: 1, seat, secret, round: pick.round, hash: commitHash(choice, pick.salt) });
  await committed;
  return { round: pick.round, version };
}

/** Pieces a message takes on the wire: a refused oversized message can cost one strike per piece. */
const strikesOf = (text: string) => (text.length <= CHUNK_CHARS ? 1 : Math.ceil(text.length / CHUNK_CHARS));

async function flood(count: number, seed: string): Promise<typeof stats & { batches: number }> {
  const rng = makeRng(seed);
  const round = pick!.round;
  // Real messages this guest sent or could send now, to mutate.
  const valid = [
    { v: 1, type: 'hello', room, name: 'Raw', color: 2, seat, secret },
    { v: 1, type: 'commit', id: 1, seat, secret, round, hash: commitHash(pick!.choice, pick!.salt) },
    { v: 1, type: 'reveal', id: 2, seat, secret, round, choice: pick!.choice, salt: randomHex() },
    { v: 1, type: 'reveal', id: 3, seat, secret, round, choice: { kind: 'pick', card: view!.players[seat]!.hand[1] }, salt: pick!.salt },
    { v: 1, type: 'intent', id: 4, seat, secret, version, choice: pick!.choice },
    { v: 1, type: 'intent', id: 5, seat: (seat + 1) % 3, secret, version, choice: { kind: 'endCapital' } },
    { v: 1, type: 'undo', id: 6, seat, secret, version },
    { v: 1, type: 'hello', room, name: 'Raw', color: 0, spectator: true },
    { v: 1, type: 'resync' },
    { v: 1, type: 'ping', n: 5 },
  ];
  const messages = hostileMessages(rng, count, valid, secret, round, room);
  let batches = 0;
  for (let i = 0; i < messages.length;) {
    let budget = STRIKE_BUDGET;
    const start = i;
    while (i < messages.length && (i === start || budget - strikesOf(messages[i]!) >= 0)) {
      budget -= strikesOf(messages[i]!);
      link!.send(messages[i++]!);
      stats.sent++;
    }
    // Ordered, reliable channel: the pong comes after the host has handled the whole batch. The
    // next connection is set up meanwhile (a WebRTC connection takes a while on a busy machine).
    const n = pingN++;
    const t0 = performance.now();
    const pong = next((m) => m.type === 'pong' && m.n === n, `pong ${n}`);
    send({ v: 1, type: 'ping', n });
    const spare = i < messages.length ? endpoint!.connect() : undefined;
    spare?.catch(() => {}); // a knock not answered is knocked again in open()
    await pong;
    stats.pongMs += performance.now() - t0;
    batches++;
    if (spare) await open(spare);
  }
  return { ...stats, batches };
}

/** Reveals the committed pick once every seat has committed. */
async function reveal(): Promise<void> {
  const stage = () => phase?.round === pick!.round && phase.stage === 'reveal';
  if (!stage()) await next(() => stage(), 'reveal stage');
  const before = version;
  const applied = next((m) => m.type === 'view' && m.version > before, 'the picks applied');
  send({ v: 1, type: 'reveal', id: 7, seat, secret, round: pick!.round, choice: pick!.choice, salt: pick!.salt });
  await applied;
}

function leave(): void {
  const l = link;
  link = null;
  l?.close();
  endpoint?.close();
}

const api = { join, commitPick, flood, reveal, leave, stats: () => ({ ...stats, seat, version }) };
declare global {
  interface Window { rawNet: typeof api }
}
window.rawNet = api;
