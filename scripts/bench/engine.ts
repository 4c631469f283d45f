// Engine benchmarks: full random games per second on one core, mean µs per apply and per
// legal-move listing, and the serialised state size. Figures go into the README.
import type { GameModule } from '../../src/engine/types.ts';
import { makeRng } from '../../src/engine/rng.ts';

export interface EngineFigures {
  /** Random games per second through the playout path bots use (copy once, applyInPlace). */
  gamesPerSec: number;
  /** The same per second of CPU time (one core), steady when the machine is shared. */
  cpuGamesPerSec: number;
  /** The same through the pure `apply` (a fresh state per decision). */
  pureGamesPerSec: number;
  applyUs: number;
  legalMovesUs: number;
  stateBytes: number;
}

function playGames<S, O>(module: GameModule<S, O>, options: O, seconds: number, inPlace: boolean) {
  const rng = makeRng('bench');
  const step = inPlace && module.applyInPlace ? module.applyInPlace : module.apply;
  let games = 0, moves = 0, bytes = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    let state = module.setup(options, `bench-${games}`);
    for (;;) {
      const pending = module.pending(state);
      if (pending.length === 0) break;
      const seat = pending[rng.int(pending.length)]!.seat;
      const list = module.choices(state, seat);
      const res = step(state, seat, list[rng.int(list.length)]);
      if (!res.ok) throw new Error(res.error.reason);
      state = res.state;
      moves++;
    }
    if (games === 0) bytes = JSON.stringify(state).length;
    games++;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { gamesPerSec: games / ((performance.now() - start) / 1000), cpuGamesPerSec: games / cpuSeconds, moves, bytes };
}

/** Mean cost of one call, timed over the states of a few recorded games. */
function perCall<S, O>(module: GameModule<S, O>, options: O) {
  const rng = makeRng('percall');
  const samples: { state: S; seat: number; choice: unknown }[] = [];
  for (let g = 0; g < 20; g++) {
    let state = module.setup(options, `percall-${g}`);
    for (;;) {
      const pending = module.pending(state);
      if (pending.length === 0) break;
      const seat = pending[rng.int(pending.length)]!.seat;
      const list = module.choices(state, seat);
      const choice = list[rng.int(list.length)]!;
      samples.push({ state, seat, choice });
      const res = module.apply(state, seat, choice);
      if (!res.ok) throw new Error(res.error.reason);
      state = res.state;
    }
  }
  const reps = 20;
  let t = performance.now();
  for (let r = 0; r < reps; r++) for (const x of samples) module.choices(x.state, x.seat);
  const legalMovesUs = ((performance.now() - t) * 1000) / (reps * samples.length);
  t = performance.now();
  for (let r = 0; r < reps; r++) for (const x of samples) module.apply(x.state, x.seat, x.choice);
  const applyUs = ((performance.now() - t) * 1000) / (reps * samples.length);
  return { legalMovesUs, applyUs };
}

export function benchRandomGames<S, O>(module: GameModule<S, O>, options: O, seconds: number): EngineFigures {
  const fast = playGames(module, options, seconds, true);
  const pure = playGames(module, options, seconds / 2, false);
  const calls = perCall(module, options);
  return {
    gamesPerSec: +fast.gamesPerSec.toFixed(1),
    cpuGamesPerSec: +fast.cpuGamesPerSec.toFixed(1),
    pureGamesPerSec: +pure.gamesPerSec.toFixed(1),
    applyUs: +calls.applyUs.toFixed(2),
    legalMovesUs: +calls.legalMovesUs.toFixed(2),
    stateBytes: fast.bytes,
  };
}
