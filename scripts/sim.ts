// npm run sim -- --game zapotec --players 4 --games 1000 --seed S [--light]
// Plays seeded games with random legal moves, checking invariants, leaks, replay and save/load
// after every move (--light: only at the end), and prints one JSON line last.
import { playRandomGame } from '../src/engine/random-play.ts';
import { parseArgs } from './args.ts';
import { GAMES } from './games.ts';

const args = parseArgs(process.argv.slice(2));
const gameId = args.game ?? 'zapotec';
const entry = GAMES[gameId];
if (!entry) {
  console.error(`Unknown game "${gameId}". Known: ${Object.keys(GAMES).join(', ')}`);
  process.exit(2);
}
const players = Number(args.players ?? 4);
const games = Number(args.games ?? 100);
const seed = args.seed ?? 'sim';
const options = entry.options(players, args);
const checked = entry.module.checkOptions(options);
if (!checked.ok) {
  console.error(checked.error.reason);
  process.exit(2);
}

let failures = 0, moves = 0;
const start = performance.now();
for (let i = 0; i < games; i++) {
  const report = playRandomGame(entry.module, checked.options, `${seed}-${i}`, { everyMove: args.light !== 'true', checks: entry.checks });
  moves += report.steps;
  if (report.failures.length > 0) {
    failures++;
    if (failures <= 5) console.error(`game ${i} (seed ${seed}-${i}): ${report.failures.slice(0, 3).join(' | ')}`);
  }
}
const seconds = (performance.now() - start) / 1000;
console.log(JSON.stringify({ game: gameId, players, games, failures, movesPerGame: +(moves / games).toFixed(1), gamesPerSec: +(games / seconds).toFixed(1) }));
process.exit(failures > 0 ? 1 : 0);
