// Resources, capacity and payments. A payment is the final vector paid, so a cost with a
// discount or "resources of any kind" becomes a short list of distinct vectors to choose from.
import type { GameEvent, Seat } from '../../engine/index.ts';
import { BASE_CAPACITY, BASE_CHAR_SLOTS, CAPACITY_PER_EXT, CHAR_SLOTS_PER_EXT, type Res4 } from './data.ts';
import type { CopanState, PlayerState } from './types.ts';

/** What one apply() call collects while it runs: events for the UI and the undo barrier. */
export interface Ctx {
  events: GameEvent[];
  barrier: boolean;
}

export const capacity = (p: PlayerState): number => BASE_CAPACITY + CAPACITY_PER_EXT * p.ext;
export const charSlots = (p: PlayerState): number => BASE_CHAR_SLOTS + CHAR_SLOTS_PER_EXT * p.ext;
export const sum4 = (r: readonly number[]): number => r[0]! + r[1]! + r[2]! + r[3]!;

/** Gains beyond storage are lost. */
export function gainRes(s: CopanState, seat: Seat, r: readonly number[], ctx: Ctx): void {
  if (s.automa?.seat === seat) return addVp(s, seat, sum4(r), ctx, 'automaGain'); // the Automa scores VP instead (7.4)
  const p = s.players[seat]!;
  const cap = capacity(p);
  const got = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const before = p.res[i]!;
    p.res[i] = Math.min(cap, before + r[i]!);
    got[i] = p.res[i]! - before;
  }
  ctx.events.push({ type: 'gain', seat, amounts: got });
}

/** Effect losses: what is missing costs 1 VP each (scores may go negative, D23). */
export function loseRes(s: CopanState, seat: Seat, r: readonly number[], ctx: Ctx): void {
  const p = s.players[seat]!;
  let missing = 0;
  const lost = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    const take = Math.min(p.res[i]!, r[i]!);
    lost[i] = take;
    p.res[i] = p.res[i]! - take;
    missing += r[i]! - take;
  }
  p.vp -= missing;
  ctx.events.push({ type: 'lose', seat, amounts: lost, vpLost: missing });
}

/** `why` names the source for the log and the round summary only (the state never keeps it). */
export function addVp(s: CopanState, seat: Seat, n: number, ctx: Ctx, why?: string): void {
  s.players[seat]!.vp += n;
  ctx.events.push(why ? { type: 'vp', seat, n, why } : { type: 'vp', seat, n });
}

export function payRes(s: CopanState, seat: Seat, pay: readonly number[], ctx: Ctx): void {
  const p = s.players[seat]!;
  for (let i = 0; i < 4; i++) p.res[i] = p.res[i]! - pay[i]!;
  ctx.events.push({ type: 'pay', seat, amounts: [...pay] });
}

/** After storage shrinks: excess resources are lost (D15). */
export function clampToCapacity(p: PlayerState): void {
  const cap = capacity(p);
  for (let i = 0; i < 4; i++) if (p.res[i]! > cap) p.res[i] = cap;
}

/** A cost: fixed resources, plus `any` resources of any kind, minus `disc` resources of choice. */
export interface Cost {
  fixed: Res4;
  any: number;
  disc: number;
}

export const costTotal = (c: Cost): number => Math.max(0, sum4(c.fixed) + c.any - c.disc);

/** Whether `pay` settles `c` (see the spec's discount rule: the discount removes any cost units). */
export function isValidPay(res: readonly number[], c: Cost, pay: readonly number[]): boolean {
  let total = 0, uncovered = 0, extra = 0;
  for (let i = 0; i < 4; i++) {
    const v = pay[i]!;
    if (!Number.isInteger(v) || v < 0 || v > res[i]!) return false;
    total += v;
    const f = c.fixed[i]!;
    if (v < f) uncovered += f - v;
    else extra += v - f;
  }
  return total === costTotal(c) && uncovered <= c.disc && extra <= c.any;
}

/** Can `c` be paid from `res` plus `wild` resources of choice gained first? */
export function canPay(res: readonly number[], c: Cost, wild = 0): boolean {
  let deficit = 0;
  for (let i = 0; i < 4; i++) deficit += Math.max(0, c.fixed[i]! - res[i]!);
  return Math.max(0, deficit - wild) <= c.disc && sum4(res) + wild >= costTotal(c);
}

/** All vectors of four naturals summing to n, in a fixed order (cached). */
const vectorCache: number[][][] = [];
export function vectorsOfSum(n: number): readonly number[][] {
  let out = vectorCache[n];
  if (out) return out;
  out = [];
  for (let a = n; a >= 0; a--)
    for (let b = n - a; b >= 0; b--)
      for (let c = n - a - b; c >= 0; c--) out.push([a, b, c, n - a - b - c]);
  vectorCache[n] = out;
  return out;
}

/** Every distinct payment of `c` from `res`. */
export function payOptions(res: readonly number[], c: Cost): number[][] {
  if (c.disc === 0 && c.any === 0) {
    // The common case: exactly the printed cost, or nothing.
    for (let i = 0; i < 4; i++) if (res[i]! < c.fixed[i]!) return [];
    return [c.fixed.slice()];
  }
  const total = costTotal(c);
  if (sum4(res) < total) return [];
  return vectorsOfSum(total).filter((v) => isValidPay(res, c, v)).map((v) => v.slice());
}

export const vecId = (v: readonly number[]): string => `${v[0]}.${v[1]}.${v[2]}.${v[3]}`;

/** Takes a storage extension from the pile for `seat`, if one is left. */
export function takeStorage(s: CopanState, seat: Seat, ctx: Ctx): void {
  if (s.storagePile === 0) return;
  s.storagePile--;
  s.players[seat]!.ext++;
  ctx.events.push({ type: 'storage', seat, ext: s.players[seat]!.ext });
}
