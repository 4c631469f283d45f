// npm run sim -- --game zapotec --players 4 --games 1000 --seed S [--light]
//   Random play: seeded games with random legal moves, checking invariants, leaks, replay and
//   save/load after every move (--light: only at the end); prints one JSON line last.
// npm run sim -- --game zapotec --players 1 --ai hard [--automa normal] --games N --seed S
// npm run sim -- --game zapotec --players 4 --ai hard,easy,easy,easy --games N --seed S
//   Bot play: the listed levels sit in seat order (a short list repeats its last level; solo:
//   one level against the automa). Options: --iterations N and --time-ms T override every bot's
//   budget; --workers K splits the games over K processes (same results as serial). Prints one
//   JSON line last (--lines also prints each game's scores and winners to stderr): winRate is the share of finished games the first listed seat won, shared
//   first places counting as wins (sharedWins says how many); meanMargin is its score minus the
//   best other seat's; decision times are its own decisions that had more than one legal choice.
import { spawn } from 'node:child_process';
import { playRandomGame } from '../src/engine/random-play.ts';
import { playBotGame, quantile, type ArenaGame } from '../src/engine/ai/arena.ts';
import { cliArgs } from './args.ts';
import { GAMES, type GameEntry } from './games.ts';

const args = cliArgs({
  game: { type: 'string', default: 'zapotec' },
  players: { type: 'string', number: 'int', min: 1, default: 4 },
  games: { type: 'string', number: 'int', min: 1, default: 100 },
  seed: { type: 'string', default: 'sim' },
  ai: { type: 'string' },
  light: { type: 'boolean', default: false },
  iterations: { type: 'string', number: 'int', min: 1 },
  'time-ms': { type: 'string', number: 'float', min: 0 },
  shard: { type: 'string' },
  workers: { type: 'string', number: 'int', min: 1, default: 1 },
  progress: { type: 'string', number: 'int', min: 1 },
  lines: { type: 'boolean', default: false },
  automa: { type: 'string' },
  event: { type: 'string' },
}, 'npm run sim -- --game zapotec|chocolatl|copan --players N --games N --seed S [--ai level,level…] [--light] [--workers N]');
/** The game-specific flags, as the option builders read them. */
const flags: Record<string, string> = Object.fromEntries(
  (['automa', 'event'] as const).flatMap((k) => (args[k] !== undefined ? [[k, args[k]!]] : [])));
const gameId = args.game;
const entry = Object.hasOwn(GAMES, gameId) ? GAMES[gameId] : undefined;
if (!entry) {
  console.error(`Unknown game "${gameId}". Known: ${Object.keys(GAMES).join(', ')}`);
  process.exit(2);
}
const players = args.players;
const games = args.games;
const seed = args.seed;
const options = entry.options(players, flags);
const checked = entry.module.checkOptions(options);
if (!checked.ok) {
  console.error(checked.error.reason);
  process.exit(2);
}

if (args.ai) await botPlay(entry, checked.options);
else randomPlay();

function randomPlay(): never {
  let failures = 0, moves = 0;
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const report = playRandomGame(entry!.module, checked.ok && checked.options, `${seed}-${i}`, { everyMove: !args.light, checks: entry!.checks });
    moves += report.steps;
    if (report.failures.length > 0) {
      failures++;
      if (failures <= 5) console.error(`game ${i} (seed ${seed}-${i}): ${report.failures.slice(0, 3).join(' | ')}`);
    }
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(JSON.stringify({ game: gameId, players, games, failures, movesPerGame: +(moves / games).toFixed(1), gamesPerSec: +(games / seconds).toFixed(1) }));
  process.exit(failures > 0 ? 1 : 0);
}

/** One finished game as a worker reports it. */
interface GameLine { i: number; failure: string | null; scores: number[]; first: number[]; ms: number[] }

