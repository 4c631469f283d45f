// A tiny two-seat game used to test the match wrapper: each seat in turn adds 1 or 2 to a
// shared total; a 'roll' move draws from the PRNG (a barrier). First to reach 10 wins.
import type { ApplyResult, Choice, GameModule, GameResult, Seat } from '../../src/engine/types.ts';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.ts';
import { cloneJson } from '../../src/engine/clone.ts';

export interface ToyState { total: number; turn: Seat; rng: RngState; winner: Seat | null }
type ToyChoice = Choice & { add: number };

export const toyGame: GameModule<ToyState, { seats: 2 }, ToyChoice> = {
  id: 'toy',
  formatVersion: 1,
  rulesVersion: 1,
  migrations: [],
  checkOptions: (o) =>
    typeof o === 'object' && o !== null && (o as { seats?: unknown }).seats === 2
      ? { ok: true, options: { seats: 2 } }
      : { ok: false, error: { code: 'bad-options', reason: 'seats must be 2' } },
  setup: (_o, seed) => ({ total: 0, turn: 0, rng: seedRng(seed), winner: null }),
  pending: (s) => (s.winner === null ? [{ seat: s.turn, kind: 'add' }] : []),
  choices: (s, seat) =>
    s.winner !== null || seat !== s.turn
      ? []
      : [1, 2, 0].map((add) => ({ id: add === 0 ? 'roll' : `add:${add}`, kind: add === 0 ? 'roll' : 'add', add })),
  apply(s, seat, choice): ApplyResult<ToyState> {
    if (seat !== s.turn || s.winner !== null) return { ok: false, error: { code: 'not-your-turn', reason: 'Not your turn.' } };
    const c = choice as ToyChoice | null;
    if (!c || typeof c !== 'object' || ![0, 1, 2].includes(c.add))
      return { ok: false, error: { code: 'bad-choice', reason: 'Unknown choice.' } };
    const next = cloneJson(s);
    const add = c.add === 0 ? 1 + nextInt(next.rng, 2) : c.add;
    next.total += add;
    if (next.total >= 10) next.winner = seat;
    else next.turn = 1 - seat;
    return { ok: true, state: next, events: [{ type: 'add', seat, add }], barrier: c.add === 0 };
  },
  view: (s) => ({ total: s.total, turn: s.turn }),
  result: (s): GameResult | null =>
    s.winner === null
      ? null
      : {
          scores: [0, 1].map((seat) => ({ seat, total: seat === s.winner ? 1 : 0, breakdown: { win: seat === s.winner ? 1 : 0 } })),
          ranking: [[s.winner], [1 - s.winner]],
          tieBreaks: [],
        },
  seatCount: () => 2,
  sampleConsistent: (v, _seat, seed) => ({ ...(v as { total: number; turn: number }), rng: seedRng(seed), winner: null }),
};
