// npm run trace -- --seed s15b-36 [--ai hard,easy,easy,easy] [--moves 14]
//   Replays one seeded Copan bot game exactly as `npm run sim` plays game `<seed>` (same bots, same
//   decision seeds) and prints a line per turn: the turn's moves (the first --moves of them; 0 for
//   all), then every seat's VP so far, final score if the game ended now, supply, Embassy tokens per
//   City, resources and storage extensions.
//   For reading lost games; the last lines are the City tiles and the final breakdown.
import { cliArgs } from './args.ts';
import { GAMES } from './games.ts';
import { finalNow } from '../src/games/copan/ai/final-now.ts';
import type { CopanChoice, CopanOptions, CopanState } from '../src/games/copan/types.ts';
import type { CopanView } from '../src/games/copan/view.ts';
import type { GameModule } from '../src/engine/types.ts';
import type { Bot } from '../src/engine/ai/types.ts';

const args = cliArgs({
  seed: { type: 'string', default: 's15b-0' },
  ai: { type: 'string', default: 'hard,easy,easy,easy' },
  moves: { type: 'string', number: 'int', min: 0, default: 14 },
  event: { type: 'string' },
  automa: { type: 'string' },
}, 'npm run trace -- --seed S [--ai hard,easy,easy,easy] [--moves 14] [--event N]');
const seed = args.seed;
const levels = args.ai.split(',');
const shown = args.moves || Infinity;
const flags: Record<string, string> = Object.fromEntries(
  (['automa', 'event'] as const).flatMap((k) => (args[k] !== undefined ? [[k, args[k]!]] : [])));
const entry = GAMES.copan!;
const module = entry.module as unknown as GameModule<CopanState, CopanOptions, CopanChoice, CopanView>;
const checked = module.checkOptions(entry.options(levels.length, flags) as CopanOptions);
if (!checked.ok) throw new Error(checked.error.reason);
const bots = levels.map((l) => entry.bot!(l) as Bot<CopanView, CopanChoice>);

const seats = (s: CopanState): string => {
  const f = finalNow(s, []);
  return s.players.map((p, i) => `${i}: vp ${p.vp} final ${f[i]} supply ${p.supply} emb [${p.emb.join(',')}] res [${p.res.join(',')}] ext ${p.ext}`).join(' | ');
};

let s = module.setup(checked.options, seed);
let active = -1;
let moves: string[] = [];
const flush = (st: CopanState) => {
  if (active >= 0) console.log(`turn ${st.players[active]!.turns} seat ${active}, ${moves.length} moves: ${moves.slice(0, shown).join(' ')}${moves.length > shown ? ' …' : ''}\n   ${seats(st)}`);
};
for (let step = 0; step < 5000; step++) {
  const owed = module.pending(s)[0];
  if (!owed) break;
  const choice = bots[owed.seat]!.decide(module.view(s, owed.seat), owed.seat, { seed: `${seed}:${step}:${owed.seat}` });
  if (s.active !== active) {
    flush(s);
    active = s.active;
    moves = [];
  }
  moves.push(owed.seat === s.active ? choice.id : `[${owed.seat}]${choice.id}`);
  const res = module.apply(s, owed.seat, choice);
  if (!res.ok) throw new Error(`step ${step}: ${res.error.reason}`);
  s = res.state;
}
flush(s);
console.log(`City tiles: ${s.cities.join(',')}`);
console.log(JSON.stringify(module.result(s)?.scores));
