// The online session adapters over the in-memory transport: a HostSession with a local seat and two
// GuestSessions play through the GameSession interface the game screen uses; secret picks, views
// that never show more than a seat may see, undo, a guest that reloads, a host rebuilt from its
// stored record, a gone guest replaced by a bot, colours that never clash, the end result.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { hashState } from '../../src/engine/hash.ts';
import type { Choice } from '../../src/engine/types.ts';
import { zapotecGame, type ZapotecView } from '../../src/games/zapotec/index.ts';
import { GuestClient, memoryGuestStorage, type GuestStorage } from '../../src/net/guest.ts';
import { MemoryHub } from '../../src/net/transport.ts';
import { HostSession, type BotDecider } from '../../src/app/host-session.ts';
import { GuestSession } from '../../src/app/guest-session.ts';
import type { GameSession } from '../../src/app/session.ts';
import { memoryHostStore } from '../../src/store/guest-storage.ts';
import type { SeatInfo } from '../../src/store/saves.ts';

const ROOM = 'roomtest';
const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

const firstChoice: BotDecider = async (req) => zapotecGame.choices(req.view as never, req.seat)[0];

async function waitFor(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

function hostOf(hub: MemoryHub, seats: SeatInfo[], store = memoryHostStore(), table = false, decide = firstChoice): HostSession {
  const host = HostSession.create({ module: zapotecGame, room: ROOM, options: { players: seats.length }, seats, table, decide, store });
  host.attach(hub.openHost(ROOM));
  cleanups.push(() => host.close());
  return host;
}

function guestOf(hub: MemoryHub, name: string, color: number, storage: GuestStorage = memoryGuestStorage(), spectator = false): GuestSession {
  const client = new GuestClient<ZapotecView>({ module: zapotecGame, room: ROOM, connect: hub.connector(ROOM), name, color, storage, spectator });
  const session = new GuestSession(client, ROOM, { spectator });
  cleanups.push(() => session.close());
  return session;
}

const SEATS: SeatInfo[] = [
  { name: 'Ana', kind: 'human', color: 0 },
  { name: 'Guest 1', kind: 'remote', color: 1 },
  { name: 'Guest 2', kind: 'remote', color: 2 },
];

/** One random legal move for every local seat of every session that owes one; true if any moved. */
async function stepAll(sessions: GameSession[], rng: ReturnType<typeof makeRng>): Promise<boolean> {
  let moved = false;
  for (const s of sessions) {
    for (const seat of s.localSeats()) {
      if (!s.pending().some((p) => p.seat === seat)) continue;
      const choices: Choice[] = s.choices(seat);
      if (choices.length === 0) continue;
      const res = await s.act(seat, choices[rng.int(choices.length)]);
      if (!res.ok && !['stale', 'busy'].includes(res.error.code)) throw new Error(`seat ${seat}: ${res.error.code} ${res.error.reason}`);
      moved = true;
    }
  }
  await new Promise((r) => setTimeout(r, 0));
  return moved;
}

async function playUntil(sessions: GameSession[], done: () => boolean, seed: string, maxSteps = 5_000): Promise<void> {
  const rng = makeRng(seed);
  for (let i = 0; i < maxSteps && !done(); i++) await stepAll(sessions, rng);
  if (!done()) throw new Error('the game did not get there');
}

const round = (s: HostSession) => (s.room.state as { round: number }).round;

describe('online sessions', () => {
  it('a host and two guests play two rounds through the session interface, each seeing only its own view', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, SEATS);
    expect(host.localSeats()).toEqual([0]);
    expect(host.botSeats()).toEqual([]);
    expect(host.missing().map((s) => s.seat)).toEqual([1, 2]);
    const lobbies: number[] = [];
    host.onLobby((seats) => lobbies.push(seats.filter((s) => s.status === 'connected').length));
    const g1 = guestOf(hub, 'Bea', 3);
    const g2 = guestOf(hub, 'Cy', 4);
    expect(await g1.client.join()).toEqual({ ok: true });
    expect(await g2.client.join()).toEqual({ ok: true });
    expect(host.missing()).toEqual([]);
    expect(lobbies.at(-1)).toBe(2);
    expect(host.seats.map((s) => [s.name, s.kind])).toEqual([['Ana', 'human'], ['Bea', 'remote'], ['Cy', 'remote']]);
    expect(g1.localSeats()).toEqual([1]);
    expect(g2.seats.map((s) => s.kind)).toEqual(['remote', 'remote', 'human']);

    await host.start();
    await waitFor(() => g1.view(1) !== null && g2.view(2) !== null, 'the first views');
    // Secret picks: once a seat has committed it owes nothing, on every device.
    const card = host.choices(0)[0]!;
    expect(host.isFinal(0, card)).toBe(false);
    expect(host.act(0, card)).toEqual({ ok: true });
    expect(host.pending().map((p) => p.seat)).toEqual([1, 2]);
    expect(host.choices(0)).toEqual([]);
    await waitFor(() => g1.pending().length === 2, 'the commit to reach the guests');
    expect(g1.choices(2)).toEqual([]); // never another seat's choices
    expect(g1.choices(1).length).toBeGreaterThan(0);

    await playUntil([host, g1, g2], () => round(host) === 3, 'two-rounds');
    await waitFor(() => g1.version === host.version && g2.version === host.version, 'guests in step');
    expect(g1.hash()).toBe(hashState(zapotecGame.view(host.room.state, 1)));
    expect(g2.hash()).toBe(hashState(zapotecGame.view(host.room.state, 2)));
    expect(host.hash()).toBe(host.room.hash());
    // The record in the store follows every move.
    await host.flush();
  });

  it('finishes a whole game: every guest sees the same result as the host', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, [SEATS[0]!, SEATS[1]!, { name: 'Bot', kind: 'ai', level: 'easy', color: 2 }]);
    const g1 = guestOf(hub, 'Bea', 1);
    await g1.client.join();
    await host.start();
    await playUntil([host, g1], () => host.result() !== null, 'whole-game');
    await waitFor(() => g1.version === host.version, 'the guest in step');
    expect(g1.result()).toEqual(host.result());
    // The guest's replay material: every view it received, in order, its last one the final view,
    // and never more than its own seat may see (the host's view for that seat, at the end).
    expect(g1.seenViews.length).toBeGreaterThan(20);
    expect(hashState(g1.seenViews[g1.seenViews.length - 1]!.view)).toBe(hashState(host.view(1)));
    const rounds = g1.seenViews.map((x) => (x.view as ZapotecView).round);
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    expect(g1.seenViews.some((x) => x.events.length > 0)).toBe(true);
  });

  it('guests undo their own moves until something is revealed', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, [{ name: 'Bot', kind: 'ai', color: 0 }, { name: 'G', kind: 'remote', color: 1 }]);
    const g = guestOf(hub, 'Bea', 1);
    await g.client.join();
    await host.start();
    // Play until the guest owes a decision of its turn that is not secret and can be taken back.
    const rng = makeRng('undo');
    for (let i = 0; i < 500; i++) {
      const owes = g.client.owes();
      if (owes && !owes.secret && g.choices(1).some((c) => !g.isFinal(1, c))) break;
      await stepAll([g], rng);
    }
    const before = g.hash();
    const undoable = g.choices(1).find((c) => !g.isFinal(1, c))!;
    // The events a move would bring, tried on the guest's own view (the confirm's reason is worded from them).
    expect(g.finalEvents(1, undoable).some((e) => e.seat === 1)).toBe(true);
    expect(g.canUndo(1)).toBe(false);
    expect((await g.act(1, undoable)).ok).toBe(true);
    expect(g.canUndo(1)).toBe(true);
    expect((await g.undo(1)).ok).toBe(true);
    expect(g.hash()).toBe(before);
    expect(g.canUndo(1)).toBe(false);
    expect(host.canUndo(0)).toBe(false);
  });

  it('a guest that reloads takes its seat back; the host marks it reconnecting meanwhile and can hand it to a bot', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, SEATS);
    const storage = memoryGuestStorage();
    const g1 = guestOf(hub, 'Bea', 1, storage);
    const g2 = guestOf(hub, 'Cy', 2);
    await g1.client.join();
    await g2.client.join();
    await host.start();
    await playUntil([host, g1, g2], () => host.version >= 6, 'a few moves');
    // The page goes away: its links close.
    g1.close();
    await waitFor(() => host.net.seatStatus(1) === 'reconnecting', 'reconnecting');
    const again = guestOf(hub, 'ignored', 0, storage);
    expect(await again.client.join()).toEqual({ ok: true });
    expect(again.localSeats()).toEqual([1]);
    await waitFor(() => again.version === host.version, 'the full view');
    expect(host.net.seatStatus(1)).toBe('connected');
    expect(again.seats[1]!.name).toBe('Bea');
    await playUntil([host, again, g2], () => round(host) === 2, 'round two');

    g2.close();
    await waitFor(() => host.net.seatStatus(2) === 'reconnecting', 'reconnecting');
    host.net.replaceWithAi!(2);
    expect(host.seats[2]).toMatchObject({ kind: 'ai', level: 'normal' });
    await playUntil([host, again], () => round(host) === 3, 'round three with the bot');
  });

  it('a reloaded host comes back from its stored record with the same room, state and guests', async () => {
    const hub = new MemoryHub();
    const store = memoryHostStore();
    const host = hostOf(hub, SEATS, store);
    const g1 = guestOf(hub, 'Bea', 1);
    const g2 = guestOf(hub, 'Cy', 2);
    await g1.client.join();
    await g2.client.join();
    await host.start();
    await playUntil([host, g1, g2], () => host.version >= 9, 'some moves');
    await host.flush();
    const hash = host.hash();
    const version = host.version;
    host.close(false, false); // the page reloads: every link closes, nobody is told
    await waitFor(() => g1.net.link() === 'reconnecting', 'the guest to notice');

    const record = await store.load(ROOM);
    expect(record?.snapshot.started).toBe(true);
    const back = HostSession.restore(zapotecGame, record!, firstChoice, store);
    if (!(back instanceof HostSession)) throw new Error(back.error.reason);
    cleanups.push(() => back.close());
    expect(back.hash()).toBe(hash);
    expect(back.version).toBe(version);
    back.attach(hub.openHost(ROOM));
    await waitFor(() => g1.net.link() === 'ok' && g2.net.link() === 'ok' && back.missing().length === 0, 'the guests back', 15_000);
    await playUntil([back, g1, g2], () => round(back) === 2, 'round two after the reload');
  });

  it('table mode: every person is a remote seat, the host device plays none and shows the public view', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, [{ name: 'A', kind: 'human', color: 0 }, { name: 'B', kind: 'human', color: 1 }], memoryHostStore(), true);
    expect(host.table).toBe(true);
    expect(host.localSeats()).toEqual([]);
    expect(host.missing()).toHaveLength(2);
    const watcher = guestOf(hub, 'w', 0, memoryGuestStorage(), true);
    await watcher.client.join();
    expect(watcher.net.role).toBe('spectator');
    expect(watcher.localSeats()).toEqual([]);
  });

  it('the lobby hears of a guest that drops before the start', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, SEATS);
    const statuses: string[] = [];
    host.onLobby((seats) => statuses.push(seats[1]!.status));
    const g1 = guestOf(hub, 'Bea', 1);
    await g1.client.join();
    expect(statuses.at(-1)).toBe('connected');
    g1.close();
    await waitFor(() => statuses.at(-1) === 'reconnecting', 'the lobby to show it');
    expect(host.missing().map((s) => s.seat)).toEqual([1, 2]);
    // The host frees the seat: the next guest takes it, the old secret is no good any more.
    host.freeSeat(1, 'Player 2');
    expect(host.lobby()[1]).toMatchObject({ status: 'open', name: 'Player 2' });
    const g2 = guestOf(hub, 'Cy', 2);
    expect(await g2.client.join()).toEqual({ ok: true });
    expect(g2.localSeats()).toEqual([1]);
  });

  it('a guest asking for a colour already taken gets a free one', async () => {
    const hub = new MemoryHub();
    const host = hostOf(hub, SEATS);
    const g1 = guestOf(hub, 'Bea', 0); // the host's own colour
    await g1.client.join();
    const colours = host.lobby().map((s) => s.color);
    expect(new Set(colours).size).toBe(3);
    expect(colours[0]).toBe(0);
    await waitFor(() => g1.seats[1]?.color === colours[1], 'the guest to hear of it');
  });
});
