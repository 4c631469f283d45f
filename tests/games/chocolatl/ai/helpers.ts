// Positions for the Chocolatl bot tests: every decision point of a seeded game between easy bots.
import { chocolatlGame } from '../../../../src/games/chocolatl/index.ts';
import { easyBot } from '../../../../src/games/chocolatl/ai/easy.ts';
import type { ChocolatlState } from '../../../../src/games/chocolatl/types.ts';

export interface Position { state: ChocolatlState; seat: number; kind: string }

export function positionsOf(players: number, seed: string): Position[] {
  const bot = easyBot();
  const out: Position[] = [];
  let s = chocolatlGame.setup({ players }, seed);
  for (let step = 0; step < 3000; step++) {
    const owed = chocolatlGame.pending(s);
    if (owed.length === 0) break;
    for (const p of owed) out.push({ state: s, seat: p.seat, kind: `${p.kind}:${s.mode}` });
    const seat = owed[0]!.seat;
    const res = chocolatlGame.apply(s, seat, bot.decide(chocolatlGame.view(s, seat), seat, { seed: `${seed}:${step}` }));
    if (!res.ok) throw new Error(res.error.reason);
    s = res.state;
  }
  return out;
}

/** A few positions of each decision kind (and mode) with more than one legal choice. */
export function samplePositions(players: number, seed: string, perKind = 1): Position[] {
  const seen = new Map<string, number>();
  return positionsOf(players, seed).filter((p) => {
    if (chocolatlGame.choices(p.state, p.seat).length < 2) return false;
    const n = seen.get(p.kind) ?? 0;
    seen.set(p.kind, n + 1);
    return n < perKind;
  });
}
