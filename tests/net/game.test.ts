// Whole 3-player Zapotec games over in-memory links: the host plays seat 0 on its own device, two
// guests play seats 1 and 2 with random legal choices read from their own views. Every message a
// guest receives is checked against the real state's hidden zones.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import type { ZapotecState } from '../../src/games/zapotec/index.ts';
import { HIDDEN, NONE } from '../../src/games/zapotec/types.ts';
import type { PathKey } from '../../src/net/delta.ts';
import { decodeHostMessage } from '../../src/net/protocol-host.ts';
import {
  autoplayGuest, autoplayLocal, game, makeGuest, makeHost, randomAi, waitFor, type ZGuest, type ZHost,
} from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

/** Paths of every hidden zone seat `seat` must never see, with the values it may see there. */
function hiddenZones(s: ZapotecState, seat: number): { path: PathKey[]; allowed: number[] }[] {
  const zones: { path: PathKey[]; allowed: number[] }[] = [
    { path: ['deck'], allowed: [HIDDEN] },
    { path: ['removedCards'], allowed: [HIDDEN] },
    { path: ['tradeStacks'], allowed: [HIDDEN] },
    { path: ['tradeRemoved'], allowed: [HIDDEN] },
    { path: ['rng'], allowed: [0] },
  ];
  for (let other = 0; other < s.players.length; other++) {
    if (other === seat) continue;
    zones.push({ path: ['players', other, 'hand'], allowed: [HIDDEN] });
    zones.push({ path: ['chosen', other], allowed: [HIDDEN, NONE] });
  }
  return zones;
}

function leaves(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [value];
}

function at(value: unknown, path: PathKey[]): unknown {
  let v = value;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[k as string];
  }
  return v;
}

/**
 * Everything a view message carries that lands in a hidden zone must be a blank. A patch at a path
 * above a zone carries the zone inside its value; a patch inside a zone is itself the value.
 */
function checkMessage(raw: string, state: ZapotecState, seat: number): string[] {
  const problems: string[] = [];
  const decoded = decodeHostMessage(raw);
  if (!decoded.ok) return [`undecodable: ${decoded.reason}`];
  const msg = decoded.msg;
  if (msg.type !== 'view') {
    if (/"hash"|"salt"|"choice"/.test(raw)) problems.push(`${msg.type} carries a hash, salt or choice`);
    return problems;
  }
  const patches: [PathKey[], unknown][] = msg.full !== undefined ? [[[], msg.full]] : (msg.delta ?? []).filter((p) => p.length === 2) as [PathKey[], unknown][];
  for (const [path, value] of patches) {
    if (path[path.length - 1] === 'length') continue; // an array shrinking: the value is a count
    for (const zone of hiddenZones(state, seat)) {
      const n = Math.min(path.length, zone.path.length);
      if (path.slice(0, n).join('/') !== zone.path.slice(0, n).join('/')) continue;
      const inside = path.length >= zone.path.length ? value : at(value, zone.path.slice(path.length));
      for (const leaf of leaves(inside)) {
        if (!zone.allowed.includes(leaf as number)) problems.push(`v${msg.version}: ${zone.path.join('.')} shows ${String(leaf)}`);
      }
    }
  }
  // The exact order of the deck and of other seats' hands never appears anywhere in the message.
  const sequences = [state.deck, ...state.players.filter((_, s) => s !== seat).map((p) => p.hand), ...state.tradeStacks];
  for (const seq of sequences) {
    if (seq.length >= 3 && raw.includes(JSON.stringify(seq))) problems.push(`v${msg.version}: contains the hidden sequence ${JSON.stringify(seq)}`);
  }
  return problems;
}

interface Table {
  host: ZHost;
  guests: ZGuest[];
  inboxes: string[][];
  outboxes: string[][];
  states: Map<number, ZapotecState>;
  errors: string[];
}

