// The benchmarks themselves; scripts/bench.ts bundles and runs this file.
import { benchRandomGames } from './engine.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { chocolatlGame } from '../../src/games/chocolatl/index.ts';
import { copanGame } from '../../src/games/copan/index.ts';
import { zapotecBots } from '../../src/games/zapotec/ai/index.ts';
import { playBotGame, quantile } from '../../src/engine/ai/arena.ts';
import { benchApp } from './app.ts';
import { benchNet } from './net.ts';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wants = (part: string) => only.length === 0 || only.includes(part);
const figures: Record<string, number> = {};

if (wants('engine')) {
  const z = benchRandomGames(zapotecGame, { players: 4 }, 5);
  figures.zapotec_random_games_per_sec_4p = z.gamesPerSec;
  figures.zapotec_random_games_per_cpu_sec_4p = z.cpuGamesPerSec;
  figures.zapotec_random_games_per_sec_4p_pure_apply = z.pureGamesPerSec;
  figures.zapotec_apply_us = z.applyUs;
  figures.zapotec_legal_moves_us = z.legalMovesUs;
  figures.zapotec_state_bytes = z.stateBytes;
  const c = benchRandomGames(chocolatlGame, { players: 5 }, 3);
  figures.chocolatl_random_games_per_sec_5p = c.gamesPerSec;
  figures.chocolatl_random_games_per_cpu_sec_5p = c.cpuGamesPerSec;
  const k = benchRandomGames(copanGame, { players: 4, event: 'ev11' }, 3);
  figures.copan_random_games_per_sec_4p = k.gamesPerSec;
  figures.copan_random_games_per_cpu_sec_4p = k.cpuGamesPerSec;
}

if (wants('ai')) {
  // Hard's decisions (those with more than one legal choice) over two solo games against
  // Cocijobot and one 4-player game against three easy bots, at its default budget.
  const hard = zapotecBots('hard');
  const easy = zapotecBots('easy');
  const ms: number[] = [];
  for (const seed of ['bench-ai-0', 'bench-ai-1'])
    ms.push(...(playBotGame(zapotecGame, { players: 1, difficulty: 'normal' }, seed, [hard]).decisionMs[0] ?? []));
  ms.push(...(playBotGame(zapotecGame, { players: 4 }, 'bench-ai-4p', [hard, easy, easy, easy]).decisionMs[0] ?? []));
  figures.zapotec_ai_hard_decision_p95_ms = +quantile(ms, 0.95).toFixed(1);
  figures.zapotec_ai_hard_decision_median_ms = +quantile(ms, 0.5).toFixed(1);
  figures.zapotec_ai_hard_decisions = ms.length;
}

if (wants('app')) Object.assign(figures, await benchApp());
if (wants('net')) Object.assign(figures, await benchNet());

console.log(JSON.stringify(figures));
