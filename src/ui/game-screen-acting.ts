// Acting from the game screen: a choice (confirmed when it ends the turn), a board target, undo, the
// pacing of the bots this device plays, and a hint from the bot worker.
import type { Choice } from '../engine/types.ts';
import { t, tk } from '../i18n/index.ts';
import { h } from './dom.ts';
import { openDialog, toast } from './overlays.ts';
import { confirmMove } from './confirm-move.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import type { BotProgress } from '../app/bot-protocol.ts';
import { narrated } from './narration.ts';
import { botWait } from './bot-pacing.ts';
import type { BotScreen } from '../app/session.ts';
import { NOT_NOW } from '../net/authority.ts';
import type { AiRequest } from '../net/host-types.ts';

export function onTarget(ctx: GameScreenContext, ids: string[]): void {
  const { session, presenter } = ctx;
  const choices = session.choices(ctx.viewer);
  const options = choices.filter((c) => ids.includes(c.id));
  const picked = options.length > 1 ? presenter.pickOnBoard?.(options) ?? null : options[0] ?? null;
  if (picked) void choose(ctx, picked);
  else if (options.length > 1) {
    const view = session.view(ctx.viewer);
    const list = h('div', { class: 'list' }, options.map((c) => h('button', { class: 'btn choice', onclick: () => { close(); void choose(ctx, c); } }, presenter.choiceLabel(c, view, ctx.viewer))));
    const close = openDialog(t('game.chooseOne'), list);
  }
}

export async function choose(ctx: GameScreenContext, choice: Choice): Promise<void> {
  const { session, presenter, o } = ctx;
  ctx.dom.reason.textContent = '';
  const pending = session.pending().find((p) => p.seat === ctx.viewer);
  // A move that stops undo (a reveal, a roll or a draw, the turn handed on) is confirmed first, with
  // the reason the module gives; a secret pick too, when it is the one that turns the cards over.
  // Until its dialog shows, the screen is busy: a second tap or key in that moment does nothing.
  if (ctx.dom.screen.getAttribute('aria-busy') === 'true') return;
  if (o.settings.confirmEndTurn !== false && pending && session.isFinal(ctx.viewer, choice) && !(await confirmMove(ctx, choice))) return;
  // A move made is a roll seen, and the last round's points read: the caption and the card go.
  ctx.captions.release?.();
  ctx.dom.roundCard.hidden = true;
  const out = session.act(ctx.viewer, choice);
  const res = out instanceof Promise ? await out : out;
  if (ctx.destroyed) return;
  if (!res.ok) ctx.dom.reason.textContent = tk(`err.${res.error.code}`) === `err.${res.error.code}` ? res.error.reason : tk(`err.${res.error.code}`, res.error.data);
  // Hide the hand before passing on, once this seat owes no further secret step (a Chocolatl
  // offering is made location by location: one cover per person, not one per location).
  else if (ctx.humans.length > 1 && presenter.isSecretPick(pending?.kind ?? '') &&
    !session.pending().some((p) => p.seat === ctx.viewer && presenter.isSecretPick(p.kind))) ctx.revealedFor = -1;
}

export async function doUndo(ctx: GameScreenContext): Promise<void> {
  const out = ctx.session.undo(ctx.viewer);
  const res = out instanceof Promise ? await out : out;
  if (!res.ok && !ctx.destroyed) ctx.dom.reason.textContent = tk(`err.${res.error.code}`);
}

/** The level this screen's bot plays a seat at: the seat's own, or hard for a person's seat on autoplay. */
const botLevel = (ctx: GameScreenContext, seat: number) => ctx.seats[seat]?.level ?? 'hard';

/**
 * The screen's part in this device's bots (GameSession.botScreen): the session's authority says
 * when a bot is asked; the screen asks the bot worker, shows the seat thinking, and holds the answer
 * until what came before was shown: its captions read (a person's own roll until seen, even when
 * skipping) and the board's animations over. NOT_NOW when the answer is not to be played: the
 * screen is gone, the game moved on, or autoplay was turned off meanwhile (the person makes this move; turning it back on asks again).
 */
