// Writes tests/fixtures/saves/*.json: save files made by this version of the app, in the exact
// format the Export button writes, for every game, player count and solo automa, mid-game and
// finished. Seeded bot games through the engine (bots see views only, as in the app). A later
// version must load every one of them (tests/store/golden-saves.test.ts): a rules change that
// cannot must ship a migration. Each generation of files lives in its own folder, named by the day
// it was made: npx tsx --import ./scripts/node-css.mjs scripts/make-golden-saves.ts --out tests/fixtures/saves/<yyyy-mm-dd>
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { GAMES } from '../src/app/games.ts';
import { botFor } from '../src/games/index.ts';
import { act, createMatch, replay, toSaveFile, type Match } from '../src/engine/match.ts';
import { makeRng } from '../src/engine/rng.ts';
import { exportSave, type SaveRecord, type SeatInfo } from '../src/store/saves.ts';
import type { NewGameRequest } from '../src/ui/new-game.ts';
import { parseCliArgs } from './args.ts';

export interface GoldenConfig { game: string; players: number; mode?: 'basic' | 'advanced'; difficulty?: 'normal' | 'hard' }

export const GOLDEN_CONFIGS: GoldenConfig[] = [
  ...[1, 2, 3, 4].map((players) => ({ game: 'zapotec', players })),
  { game: 'zapotec', players: 1, difficulty: 'normal' }, { game: 'zapotec', players: 1, difficulty: 'hard' },
  ...[3, 4, 5].map((players) => ({ game: 'chocolatl', players })),
  { game: 'copan', players: 1, mode: 'basic' }, { game: 'copan', players: 1, mode: 'advanced' },
  ...[2, 3, 4].map((players) => ({ game: 'copan', players })),
];

const DAY = Date.UTC(2026, 10, 26);

export const GOLDEN_ROOT = 'tests/fixtures/saves';
/** The generations of golden saves, oldest first: one folder per day files were made. */
export const goldenGenerations = (): string[] => readdirSync(GOLDEN_ROOT).filter((d) => /^\d{4}-\d\d-\d\d$/.test(d)).sort();
/** The folder of the newest generation (what fuzzers and import tests start from). */
export const newestGolden = (): string => `${GOLDEN_ROOT}/${goldenGenerations().at(-1)}`;

export function goldenName(c: GoldenConfig, stage: 'mid' | 'end'): string {
  return `${c.game}-${c.players}p${c.mode ? `-${c.mode}` : ''}${c.difficulty ? `-${c.difficulty}` : ''}-${stage}`;
}

function request(c: GoldenConfig): NewGameRequest {
  const { setup } = GAMES[c.game]!;
  const seats: SeatInfo[] = c.players === 1
    ? [{ name: 'Ana', kind: 'human', color: 0 }, { name: setup.automa?.name() ?? 'Automa', kind: 'automa', color: 4 }]
    : Array.from({ length: c.players }, (_, i): SeatInfo => (i === 0 ? { name: 'Ana', kind: 'human', color: 0 } : { name: `Bot ${i}`, kind: 'ai', level: 'easy', color: i }));
  const extra = { ...setup.defaultExtra?.(), ...(c.mode ? { mode: c.mode } : {}) };
  if (c.mode === 'advanced') Object.assign(extra, { lv_food: 'easy', lv_fame: 'hard', lv_zeal: 'easy', lv_power: 'hard' });
  return { players: c.players, difficulty: c.difficulty ?? 'easy', seats, seed: `golden-${goldenName(c, 'end')}`, extra };
}

/** Plays the whole game with the easy bots (random choices for any seat without one). */
function playOut(c: GoldenConfig): { match: Match<unknown, unknown>; seats: SeatInfo[] } {
  const entry = GAMES[c.game]!;
  const req = request(c);
  const checked = entry.module.checkOptions(entry.setup.options(req));
  if (!checked.ok) throw new Error(`${goldenName(c, 'end')}: ${checked.error.reason}`);
  let match = createMatch(entry.module, checked.options, req.seed);
  const bot = botFor(c.game, 'easy')!;
  const rng = makeRng(`golden-moves:${req.seed}`);
  for (let step = 0; step < 20_000; step++) {
    const pending = entry.module.pending(match.state);
    if (pending.length === 0) return { match, seats: req.seats };
    const seat = pending[0]!.seat;
    const kind = req.seats[seat]?.kind;
    const choices = entry.module.choices(match.state, seat);
    const choice = kind === 'ai' || kind === 'human'
      ? bot.decide(entry.module.view(match.state, seat), seat, { seed: `${req.seed}:${step}`, iterations: 60 })
      : choices[rng.int(choices.length)]!;
    const res = act(entry.module, match, seat, choice);
    if (!res.ok) throw new Error(`${goldenName(c, 'end')} step ${step}: ${res.error.reason}`);
    match = res.match;
  }
  throw new Error(`${goldenName(c, 'end')}: no end`);
}

function record(c: GoldenConfig, stage: 'mid' | 'end', match: Match<unknown, unknown>, seats: SeatInfo[]): SaveRecord {
  const entry = GAMES[c.game]!;
  return {
    v: 1, id: `golden-${goldenName(c, stage)}`, game: c.game, seats, round: entry.roundOf(match.state),
    over: entry.module.pending(match.state).length === 0, createdAt: DAY, updatedAt: DAY, file: toSaveFile(entry.module, match),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseCliArgs(process.argv.slice(2), { out: { type: 'string', default: '' } });
  if (!args.out) throw new Error('--out tests/fixtures/saves/<yyyy-mm-dd>: the folder of this generation');
  const out = args.out as string;
  mkdirSync(out, { recursive: true });
  for (const c of GOLDEN_CONFIGS) {
    const t0 = performance.now();
    const { match, seats } = playOut(c);
    const entry = GAMES[c.game]!;
    const half = replay(entry.module, match.options, match.seed, match.log.slice(0, Math.floor(match.log.length / 2)));
    if (!half.ok) throw new Error('replay of the first half failed');
    for (const [stage, m] of [['mid', half.match], ['end', match]] as const) {
      const text = exportSave(record(c, stage, m, seats));
      writeFileSync(`${out}/${goldenName(c, stage)}.json`, `${text}\n`);
    }
    console.log(`${goldenName(c, 'end')}: ${match.log.length} moves, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}
