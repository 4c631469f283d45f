// Shared pieces of the net tests: a Zapotec room on an in-memory hub, seeded random players for
// the host's seats and for guests, and small waiting helpers.
import { makeRng } from '../../src/engine/rng.ts';
import type { Choice } from '../../src/engine/types.ts';
import { zapotecGame, type ZapotecState, type ZapotecView } from '../../src/games/zapotec/index.ts';
import { GuestClient, memoryGuestStorage, type GuestOptions, type GuestStorage } from '../../src/net/guest.ts';
import { HostRoom, type HostCommonOptions, type HostSeatConfig } from '../../src/net/host.ts';
import { decodeHostMessage, type HostMessage } from '../../src/net/protocol-host.ts';
import { MemoryHub, tapLink, type Connector, type Link, type MemoryLinkOptions } from '../../src/net/transport.ts';

export type Rng = ReturnType<typeof makeRng>;
export type ZHost = HostRoom<ZapotecState, { players: 1 | 2 | 3 | 4 }, ZapotecView>;
export type ZGuest = GuestClient<ZapotecView>;

export const game = zapotecGame;

export function pickOne<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)]!;
}

/** Resolves once `check` is true, polling between macrotasks; fails after `ms` (real time). */
export async function waitFor(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Lets every queued microtask run (in-memory links deliver in microtasks). */
export async function settle(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

export interface RoomSetup {
  players: 2 | 3 | 4;
  /** Absent: the seed is drawn jointly at the start, as in the app. */
  seed?: string;
  seats: HostSeatConfig[];
  hub?: MemoryHub;
  link?: MemoryLinkOptions;
  host?: HostCommonOptions<ZapotecView>;
  room?: string;
}

export function makeHost(setup: RoomSetup): { host: ZHost; hub: MemoryHub; detach: () => void } {
  const hub = setup.hub ?? new MemoryHub(setup.link);
  const room = setup.room ?? 'testroom';
  const host = HostRoom.create({
    module: game, room, seats: setup.seats, options: { players: setup.players }, ...(setup.seed !== undefined ? { seed: setup.seed } : {}), ...setup.host,
  }) as ZHost;
  const endpoint = hub.openHost(room);
  const off = endpoint.onLink((link) => host.accept(link));
  return { host, hub, detach: () => { off(); endpoint.close(); } };
}

export interface GuestSetup {
  hub: MemoryHub;
  room?: string;
  name: string;
  color?: number;
  storage?: GuestStorage;
  spectator?: boolean;
  seat?: number;
  /** Every raw message this guest receives, over all its links. */
  inbox?: string[];
  /** Every raw message this guest sends. */
  outbox?: string[];
  options?: Partial<GuestOptions<ZapotecView>>;
}

export function makeGuest(setup: GuestSetup): ZGuest {
  const room = setup.room ?? 'testroom';
  const raw = setup.hub.connector(room);
  const connect: Connector = async () => {
    const link = await raw();
    return tapLink(link, {
      in: (d) => { if (typeof d === 'string') setup.inbox?.push(d); },
      out: (d) => void setup.outbox?.push(d),
    });
  };
  const opts: GuestOptions<ZapotecView> = {
    module: game, room, connect, name: setup.name, color: setup.color ?? 0, storage: setup.storage ?? memoryGuestStorage(), ...setup.options,
  };
  if (setup.spectator) opts.spectator = true;
  if (setup.seat !== undefined) opts.seat = setup.seat;
  return new GuestClient<ZapotecView>(opts);
}

/** Plays a guest with random legal choices taken from its own view. Returns a stop function. */
export function autoplayGuest(guest: ZGuest, rng: Rng, onError?: (why: string) => void, paused?: () => boolean): () => void {
  let busy = false;
  let stopped = false;
  const step = (): void => {
    if (busy || stopped || paused?.()) return;
    const owes = guest.owes();
    if (!owes) return;
    const choices = guest.choices();
    if (choices.length === 0) return onError?.(`seat ${guest.seat} owes ${owes.kind} but has no choice`);
    busy = true;
    void guest.act(pickOne(rng, choices)).then((res) => {
      busy = false;
      if (!res.ok && !['stale', 'disconnected', 'timeout', 'closed', 'not-connected'].includes(res.reason)) onError?.(`seat ${guest.seat}: ${res.reason} ${res.detail}`);
      queueMicrotask(step);
    });
  };
  const offs = [guest.on('view', () => queueMicrotask(step)), guest.on('secret-phase', () => queueMicrotask(step)), guest.on('status', () => queueMicrotask(step))];
  queueMicrotask(step);
  return () => { stopped = true; offs.forEach((f) => f()); };
}

/** Plays the host's local seats with random legal choices. Returns a stop function. */
export function autoplayLocal(host: ZHost, seats: number[], rng: Rng, onError?: (why: string) => void, paused?: () => boolean): () => void {
  let stopped = false;
  let queued = false;
  const step = (): void => {
    queued = false;
    if (stopped || paused?.()) return;
    for (const seat of seats) {
      const handle = host.seat(seat);
      if (!handle || !handle.owes()) continue;
      const choices: Choice[] = handle.choices();
      const res = handle.act(pickOne(rng, choices));
      if (!res.ok) onError?.(`local seat ${seat}: ${res.reason}`);
      schedule();
      return;
    }
  };
  const schedule = () => { if (!queued) { queued = true; queueMicrotask(step); } };
  const offs = [host.on('state', schedule), host.on('secret-phase', schedule)];
  schedule();
  return () => { stopped = true; offs.forEach((f) => f()); };
}

/** A random legal-choice AI driver for HostRoom's `ai` option. */
export function randomAi(rng: Rng): HostCommonOptions<ZapotecView>['ai'] {
  return (req) => pickOne(rng, req.choices);
}

/** A hand-driven guest speaking raw protocol: for tests that send what a real client never would. */
export class RawClient {
  readonly received: HostMessage[] = [];
  private waiters: { test: (m: HostMessage) => boolean; resolve: (m: HostMessage) => void }[] = [];
  link!: Link;
  seat: number | null = null;
  secret = '';
  closed = false;

  static async open(hub: MemoryHub, room = 'testroom'): Promise<RawClient> {
    const c = new RawClient();
    c.link = await hub.connector(room)();
    c.link.onMessage((raw) => {
      const d = decodeHostMessage(raw);
      if (!d.ok) throw new Error(`host sent an invalid message: ${d.reason} ${d.detail}`);
      c.received.push(d.msg);
      if (d.msg.type === 'welcome') { c.seat = d.msg.seat; c.secret = d.msg.secret ?? ''; }
      c.waiters = c.waiters.filter((w) => (w.test(d.msg) ? (w.resolve(d.msg), false) : true));
    });
    c.link.onClose(() => { c.closed = true; });
    return c;
  }

  send(msg: object): void { this.link.send(JSON.stringify(msg)); }
  sendRaw(text: string): void { this.link.send(text); }

  /** The next message (from now on) that passes `test`. */
  next<T extends HostMessage['type']>(type: T, test: (m: Extract<HostMessage, { type: T }>) => boolean = () => true): Promise<Extract<HostMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 5_000);
      this.waiters.push({
        test: (m) => m.type === type && test(m as never),
        resolve: (m) => { clearTimeout(timer); resolve(m as never); },
      });
    });
  }

  last<T extends HostMessage['type']>(type: T): Extract<HostMessage, { type: T }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) if (this.received[i]!.type === type) return this.received[i] as never;
    return undefined;
  }
}

/** A raw guest that said hello (with `extra`: a seat and secret to take back) and got its welcome. */
export async function joinRaw(hub: MemoryHub, extra: object = {}, name = 'Ana'): Promise<RawClient> {
  const c = await RawClient.open(hub);
  const welcome = c.next('welcome');
  c.send({ v: 1, type: 'hello', room: 'testroom', name, color: 3, ...extra });
  await welcome;
  return c;
}