export function botScreen(ctx: GameScreenContext): BotScreen {
  const driver = async ({ seat, version, view }: AiRequest): Promise<unknown> => {
    const { session, o } = ctx;
    // Asked once the screen has drawn the last change (one bot move a frame at most, none while the
    // page is hidden: the game waits for the person to look again).
    await new Promise((r) => requestAnimationFrame(r));
    if (ctx.destroyed || session.version !== version || !ctx.isBot(seat)) return NOT_NOW;
    // The seat's chip shows it thinking until its answer is in.
    thinking(ctx, seat, true);
    let resp;
    try {
      resp = await o.bots.decide({ game: session.module.id, level: botLevel(ctx, seat), seat, view, seed: `${session.id}:${version}:${seat}` },
        (pr) => showProgress(ctx, seat, pr));
    } finally {
      thinking(ctx, seat, false);
    }
    if (!resp.ok) throw new Error(resp.reason);
    // The move waits for what came before to be shown: its captions read (a person's own roll seen,
    // even when skipping), then the board drawn there and still (see bot-pacing.ts).
    const wait = botWait(o.settings.botPaceMs, ctx.skipping, ctx.captions.release !== undefined, session.net !== undefined);
    if (wait.captions) await narrated(ctx, wait.pastHeld);
    if (wait.board && !ctx.destroyed) {
      await new Promise((r) => requestAnimationFrame(r));
      await ctx.scene?.settled();
    }
    if (ctx.destroyed || session.version !== version || !ctx.isBot(seat)) return NOT_NOW;
    return resp.choice;
  };
  return { driver, failed: (_seat, reason) => { if (!ctx.destroyed) toast(t('game.botError', { reason }), 'error'); } };
}

/** This device's bots are asked by the session's authority, paced by this screen while it shows; returns the unbind. */
export function bindBots(ctx: GameScreenContext): () => void {
  // The worker makes this game's bots before the first of them is asked.
  const levels = new Set(ctx.session.botSeats().map((seat) => botLevel(ctx, seat)));
  for (const level of levels) ctx.o.bots.prepare(ctx.session.module.id, level);
  ctx.session.botScreen?.(botScreen(ctx));
  return () => ctx.session.botScreen?.(null);
}

/**
 * A bot's chip says it is thinking once its decision has taken this long (ms): the quick ones
 * (every move when bots play fast) would only make each chip flicker and be rebuilt twice a move.
 */
export const THINKING_SHOWN_MS = 300;

/** Whether a seat's chip shows it thinking now. */
export function thinkingShown(ctx: GameScreenContext, seat: number): boolean {
  const since = ctx.thinking.get(seat);
  return since !== undefined && performance.now() - since >= THINKING_SHOWN_MS - 5; // a timer may run a hair early
}

/** Marks a bot seat as deciding (or not); its chip is redrawn when the mark shows or goes. */
function thinking(ctx: GameScreenContext, seat: number, on: boolean): void {
  if (on === ctx.thinking.has(seat) || ctx.destroyed) return;
  if (on) {
    ctx.thinking.set(seat, performance.now());
    setTimeout(() => { if (!ctx.destroyed && thinkingShown(ctx, seat)) ctx.requestRender(); }, THINKING_SHOWN_MS);
  } else {
    const shown = thinkingShown(ctx, seat);
    ctx.thinking.delete(seat);
    if (shown) ctx.requestRender();
  }
}

/** Past half a second, the chip tells how far the bot is (its share of the budget, else the time taken). */
function showProgress(ctx: GameScreenContext, seat: number, p: BotProgress): void {
  const since = ctx.thinking.get(seat);
  if (since === undefined || ctx.destroyed) return;
  const el = ctx.dom.chips.querySelector<HTMLElement>(`[data-seat="${seat}"] .think-time`);
  if (!el || p.ms < 500) return;
  el.textContent = p.total ? t('game.thinkingDone', { pct: Math.min(99, Math.round((100 * p.done!) / p.total)) }) : t('game.thinkingFor', { s: Math.round(p.ms / 1000) });
}

export async function hint(ctx: GameScreenContext): Promise<void> {
  const { showSuggestions } = await import('./suggest.ts');
  await showSuggestions(ctx, (c) => void choose(ctx, c));
}
