// The benchmarks themselves; scripts/bench.ts bundles and runs this file.
import { benchRandomGames } from './engine.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wants = (part: string) => only.length === 0 || only.includes(part);
const figures: Record<string, number> = {};

if (wants('engine')) {
  const z = benchRandomGames(zapotecGame, { players: 4 }, 5);
  figures.zapotec_random_games_per_sec_4p = z.gamesPerSec;
  figures.zapotec_random_games_per_sec_4p_pure_apply = z.pureGamesPerSec;
  figures.zapotec_apply_us = z.applyUs;
  figures.zapotec_legal_moves_us = z.legalMovesUs;
  figures.zapotec_state_bytes = z.stateBytes;
}

console.log(JSON.stringify(figures));