function playOne(e: GameEntry, opts: unknown, levels: string[], i: number): GameLine {
  const bots = levels.map((level) => e.bot!(level));
  const budget = {
    ...(args.iterations ? { iterations: Number(args.iterations) } : {}),
    ...(args['time-ms'] ? { timeMs: Number(args['time-ms']) } : {}),
  };
  const g: ArenaGame = playBotGame(e.module, opts, `${seed}-${i}`, bots, budget);
  return { i, failure: g.failure, scores: g.scores, first: g.result?.ranking[0] ?? [], ms: g.decisionMs[0] ?? [] };
}

/** Runs the shard's games in a child process per worker and collects their lines. */
function runWorkers(k: number): Promise<GameLine[]> {
  const lines: GameLine[] = [];
  const runs = Array.from({ length: k }, (_, w) => new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...process.argv.slice(2).filter((a, j, all) =>
      a !== '--workers' && all[j - 1] !== '--workers'), '--shard', `${w}/${k}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('{"i":')) lines.push(JSON.parse(line) as GameLine);
      }
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${w} exited with ${code}`))));
  }));
  return Promise.all(runs).then(() => lines.sort((a, b) => a.i - b.i));
}

async function botPlay(e: GameEntry, opts: unknown): Promise<void> {
  if (!e.bot || !e.botLevels) {
    console.error(`No bots for ${gameId}.`);
    process.exit(2);
  }
  const listed = args.ai!.split(',').map((x) => x.trim());
  const bad = listed.find((l) => !e.botLevels!.includes(l));
  if (bad) {
    console.error(`Unknown bot level "${bad}". Known: ${e.botLevels.join(', ')}`);
    process.exit(2);
  }
  const seats = players === 1 ? 1 : players;
  const levels = Array.from({ length: seats }, (_, s) => listed[Math.min(s, listed.length - 1)]!);
  const shard = args.shard?.split('/').map(Number);
  if (shard) {
    for (let i = shard[0]!; i < games; i += shard[1]!) console.log(JSON.stringify(playOne(e, opts, levels, i)));
    process.exit(0);
  }
  const start = performance.now();
  const workers = args.workers;
  let lines: GameLine[] = [];
  if (workers > 1) lines = await runWorkers(workers);
  else
    for (let i = 0; i < games; i++) {
      lines.push(playOne(e, opts, levels, i));
      if (args.progress && (i + 1) % Number(args.progress) === 0) console.error(`${i + 1}/${games} games`);
    }
  const done = lines.filter((l) => l.failure === null);
  if (args.lines) for (const l of lines) console.error(JSON.stringify({ game: `${seed}-${l.i}`, scores: l.scores, first: l.first, failure: l.failure }));
  for (const l of lines.filter((x) => x.failure !== null).slice(0, 5)) console.error(`game ${l.i} (seed ${seed}-${l.i}): ${l.failure}`);
  const n = Math.max(1, done.length);
  const seatCount = done[0]?.scores.length ?? 0;
  const meanScores = Array.from({ length: seatCount }, (_, s) => +(done.reduce((t, l) => t + l.scores[s]!, 0) / n).toFixed(2));
  const wins = done.filter((l) => l.first.includes(0)).length;
  const sharedWins = done.filter((l) => l.first.includes(0) && l.first.length > 1).length;
  const margin = done.reduce((t, l) => t + l.scores[0]! - Math.max(...l.scores.slice(1)), 0) / n;
  const ms = done.flatMap((l) => l.ms);
  console.log(JSON.stringify({
    game: gameId, players, ai: levels, ...(players === 1 ? { automa: (opts as { difficulty?: string }).difficulty } : {}),
    games, seed, failures: lines.length - done.length + (games - lines.length),
    wins, sharedWins, winRate: +(wins / n).toFixed(4), meanScores, meanMargin: +margin.toFixed(2),
    decisions: ms.length, decisionMedianMs: +quantile(ms, 0.5).toFixed(1), decisionP95Ms: +quantile(ms, 0.95).toFixed(1),
    decisionMaxMs: +ms.reduce((m, x) => Math.max(m, x), 0).toFixed(1),
    ...(args.iterations ? { iterations: Number(args.iterations) } : {}), workers, seconds: +((performance.now() - start) / 1000).toFixed(1),
  }));
  process.exit(lines.length === done.length && lines.length === games ? 0 : 1);
}
