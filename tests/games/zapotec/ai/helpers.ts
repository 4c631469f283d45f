// Positions for the bot tests: states met while easy bots play seeded games.
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import { easyBot } from '../../../../src/games/zapotec/ai/easy.ts';
import type { ZapotecOptions, ZapotecState } from '../../../../src/games/zapotec/types.ts';

export interface Position { state: ZapotecState; seat: number; kind: string }

/** Every decision point of one easy-bot game (in order), with the seat that owes it. */
export function positionsOf(options: ZapotecOptions, seed: string): Position[] {
  const bot = easyBot();
  const out: Position[] = [];
  let s = zapotecGame.setup(options, seed);
  for (let step = 0; ; step++) {
    const owed = zapotecGame.pending(s)[0];
    if (!owed) break;
    out.push({ state: s, seat: owed.seat, kind: owed.kind });
    const res = zapotecGame.apply(s, owed.seat, bot.decide(zapotecGame.view(s, owed.seat), owed.seat, { seed: `${seed}:${step}` }));
    if (!res.ok) throw new Error(res.error.reason);
    s = res.state;
  }
  return out;
}

/** A few positions of each decision kind that has more than one legal choice. */
export function samplePositions(options: ZapotecOptions, seed: string, perKind = 2): Position[] {
  const seen = new Map<string, number>();
  return positionsOf(options, seed).filter((p) => {
    if (zapotecGame.choices(p.state, p.seat).length < 2) return false;
    const n = seen.get(p.kind) ?? 0;
    seen.set(p.kind, n + 1);
    return n < perKind;
  });
}