async function playWholeGame(seed: string, hostSeat: 'local' | 'ai'): Promise<Table> {
  const rng = makeRng('players:' + seed);
  const errors: string[] = [];
  const { host, hub, detach } = makeHost({
    players: 3, seed,
    seats: [{ kind: hostSeat, name: 'Host' }, { kind: 'remote' }, { kind: 'remote' }],
    host: hostSeat === 'ai' ? { ai: randomAi(rng) } : {},
  });
  cleanups.push(() => { host.close(); detach(); });
  const states = new Map<number, ZapotecState>([[host.version, host.state]]);
  host.on('state', (c) => states.set(c.version, host.state));

  const inboxes: string[][] = [[], []];
  const outboxes: string[][] = [[], []];
  const guests = [0, 1].map((i) => makeGuest({ hub, name: `Guest ${i + 1}`, color: i + 1, inbox: inboxes[i], outbox: outboxes[i] }));
  for (const g of guests) cleanups.push(() => g.leave());
  for (const g of guests) expect(await g.join()).toEqual({ ok: true });
  expect(guests.map((g) => g.seat)).toEqual([1, 2]);
  expect(host.lobby().map((s) => s.status)).toEqual([hostSeat === 'ai' ? 'ai' : 'local', 'connected', 'connected']);

  // Each guest's view after every update equals the host's view of that seat at that version.
  guests.forEach((g) => g.on('view', (u) => {
    const state = states.get(u.version);
    if (!state) errors.push(`seat ${g.seat}: unknown version ${u.version}`);
    else if (JSON.stringify(u.view) !== JSON.stringify(game.view(state, g.seat!))) errors.push(`seat ${g.seat}: view differs at v${u.version}`);
  }));
  // Every byte received, checked against the hidden zones of the state it was sent from.
  const checked = [0, 0];
  const checkInbox = () => guests.forEach((g, i) => {
    const inbox = inboxes[i]!;
    for (; checked[i]! < inbox.length; checked[i]!++) {
      const raw = inbox[checked[i]!]!;
      const m = /"version":(\d+)/.exec(raw);
      const state = m ? states.get(Number(m[1])) : host.state;
      errors.push(...checkMessage(raw, state ?? host.state, g.seat!).map((p) => `seat ${g.seat}: ${p}`));
    }
  });

  const stops = guests.map((g) => autoplayGuest(g, rng, (e) => errors.push(e)));
  if (hostSeat === 'local') stops.push(autoplayLocal(host, [0], rng, (e) => errors.push(e)));
  cleanups.push(() => stops.forEach((s) => s()));
  host.start();
  await waitFor(() => { checkInbox(); return host.pending().length === 0 || errors.length > 0; }, 'the end of the game', 40_000);
  await waitFor(() => guests.every((g) => g.version === host.version), 'the last views');
  checkInbox();
  return { host, guests, inboxes, outboxes, states, errors };
}

