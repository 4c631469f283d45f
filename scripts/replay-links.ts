// npm run replay-links -- --game zapotec|chocolatl|copan --players N --games G --seed S
// Plays G seeded games between easy bots, writes each as a replay link, reads the link back and
// replays it, and checks the replay ends in the same state (hash). Prints one JSON line last.
import { parseArgs } from 'node:util';
import { hashState } from '../src/engine/hash.ts';
import { decodeReplay, encodeReplay, seatsOwing } from '../src/engine/replay-link.ts';
import type { Seat } from '../src/engine/types.ts';
import { GAMES } from './games.ts';

function fail(message: string): never {
  console.error(`replay-links: ${message}`);
  process.exit(2);
}

let a: Record<string, string | undefined>;
try {
  a = parseArgs({ strict: true, options: { game: { type: 'string', default: 'zapotec' }, players: { type: 'string', default: '4' },
    games: { type: 'string', default: '20' }, seed: { type: 'string', default: 'links' }, automa: { type: 'string' } } }).values;
} catch (e) {
  fail((e as Error).message);
}
const entry = Object.hasOwn(GAMES, a.game!) ? GAMES[a.game!]! : fail(`unknown game ${JSON.stringify(a.game)}`);
const players = Number(a.players), games = Number(a.games);
if (!Number.isInteger(players) || players < 1 || players > 5) fail(`--players must be 1-5, not ${JSON.stringify(a.players)}`);
if (!Number.isInteger(games) || games < 1) fail(`--games must be a whole number, not ${JSON.stringify(a.games)}`);
const module = entry.module;
const lookup = (g: string) => (g === module.id ? module : null);
const flags: Record<string, string> = a.automa ? { automa: a.automa } : {};

const lengths: number[] = [];
let roundTrips = 0;
const failures: string[] = [];
for (let g = 0; g < games; g++) {
  const seed = `${a.seed}-${g}`;
  const options = module.checkOptions(entry.options(players, flags));
  if (!options.ok) fail(options.error.reason);
  let state = module.setup(options.options, seed);
  const log: { seat: Seat; choice: unknown }[] = [];
  const bot = entry.bot!('easy');
  for (let step = 0; step < 5000; step++) {
    const owing = seatsOwing(module, state);
    if (owing.length === 0) break;
    // Simultaneous picks arrive in any order in play: vary which seat goes first.
    const seat = owing[step % owing.length]!;
    const choice = bot.decide(module.view(state, seat), seat, { seed: `${seed}:${step}` });
    const res = module.apply(state, seat, choice);
    if (!res.ok) { failures.push(`${seed}: step ${step} refused: ${res.error.reason}`); break; }
    log.push({ seat, choice });
    state = res.state;
  }
  const link = await encodeReplay(module, { game: module.id, options: options.options, seed, log });
  if (!link) { failures.push(`${seed}: could not be written as a link`); continue; }
  lengths.push(link.length);
  const back = await decodeReplay(link, lookup);
  if (!back.ok) { failures.push(`${seed}: ${back.error.code} at step ${back.error.step ?? '-'}`); continue; }
  let replayed = module.setup(back.replay.options, back.replay.seed);
  for (const e of back.replay.log) {
    const res = module.apply(replayed, e.seat, e.choice);
    if (res.ok) replayed = res.state;
  }
  if (hashState(replayed) === hashState(state)) roundTrips++;
  else failures.push(`${seed}: replay ended in another state`);
}
for (const f of failures.slice(0, 10)) console.error(f);
const sorted = [...lengths].sort((x, y) => x - y);
console.log(JSON.stringify({ game: module.id, players, games, roundTrips, failures: failures.length,
  medianChars: sorted[Math.floor(sorted.length / 2)] ?? 0, maxChars: sorted[sorted.length - 1] ?? 0 }));
process.exit(failures.length === 0 ? 0 : 1);
