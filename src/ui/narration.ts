// Opponent turns and automatic resolutions told one line at a time over the board's top edge, at
// the chosen pace: what a bot, the automa or another device did, and every step that followed the
// viewer's own move (reveals, dice, scoring at each location). Lines that chance decided (a die, a
// card turned) stay twice as long, so a result can be read before the next one; Skip shows the rest.
// A person's own die roll waits until seen: its caption stays, Skip or not, until they tap Seen or
// make their next move (the instant pace tells nothing: the roll is then in the log only).
import type { GameEvent, Viewer } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import type { GameScreenContext, Told } from './game-screen-context.ts';

export type { Told };

/** The shortest time a chance result stays on screen, whatever the pace (ms). */
export const CHANCE_MIN_MS = 1500;
/** How long the last caption of a run stays, so it is not gone the moment it came (ms). */
export const LAST_MIN_MS = 1200;

/**
 * The captions a change brings. The viewer's own move (its first events, naming the viewer) is not
 * told back; from the first event that names someone else or that chance decided, all is told.
 * With `steps` (the board after each event), each caption carries the board its events led to, so
 * the board follows the captions instead of showing the end of the change at once; the last one
 * carries null (the board as it really is).
 */
export function toldOf(ctx: GameScreenContext, events: readonly GameEvent[], pace: number, steps?: readonly ((viewer: Viewer) => unknown)[]): Told[] {
  const { presenter, viewer } = ctx;
  const chance = (e: GameEvent) => presenter.isChance?.(e) === true;
  const own = !ctx.isBot(viewer) && events[0]?.seat === viewer;
  const start = own ? events.findIndex((e) => (e.seat !== undefined && e.seat !== viewer) || chance(e)) : 0;
  if (start < 0) return [];
  const stepwise = steps?.length === events.length;
  // A roll by a person at this device (not one the AI plays for): its caption waits until seen.
  const ownRoll = (i: number) => {
    const seat = presenter.rollBy?.(events, i);
    return typeof seat === 'number' && ctx.humans.includes(seat) && !ctx.isBot(seat);
  };
  // Runs of chance and of other events: a run is worded at once (the presenter merges a run's gains).
  const out: Told[] = [];
  let from = start;
  const flush = (to: number) => {
    const run = events.slice(from, to);
    const lines = presenter.logLines(run, ctx.name);
    const dwell = chance(run[0]!) ? Math.max(2 * pace, CHANCE_MIN_MS) : pace;
    // Line i shows the board after the longest part of the run still worded in i + 1 lines.
    const rolls = run.some((_, k) => ownRoll(from + k));
    const ends = stepwise || rolls ? lineEnds(run, lines.length, (part) => presenter.logLines(part, ctx.name).length) : [];
    lines.forEach((text, i) => {
      const item: Told = stepwise ? { text, dwell, view: steps![from + ends[i]!]! } : { text, dwell };
      // The line that tells the roll: the events from the end of the line before to its own end.
      if (rolls) for (let k = i > 0 ? ends[i - 1]! + 1 : 0; k <= ends[i]!; k++) if (ownRoll(from + k)) item.hold = true;
      out.push(item);
    });
    from = to;
  };
  for (let i = start + 1; i < events.length; i++) if (chance(events[i]!) !== chance(events[i - 1]!)) flush(i);
  if (from < events.length) flush(events.length);
  if (stepwise && out.length) out[out.length - 1]!.view = null;
  // Another's move with nothing to say still holds the next one for a pace: a bot's move waits for
  // the captions before it (bot-pacing.ts), and two moves must not land in the same moment.
  if (!out.length && !own && events.length) return [{ text: '', dwell: pace, view: null }];
  return out;
}

/** For each of a run's `count` lines, the index of the last event of the run it covers. */
function lineEnds(run: readonly GameEvent[], count: number, linesOf: (part: GameEvent[]) => number): number[] {
  const worded = run.map((_, k) => linesOf(run.slice(0, k + 1)));
  const ends: number[] = [];
  for (let i = 0; i < count; i++) {
    let end = i > 0 ? ends[i - 1]! : 0;
    for (let k = end; k < run.length; k++) if (worded[k]! <= i + 1) end = k;
    ends.push(end);
  }
  return ends;
}

/** Skip: the others' moves up to this person's turn are played at once, their captions cut short. */
export function skipAhead(ctx: GameScreenContext): void {
  ctx.skipping = true;
  ctx.dom.skipBtn.hidden = true;
  // A bot move waiting for the captions goes now; the board stops animating at the next render.
  quieted(ctx);
  ctx.requestRender();
}

/** Shows the queued captions one after another; the board's skip button shows while they run. */
export async function narrate(ctx: GameScreenContext): Promise<void> {
  const { queue } = ctx.captions;
  const { narration, skipBtn } = ctx.dom;
  if (ctx.captions.running) return;
  ctx.captions.running = true;
  while (queue.length && !ctx.destroyed) {
    const item = queue.shift()!;
    // The board shows the step this caption tells (kept until a later caption moves it on).
    if (item.view !== undefined) { ctx.captions.stepView = item.view; ctx.requestRender(); }
    // A silent beat (see toldOf) shows no caption: the one before it has been read.
    narration.textContent = item.text;
    narration.hidden = !item.text;
    skipBtn.hidden = false;
    const wait = ctx.skipping ? 0 : item.text ? Math.max(item.dwell, queue.length ? 0 : LAST_MIN_MS) : item.dwell;
    await (item.hold ? untilSeen(ctx, item.text) : new Promise((r) => setTimeout(r, wait)));
  }
  narration.hidden = true;
  ctx.captions.running = false;
  ctx.captions.stepView = null;
  ctx.requestRender();
  quieted(ctx);
}

/** Keeps a caption (the person's own roll) on screen with a Seen button until it is tapped. */
function untilSeen(ctx: GameScreenContext, text: string): Promise<void> {
  const { narration } = ctx.dom;
  return new Promise((resolve) => {
    const seen = () => {
      ctx.captions.release = undefined;
      delete narration.dataset.held;
      narration.setAttribute('aria-hidden', 'true');
      narration.textContent = '';
      resolve();
      quieted(ctx);
    };
    narration.replaceChildren(h('span', {}, text), h('button', { class: 'btn primary', onclick: seen }, t('game.seen')));
    narration.dataset.held = '';
    // Its button must be reachable: the caption is no longer hidden from assistive technology.
    narration.setAttribute('aria-hidden', 'false');
    ctx.captions.release = seen;
  });
}

/** Who waits in narrated(), per screen. */
const waiting = new WeakMap<GameScreenContext, (() => void)[]>();

/**
 * Wakes narrated(): the captions ran out, a held roll was seen, Skip was pressed or the screen
 * closed (each waiter looks again at what it waits for).
 */
export function quieted(ctx: GameScreenContext): void {
  for (const wake of waiting.get(ctx)?.splice(0) ?? []) wake();
}

/**
 * Resolves once the captions told so far were shown (or skipped), and a held roll was seen (Skip
 * does not pass it): a bot's next move waits for them. `pastHeld`: resolves as soon as a held roll
 * is on screen (online, the room does not wait for this person to tap Seen).
 */
export async function narrated(ctx: GameScreenContext, pastHeld = false): Promise<void> {
  const waits = () => (ctx.captions.release ? !pastHeld : ctx.captions.running && !ctx.skipping);
  while (waits() && !ctx.destroyed) {
    await new Promise<void>((r) => {
      const list = waiting.get(ctx) ?? [];
      list.push(r);
      waiting.set(ctx, list);
    });
  }
}
