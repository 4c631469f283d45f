// Cocijobot's forecast plays its remaining turns: against a human who builds nothing more, takes no
// tile and places no disc, it must give the final score exactly, from every point of the game.
import { describe, expect, it } from 'vitest';
import { zapotecGame } from '../../../../src/games/zapotec/index.ts';
import { botForecast, playForecast } from '../../../../src/games/zapotec/ai/bot-forecast.ts';
import { positionsOf } from './helpers.ts';
import { scoreLine, sacrificeRankPoints } from '../../../../src/games/zapotec/scoring.ts';
import type { ZapotecChoice, ZapotecState } from '../../../../src/games/zapotec/types.ts';

/** A human who only does what the turn requires; at the draw it keeps the offer's first card. */
function passive(s: ZapotecState, seat: number): ZapotecChoice {
  const list = zapotecGame.choices(s, seat);
  return list.find((c) => c.kind === 'endCapital' || c.kind === 'endConstruction')
    ?? (list[0]!.kind === 'draw' ? list.find((c) => c.kind === 'draw' && c.card === s.offer[0])! : list[0]!);
}

describe('Zapotec: Cocijobot forecast', () => {
  it.each(['f1', 'f2', 'f3', 'f4'])('gives its final score from every decision of a passive game (seed %s)', (seed) => {
    let s = zapotecGame.setup({ players: 1, difficulty: 'hard' }, seed);
    const forecasts: number[] = [];
    for (let guard = 0; guard < 500; guard++) {
      const owed = zapotecGame.pending(s)[0];
      if (!owed) break;
      forecasts.push(botForecast(s).score);
      const res = zapotecGame.apply(s, owed.seat, passive(s, owed.seat));
      if (!res.ok) throw new Error(res.error.reason);
      s = res.state;
    }
    expect(s.phase).toBe('over');
    const final = scoreLine(s, 1).total - sacrificeRankPoints(s, 1);
    expect(forecasts.length).toBeGreaterThan(20);
    expect(new Set(forecasts)).toEqual(new Set([final]));
    expect(botForecast(s)).toEqual({ score: final, step: s.players[1]!.sacrifice });
  });

  it('remembers a forecast only for positions that forecast alike', () => {
    // Positions of easy-bot games and every position one legal choice away: near twins that differ
    // in one thing a forecast may or may not read. Each is met after the others filled the memory.
    const states: ZapotecState[] = [];
    for (const seed of ['k1', 'k2', 'k3', 'k4', 'k5', 'k6']) {
      for (const p of positionsOf({ players: 1, difficulty: 'hard' }, seed)) {
        states.push(p.state);
        for (const c of zapotecGame.choices(p.state, p.seat)) {
          const res = zapotecGame.apply(p.state, p.seat, c);
          if (res.ok) states.push(res.state);
        }
      }
    }
    expect(states.length).toBeGreaterThan(1200);
    for (const s of states) botForecast(s);
    for (const s of states) expect(botForecast(s)).toEqual(playForecast(s));
  });
});
