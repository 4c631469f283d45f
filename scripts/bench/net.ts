// Network layer benchmark on loopback (in-memory links, every message encoded, validated and
// decoded as on the wire): a guest's move until every peer shows it, p50/p95 in ms; the secret pick
// round from the last commitment until every peer shows the reveal; characters per view update.
// The figures: net_update_* over every guest update (moves and pick rounds together) and
// the UTF-8 bytes of each view message a guest receives. WebRTC delivery itself (about 1 ms on
// loopback) is measured by tests/browser/net-peer.test.ts, which logs its p50/p95.
//   npm run bench -- net   (or npx tsx scripts/bench/net.ts)
import { makeRng } from '../../src/engine/rng.ts';
import { zapotecGame, type ZapotecView } from '../../src/games/zapotec/index.ts';
import { GuestClient, memoryGuestStorage } from '../../src/net/guest.ts';
import { HostRoom } from '../../src/net/host.ts';
import { MemoryHub, tapLink, type Connector } from '../../src/net/transport.ts';

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const round2 = (x: number) => Math.round(x * 100) / 100;

interface Sizes { deltaChars: number; deltas: number; fullChars: number; fulls: number; viewBytes: number[] }
const emptySizes = (): Sizes => ({ deltaChars: 0, deltas: 0, fullChars: 0, fulls: 0, viewBytes: [] });
const utf8 = new TextEncoder();

async function playOne(seed: string, moveMs: number[], pickMs: number[], sizes: Sizes): Promise<void> {
  const rng = makeRng('bench-net:' + seed);
  const hub = new MemoryHub();
  const host = HostRoom.create({
    module: zapotecGame, room: 'bench', options: { players: 3 }, seed,
    seats: [{ kind: 'local' }, { kind: 'remote' }, { kind: 'remote' }],
  });
  const endpoint = hub.openHost('bench');
  endpoint.onLink((link) => host.accept(link));
  // Every view message a guest receives, in bytes as it crosses the wire.
  const raw = hub.connector('bench');
  const connect: Connector = async () => tapLink(await raw(), {
    in: (d) => { if (typeof d === 'string' && d.startsWith('{"v":1,"type":"view"')) sizes.viewBytes.push(utf8.encode(d).length); },
  });
  const guests = [0, 1].map((i) => new GuestClient<ZapotecView>({
    module: zapotecGame, room: 'bench', connect, name: `G${i}`, color: i + 1, storage: memoryGuestStorage(),
  }));
  for (const g of guests) await g.join();
  for (const g of guests) {
    g.on('view', (u) => {
      if (u.full) { sizes.fullChars += JSON.stringify(u.view).length; sizes.fulls++; }
    });
  }
  host.start();
  const everyone = (v: number) => host.version >= v && guests.every((g) => g.version >= v);
  const whenEveryone = (v: number) => new Promise<void>((resolve) => {
    const check = () => { if (everyone(v)) { offs.forEach((f) => f()); resolve(); } };
    const offs = guests.map((g) => g.on('view', check));
    check();
  });
  const pick = <T>(xs: T[]) => xs[rng.int(xs.length)]!;
  for (let guard = 0; guard < 5000 && host.pending().length > 0; guard++) {
    const local = host.seat(0)!;
    if (local.owes()) {
      local.act(pick(local.choices()));
      await new Promise((r) => setImmediate(r));
      continue;
    }
    const g = guests.find((x) => x.owes() !== null);
    if (!g) {
      await new Promise((r) => setImmediate(r));
      continue;
    }
    const secret = g.owes()!.secret;
    const target = g.version + 1;
    const lastCommit = secret && host.secretPhase()!.committed.length === host.secretPhase()!.seats.length - 1;
    const t0 = performance.now();
    const done = whenEveryone(target);
    await g.act(pick(g.choices()));
    if (!secret || lastCommit) {
      await done;
      (secret ? pickMs : moveMs).push(performance.now() - t0);
    }
  }
  sizes.deltaChars += host.stats.viewCharsOut;
  sizes.deltas += host.stats.viewsOut;
  for (const g of guests) g.leave();
  host.close();
  endpoint.close();
}

export async function benchNet(games = 6): Promise<Record<string, number>> {
  const moveMs: number[] = [], pickMs: number[] = [];
  const sizes = emptySizes();
  await playOne('warmup', [], [], emptySizes());
  for (let i = 0; i < games; i++) await playOne(`g${i}`, moveMs, pickMs, sizes);
  const updates = [...moveMs, ...pickMs];
  return {
    net_update_median_ms: round2(percentile(updates, 50)),
    net_update_p95_ms: round2(percentile(updates, 95)),
    net_update_bytes_median: percentile(sizes.viewBytes, 50),
    net_update_bytes_p95: percentile(sizes.viewBytes, 95),
    net_guest_move_ms_p50: round2(percentile(moveMs, 50)),
    net_guest_move_ms_p95: round2(percentile(moveMs, 95)),
    net_pick_round_ms_p50: round2(percentile(pickMs, 50)),
    net_pick_round_ms_p95: round2(percentile(pickMs, 95)),
    net_view_message_chars_avg: Math.round(sizes.deltaChars / sizes.deltas),
    net_full_view_chars: Math.round(sizes.fullChars / sizes.fulls),
    net_guest_moves_measured: moveMs.length,
  };
}

if (process.argv[1]?.endsWith('net.ts')) {
  console.log(JSON.stringify(await benchNet()));
}
