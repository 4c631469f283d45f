// Throughput of plain random play (no checks): `npx tsx tests/games/copan/random-bench.ts 2000 4`.
// Each step lists the legal choices and applies a random one, as a bot playout would.
import { makeRng } from '../../../src/engine/index.ts';
import { copanGame, type CopanOptions } from '../../../src/games/copan/index.ts';
import { EVENT_IDS, type EventId } from '../../../src/games/copan/data.ts';

const games = Number(process.argv[2] ?? 2000);
const players = Number(process.argv[3] ?? 4) as 2 | 3 | 4;
const event = (process.argv[4] ?? 'cycle') as EventId | 'cycle';
let failures = 0, steps = 0;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const options: CopanOptions = { players, event: event === 'cycle' ? EVENT_IDS[i % EVENT_IDS.length]! : event };
  const rng = makeRng('moves:' + i);
  let s = copanGame.setup(options, `bench-${i}`);
  for (let k = 0; k < 20_000; k++, steps++) {
    const pending = copanGame.pending(s);
    if (!pending.length) break;
    const list = copanGame.choices(s, pending[0]!.seat);
    const res = copanGame.apply(s, pending[0]!.seat, list[rng.int(list.length)]);
    if (!res.ok) {
      failures++;
      console.log(`game ${i}: ${res.error.code}`);
      break;
    }
    s = res.state;
  }
  if (!copanGame.result(s)) failures++;
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSec = (cpu.user + cpu.system) / 1e6;
console.log(JSON.stringify({ games, players, failures, stepsPerGame: +(steps / games).toFixed(1), gamesPerSecWall: +(games / wall).toFixed(0), gamesPerSecCpu: +(games / cpuSec).toFixed(0) }));
