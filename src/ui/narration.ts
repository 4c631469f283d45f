// Opponent turns and automatic resolutions told one line at a time over the board's top edge, at
// the chosen pace: what a bot, the automa or another device did, and every step that followed the
// viewer's own move (reveals, dice, scoring at each location). Lines that chance decided (a die, a
// card turned) stay twice as long, so a result can be read before the next one; Skip shows the rest.
import type { GameEvent } from '../engine/types.ts';
import type { GameScreenContext, Told } from './game-screen-context.ts';

export type { Told };

/** The shortest time a chance result stays on screen, whatever the pace (ms). */
export const CHANCE_MIN_MS = 1500;
/** How long the last caption of a run stays, so it is not gone the moment it came (ms). */
export const LAST_MIN_MS = 1200;

/**
 * The captions a change brings. The viewer's own move (its first events, naming the viewer) is not
 * told back; from the first event that names someone else or that chance decided, all is told.
 */
export function toldOf(ctx: GameScreenContext, events: readonly GameEvent[], pace: number): Told[] {
  const { presenter, viewer } = ctx;
  const chance = (e: GameEvent) => presenter.isChance?.(e) === true;
  const own = !ctx.isBot(viewer) && events[0]?.seat === viewer;
  const start = own ? events.findIndex((e) => (e.seat !== undefined && e.seat !== viewer) || chance(e)) : 0;
  if (start < 0) return [];
  // Runs of chance and of other events: a run is worded at once (the presenter merges a run's gains).
  const out: Told[] = [];
  let run: GameEvent[] = [];
  let runChance = false;
  const flush = () => {
    for (const text of presenter.logLines(run, ctx.name)) out.push({ text, dwell: runChance ? Math.max(2 * pace, CHANCE_MIN_MS) : pace });
    run = [];
  };
  for (const e of events.slice(start)) {
    if (run.length && chance(e) !== runChance) flush();
    runChance = chance(e);
    run.push(e);
  }
  flush();
  return out;
}

const skipping = (ctx: GameScreenContext) => ctx.skipUntilVersion === Number.MAX_SAFE_INTEGER;

/** Shows the queued captions one after another; the board's skip button shows while they run. */
export async function narrate(ctx: GameScreenContext): Promise<void> {
  const { queue, narration, skipBtn } = ctx;
  if (ctx.narrating) return;
  ctx.narrating = true;
  while (queue.length && !ctx.destroyed) {
    const item = queue.shift()!;
    narration.textContent = item.text;
    narration.hidden = false;
    skipBtn.hidden = false;
    const wait = skipping(ctx) ? 0 : Math.max(item.dwell, queue.length ? 0 : LAST_MIN_MS);
    await new Promise((r) => setTimeout(r, wait));
  }
  narration.hidden = true;
  ctx.narrating = false;
  ctx.requestRender();
}

/** Resolves once the captions told so far were shown (or skipped): a bot's next move waits for them. */
export async function narrated(ctx: GameScreenContext): Promise<void> {
  while (ctx.narrating && !skipping(ctx) && !ctx.destroyed) await new Promise((r) => setTimeout(r, 100));
}
