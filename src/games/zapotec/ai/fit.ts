// Fitting the value model (model.ts): play seeded games with given bots (a share of moves random,
// to see more kinds of positions), record every human seat's features at every decision, label
// each record with the points the seat still scored afterwards, and solve a ridge regression per slot.
import type { Bot } from '../../../engine/ai/types.ts';
import { makeRng } from '../../../engine/rng.ts';
import { zapotecGame } from '../index.ts';
import { isCocijobot, type ZapotecChoice, type ZapotecOptions, type ZapotecView } from '../state.ts';
import { sacrificeRanking, seatBoards } from './features.ts';
import { FEATURE_COUNT, SLOT_COUNT, featuresOf, slotOf } from './model.ts';

export interface Sample { slot: number; x: number[]; y: number }

export function collectSamples(
  options: ZapotecOptions, seeds: readonly string[], bots: readonly Bot<ZapotecView, ZapotecChoice>[], epsilon: number,
): Sample[] {
  const out: Sample[] = [];
  for (const seed of seeds) {
    const rng = makeRng(`fit:${seed}`);
    let s = zapotecGame.setup(options, seed);
    const records: { seat: number; slot: number; x: number[]; vp: number }[] = [];
    for (let step = 0; ; step++) {
      const pending = zapotecGame.pending(s);
      if (pending.length === 0) break;
      const boards = seatBoards(s), rank = sacrificeRanking(s, []);
      for (let seat = 0; seat < s.seats; seat++) {
        const slot = slotOf(s, seat);
        if (isCocijobot(s, seat) || slot < 0) continue;
        const x = new Array<number>(FEATURE_COUNT);
        featuresOf(s, seat, boards[seat]!, rank, x);
        records.push({ seat, slot, x, vp: s.players[seat]!.vp });
      }
      const seat = pending[0]!.seat;
      const list = zapotecGame.choices(s, seat);
      const choice = rng.float() < epsilon ? list[rng.int(list.length)]! : bots[seat]!.decide(zapotecGame.view(s, seat), seat, { seed: `${seed}:${step}` });
      const res = zapotecGame.apply(s, seat, choice);
      if (!res.ok) throw new Error(res.error.reason);
      s = res.state;
    }
    const final = s.final!;
    for (const r of records) out.push({ slot: r.slot, x: r.x, y: final[r.seat]! - r.vp });
  }
  return out;
}

/** Solves (X'X + ridge I) w = X'y by Gaussian elimination with partial pivoting. */
export function ridgeFit(xs: readonly number[][], ys: readonly number[], ridge: number): number[] {
  const d = FEATURE_COUNT;
  const a = Array.from({ length: d }, () => new Array<number>(d + 1).fill(0));
  xs.forEach((x, n) => {
    for (let i = 0; i < d; i++) {
      const xi = x[i]!;
      if (xi === 0) continue;
      for (let j = 0; j < d; j++) a[i]![j]! += xi * x[j]!;
      a[i]![d]! += xi * ys[n]!;
    }
  });
  for (let i = 1; i < d; i++) a[i]![i]! += ridge; // the bias is not shrunk
  a[0]![0]! += 1e-9;
  for (let col = 0; col < d; col++) {
    let pivot = col;
    for (let r = col + 1; r < d; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < d; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / p;
      if (f === 0) continue;
      for (let k = col; k <= d; k++) a[r]![k]! -= f * a[col]![k]!;
    }
  }
  return a.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[d]! / row[i]!));
}

/** One weight vector per slot (a zero vector where no sample fell). */
export function fitTables(samples: readonly Sample[], ridge = 5): number[][] {
  const tables: number[][] = [];
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    const mine = samples.filter((x) => x.slot === slot);
    tables.push(mine.length === 0 ? new Array(FEATURE_COUNT).fill(0) : ridgeFit(mine.map((x) => x.x), mine.map((x) => x.y), ridge));
  }
  return tables;
}
