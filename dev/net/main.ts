// A development page for the network layer (net-dev.html, and the browser test that bundles this
// file): hosts or joins a Zapotec room over PeerJS and plays every seat it owns with random legal
// choices. Everything is driven from window.netDev; the page only prints a status line.
import { hashState } from '../../src/engine/hash.ts';
import { makeRng } from '../../src/engine/rng.ts';
import { zapotecGame, type ZapotecState, type ZapotecView } from '../../src/games/zapotec/index.ts';
import { GuestClient, type GuestRecord, type GuestStorage } from '../../src/net/guest.ts';
import { HostRoom, type HostSeatConfig } from '../../src/net/host.ts';
import { joinRoom, openHost, type GuestEndpoint, type PeerHostEndpoint, type PeerTransportOptions } from '../../src/net/peer-transport.ts';
import { newRoomId } from '../../src/net/secret.ts';

type ZHost = HostRoom<ZapotecState, { players: 1 | 2 | 3 | 4 }, ZapotecView>;

/** Guest secrets in localStorage, so that a reloaded page takes its seat back. */
const localStorageGuests: GuestStorage = {
  load: (room) => {
    const text = localStorage.getItem(`net-dev:${room}`);
    return text ? (JSON.parse(text) as GuestRecord) : null;
  },
  save: (record) => localStorage.setItem(`net-dev:${record.room}`, JSON.stringify(record)),
  clear: (room) => localStorage.removeItem(`net-dev:${room}`),
};

let host: ZHost | null = null;
let endpoint: PeerHostEndpoint | null = null;
let guest: GuestClient<ZapotecView> | null = null;
let guestEndpoint: GuestEndpoint | null = null;
/** performance.timeOrigin + now() at which each version reached this page (comparable across pages). */
const arrivals = new Map<number, number>();
const now = () => performance.timeOrigin + performance.now();

function status(text: string): void {
  let el = document.getElementById('net-dev-status');
  if (!el) {
    el = document.createElement('pre');
    el.id = 'net-dev-status';
    document.body.append(el);
  }
  el.textContent = text;
}

function refresh(): void {
  if (host) status(`host ${host.room} v${host.version} ${host.lobby().map((s) => `${s.name}:${s.status}`).join(' ')}`);
  else if (guest) status(`guest ${guest.status} seat ${String(guest.seat)} v${guest.version}`);
}

export interface DevHostOptions {
  room?: string;
  players: 2 | 3 | 4;
  seats: HostSeatConfig['kind'][];
  seed?: string;
  peer?: PeerTransportOptions;
  /** Delay before each AI or local move, ms (0: at once). */
  thinkMs?: number;
}

async function hostGame(opts: DevHostOptions): Promise<{ room: string }> {
  const room = opts.room ?? newRoomId();
  const rng = makeRng('dev-host:' + room);
  const think = <T>(value: T) => new Promise<T>((r) => setTimeout(() => r(value), opts.thinkMs ?? 0));
  host = HostRoom.create({
    module: zapotecGame, room, options: { players: opts.players }, seed: opts.seed ?? room,
    seats: opts.seats.map((kind, i) => ({ kind, name: kind === 'remote' ? `Guest ${i}` : `Host ${i}` })),
    ai: (req) => think(req.choices[rng.int(req.choices.length)]),
  }) as ZHost;
  const h = host;
  h.on('state', (c) => { arrivals.set(c.version, now()); refresh(); });
  h.on('lobby', refresh);
  h.on('seat-status', refresh);
  endpoint = await openHost(room, opts.peer);
  endpoint.onLink((link) => h.accept(link));
  refresh();
  return { room };
}

async function joinGame(opts: { room: string; peer?: PeerTransportOptions; name?: string; autoplay?: boolean; thinkMs?: number }): Promise<{ ok: boolean; reason?: string }> {
  guestEndpoint = joinRoom(opts.room, opts.peer);
  const g = new GuestClient<ZapotecView>({
    module: zapotecGame, room: opts.room, connect: guestEndpoint.connect, name: opts.name ?? 'Guest', color: 1, storage: localStorageGuests,
  });
  guest = g;
  g.on('view', (u) => { arrivals.set(u.version, now()); refresh(); });
  g.on('status', refresh);
  if (opts.autoplay !== false) {
    const rng = makeRng('dev-guest:' + Math.random());
    let busy = false;
    const step = () => {
      if (busy || !g.owes()) return;
      busy = true;
      const choices = g.choices();
      setTimeout(() => {
        void g.act(choices[rng.int(choices.length)]).then(() => { busy = false; setTimeout(step, 0); });
      }, opts.thinkMs ?? 0);
    };
    g.on('view', step);
    g.on('secret-phase', step);
  }
  const res = await g.join();
  refresh();
  return res.ok ? { ok: true } : { ok: false, reason: res.reason };
}

const api = {
  hostGame,
  joinGame,
  start: () => host?.start(),
  hostInfo: () => host && {
    version: host.version, over: host.pending().length === 0, lobby: host.lobby(), hash: host.hash(),
    viewHash: (seat: number) => hashState(zapotecGame.view(host!.state, seat)), log: host.log.length, stats: { ...host.stats },
  },
  hostViewHash: (seat: number) => (host ? hashState(zapotecGame.view(host.state, seat)) : null),
  guestInfo: () => guest && {
    status: guest.status, seat: guest.seat, version: guest.version, viewHash: guest.view ? hashState(guest.view) : null, stats: { ...guest.stats },
  },
  arrivals: () => Object.fromEntries(arrivals),
  replaceWithAi: (seat: number) => host?.replaceWithAi(seat),
  close: () => {
    guest?.leave();
    guestEndpoint?.close();
    host?.close();
    endpoint?.close();
  },
};

declare global {
  interface Window {
    netDev: typeof api;
  }
}
window.netDev = api;
status('net-dev ready');