describe('a networked 3-player Zapotec game', () => {
  it('has a leak check that does catch leaks (the real state instead of a view)', () => {
    const state = game.setup({ players: 3 }, 'leak-control');
    const leaky = JSON.stringify({ v: 1, type: 'view', viewer: 1, from: null, version: 0, full: state, events: [], pending: [], hash: '0123456789abcdef' });
    const problems = checkMessage(leaky, state, 1);
    expect(problems.some((p) => p.includes('players.0.hand'))).toBe(true);
    expect(problems.some((p) => p.includes('deck'))).toBe(true);
    expect(problems.some((p) => p.includes('hidden sequence'))).toBe(true);
    const patch = JSON.stringify({ v: 1, type: 'view', viewer: 1, from: 0, version: 1, delta: [[['players', 2, 'hand', 0], 7]], events: [], pending: [], hash: '0123456789abcdef' });
    expect(checkMessage(patch, state, 1)).toEqual(['v1: players.2.hand shows 7']);
    expect(checkMessage(patch, state, 2)).toEqual([]);
  });


  it('plays to the end; guests only ever hold their own view; nothing hidden crosses the wire', async () => {
    const t = await playWholeGame('net-game-1', 'local');
    expect(t.errors).toEqual([]);
    const final = t.host.state;
    expect(final.phase).toBe('over');
    expect(final.round).toBe(5);
    expect(t.host.result()).not.toBeNull();
    for (const g of t.guests) {
      expect(g.view).toEqual(game.view(final, g.seat!));
      expect(g.pending).toEqual([]);
    }
    // Five rounds of picks went through commit-reveal: guests sent commitments before reveals.
    for (const out of t.outboxes) {
      const types = out.map((raw) => (JSON.parse(raw) as { type: string }).type);
      expect(types.filter((x) => x === 'commit').length).toBeGreaterThanOrEqual(5);
      expect(types.filter((x) => x === 'reveal').length).toBe(5);
      expect(types.indexOf('commit')).toBeLessThan(types.indexOf('reveal'));
    }
    // No guest ever receives another seat's commitment, salt or revealed choice before it is applied.
    const secrets = t.outboxes.map((out) => out.flatMap((raw) => {
      const m = JSON.parse(raw) as { type: string; hash?: string; salt?: string };
      return m.type === 'commit' ? [m.hash!] : m.type === 'reveal' ? [m.salt!] : [];
    }));
    t.inboxes.forEach((inbox, i) => {
      const others = secrets[1 - i]!;
      for (const raw of inbox) for (const s of others) expect(raw.includes(s)).toBe(false);
    });
    // The log is a valid save: replaying it gives the host's hash.
    const file = t.host.saveFile();
    expect(file.hash).toBe(t.host.hash());
  });

  it('plays a second seed with the host seat played by an AI through the same API', async () => {
    const t = await playWholeGame('net-game-2', 'ai');
    expect(t.errors).toEqual([]);
    expect(t.host.state.phase).toBe('over');
    for (const g of t.guests) expect(g.view).toEqual(game.view(t.host.state, g.seat!));
    // Deltas keep updates small: the average view message is far below a full view.
    const views = t.inboxes[0]!.filter((raw) => raw.includes('"type":"view"'));
    const deltas = views.filter((raw) => !raw.includes('"full"'));
    const avg = deltas.reduce((n, raw) => n + raw.length, 0) / deltas.length;
    expect(avg).toBeLessThan(JSON.stringify(game.view(t.host.state, 1)).length / 2);
  });

  it('plays over links with latency and jitter (messages stay in order)', async () => {
    const rng = makeRng('latency');
    const { host, hub, detach } = makeHost({
      players: 2, seed: 'latency', seats: [{ kind: 'ai' }, { kind: 'remote' }], host: { ai: randomAi(rng) },
      link: { latencyMs: 1, jitterMs: 3, random: () => rng.float() },
    });
    cleanups.push(() => { host.close(); detach(); });
    const g = makeGuest({ hub, name: 'Far' });
    cleanups.push(() => g.leave());
    const gaps: string[] = [];
    g.on('log', (e) => gaps.push(e.reason));
    expect(await g.join()).toEqual({ ok: true });
    cleanups.push(autoplayGuest(g, rng));
    host.start();
    await waitFor(() => host.pending().length === 0, 'the end of the game', 40_000);
    await waitFor(() => g.version === host.version, 'the last view');
    expect(g.view).toEqual(game.view(host.state, 1));
    expect(gaps).toEqual([]);
    expect(g.stats.resyncs).toBe(0);
  });

  it('lets a spectator watch with the spectator view (no hand at all)', async () => {
    const rng = makeRng('spectate');
    const { host, hub, detach } = makeHost({ players: 2, seed: 'spec', seats: [{ kind: 'ai' }, { kind: 'ai' }], host: { ai: randomAi(rng) } });
    cleanups.push(() => { host.close(); detach(); });
    const states = new Map<number, ZapotecState>([[host.version, host.state]]);
    host.on('state', (c) => states.set(c.version, host.state));
    const inbox: string[] = [];
    const watcher = makeGuest({ hub, name: 'Watcher', spectator: true, inbox });
    cleanups.push(() => watcher.leave());
    expect(await watcher.join()).toEqual({ ok: true });
    expect(watcher.seat).toBeNull();
    expect(await watcher.act({ kind: 'pick', card: 1 })).toMatchObject({ ok: false, reason: 'spectator' });
    host.start();
    await waitFor(() => host.pending().length === 0, 'the AI game to end');
    await waitFor(() => watcher.version === host.version, 'the last view');
    expect(watcher.view).toEqual(game.view(host.state, 'spectator'));
    expect(inbox.length).toBeGreaterThan(50);
    for (const raw of inbox) {
      const m = /"version":(\d+)/.exec(raw);
      expect(checkMessage(raw, states.get(Number(m?.[1])) ?? host.state, -1)).toEqual([]);
    }
  });
});
