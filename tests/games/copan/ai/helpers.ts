// Positions for the Copan bot tests: every decision point of seeded games between easy bots.
import { copanGame, type CopanOptions, type CopanState } from '../../../../src/games/copan/index.ts';
import { easyBot } from '../../../../src/games/copan/ai/easy.ts';

export interface Position { state: CopanState; seat: number; kind: string; outOfTurn: boolean }

export const solo = (mode: 'basic' | 'advanced', level: 'easy' | 'hard'): CopanOptions => ({
  players: 2, event: 'ev11', solo: { mode, levels: [level, level, level, level] },
});

export function positionsOf(options: CopanOptions, seed: string): Position[] {
  const bot = easyBot();
  const out: Position[] = [];
  let s = copanGame.setup(options, seed);
  for (let step = 0; step < 3000; step++) {
    const owed = copanGame.pending(s)[0];
    if (!owed) break;
    out.push({ state: s, seat: owed.seat, kind: owed.kind, outOfTurn: owed.seat !== s.active });
    const res = copanGame.apply(s, owed.seat, bot.decide(copanGame.view(s, owed.seat), owed.seat, { seed: `${seed}:${step}` }));
    if (!res.ok) throw new Error(res.error.reason);
    s = res.state;
  }
  return out;
}

/** Up to `perKind` positions of each decision kind with more than one legal choice. */
export function samplePositions(options: CopanOptions, seed: string, perKind = 1): Position[] {
  const seen = new Map<string, number>();
  return positionsOf(options, seed).filter((p) => {
    if (copanGame.choices(p.state, p.seat).length < 2) return false;
    const key = `${p.kind}${p.outOfTurn ? ':out' : ''}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n < perKind;
  });
}
