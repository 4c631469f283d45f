// Real positions for the "Suggest a move" reason tests: a seeded game played by a fixed policy
// (the preferred kinds first, else a seeded random choice, ending a step last) until seat 0 may make a wanted choice.
import { nextInt, seedRng } from '../../src/engine/rng.ts';
import type { Choice, GameEvent, GameModule } from '../../src/engine/types.ts';
import { ownOutcome } from '../../src/ui/hint-outcome.ts';

export interface Position { view: unknown; choice: Choice }

export function positionWhere(
  mod: GameModule<unknown, unknown>, options: unknown, seed: string,
  want: (c: Choice & { kind?: string }, view: unknown) => boolean, prefer: readonly string[] = [], maxSteps = 4000,
): Position | null {
  const opts = mod.checkOptions(options);
  if (!opts.ok) throw new Error(`bad options: ${JSON.stringify(opts)}`);
  let s = mod.setup(opts.options, seed);
  const rng = seedRng(`${seed}:policy`);
  for (let step = 0; step < maxSteps; step++) {
    const pend = mod.pending(s);
    if (!pend.length) return null;
    const seat = pend[0]!.seat;
    const list = mod.choices(s, seat) as (Choice & { kind?: string })[];
    if (!list.length) return null;
    if (seat === 0) {
      const view = mod.view(s, 0);
      const hit = list.find((c) => want(c, view));
      if (hit) return { view, choice: hit };
    }
    // Ending a step is taken last, so that the game gets somewhere.
    const preferred = list.filter((c) => prefer.includes(String(c.kind)));
    const going = list.filter((c) => !c.id.startsWith('end'));
    const pool = preferred.length ? preferred : going.length ? going : list;
    const res = mod.apply(s, seat, pool[nextInt(rng, pool.length)]!);
    if (!res.ok) throw new Error(`refused: ${JSON.stringify(res.error)}`);
    s = res.state;
  }
  return null;
}

type Hint = (view: never, before: never, after: never, choice: never, seat: number) => string | null;

/** The reason the game's hint gives seat 0 for `pos`, as "Suggest a move" works it out. */
export function reasonAt(mod: GameModule<unknown, unknown>, hint: Hint, isChance: ((e: GameEvent) => boolean) | undefined, pos: Position, seed = 'test'): string | null {
  const out = ownOutcome(mod, isChance, pos.view, 0, pos.choice, seed);
  if (!out) throw new Error('no outcome');
  return (hint as (v: unknown, b: unknown, a: unknown, c: Choice, s: number) => string | null)(pos.view, out.before, out.after, pos.choice, 0);
}
