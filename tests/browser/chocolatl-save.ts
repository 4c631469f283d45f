// A Chocolatl save made in the test (rules module, no browser): the position right before the
// person's own black-die roll. Every seat but the person's has declared its dice at a location,
// and the person holds a die, so the person's declaration is the one that rolls.
import { act, createMatch, toSaveFile } from '../../src/engine/match.ts';
import { chocolatlGame, type ChocolatlOptions, type ChocolatlState } from '../../src/games/chocolatl/index.ts';
import { EXPORT_KIND, RECORD_VERSION } from '../../src/store/saves.ts';

export function beforeOwnRoll(seed: string): string {
  let match = createMatch<ChocolatlState, ChocolatlOptions>(chocolatlGame, { players: 3 }, seed);
  for (let i = 0; i < 2000; i++) {
    const s = match.state;
    const pending = chocolatlGame.pending(s);
    if (s.phase === 'dice' && s.dice[0]! > 0 && pending.length === 1 && pending[0]!.seat === 0) break;
    if (!pending.length) throw new Error('the game ended before the person held a black die');
    // At a dice step the person declares last; at Tenochtitlan the person, when first, takes the die.
    const p = s.phase === 'dice' ? pending.find((x) => x.seat !== 0) ?? pending[0]! : pending[0]!;
    const choices = chocolatlGame.choices(s, p.seat);
    const c = choices.find((x) => p.seat === 0 && x.id === 'city:die') ?? choices.find((x) => x.id === 'dice:0') ?? choices[(i * 7) % choices.length]!;
    const res = act(chocolatlGame, match, p.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    match = res.match;
  }
  const seats = [{ name: 'Player', kind: 'human', color: 0 }, { name: 'Bot 1', kind: 'ai', level: 'easy', color: 1 }, { name: 'Bot 2', kind: 'ai', level: 'easy', color: 2 }];
  const at = Date.UTC(2026, 0, 1);
  return JSON.stringify({ kind: EXPORT_KIND, v: RECORD_VERSION, id: `own-roll-${seed}`, game: 'chocolatl', seats, round: match.state.round,
    over: false, createdAt: at, updatedAt: at, file: toSaveFile(chocolatlGame, match) });
}
