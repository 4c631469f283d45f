// "Suggest a move": the hard AI's three best choices for the viewer, each with a one-line reason
// read from what the move would do (large points now, else the feature each game's hint.ts names:
// a pyramid level, an offering above those shown, an Embassy loop…, else what it brings),
// and a button that plays it. The AI gets only the viewer's view; the reason is worked out on a
// state sampled from that same view, so it never tells what the viewer could not know.
// A lazy chunk: it loads the first time someone asks for a hint.
import type { Choice, GameModule } from '../engine/types.ts';
import { loadGameStrings, t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { withBusy } from './busy.ts';
import { openDialog, toast } from './overlays.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import { ownOutcome } from './hint-outcome.ts';
import { zapotecHint } from './zapotec/hint.ts';
import { chocolatlHint } from './chocolatl/hint.ts';
import { copanHint } from './copan/hint.ts';

const HOW_MANY = 3;
/** Points at once that outrank any strategic reason. */
const BIG = 4;

/**
 * A game's strategic reason: the feature of the viewer's own position the move changes most.
 * `before` is a state sampled from `view`; `after` is that state once the move's own part is done
 * (before anything chance or another seat decides), so whatever it reads the viewer knows.
 */
type HintFn = (view: never, before: never, after: never, choice: never, seat: number, kit: never) => string | null;
/** Where a game's reasons' strings come from when not with its own (src/i18n/loaders.ts). */
const HINT_STRINGS: Record<string, string> = { zapotec: 'zapotec-hint' };
const HINTS: Record<string, HintFn> = { zapotec: zapotecHint, chocolatl: chocolatlHint, copan: copanHint };

/**
 * Why a move is good, in one line: large points now, else the game's strategic feature (hint.ts),
 * else its points now, else what it brings at once, else nothing.
 */
export function reasonFor(ctx: GameScreenContext, choice: Choice, seed: string): string | null {
  const { session, presenter } = ctx;
  const seat = ctx.viewer;
  const mod = session.module;
  const view = session.view(seat);
  const out = ownOutcome(mod as GameModule<unknown, unknown>, presenter.isChance, view, seat, choice, seed);
  if (!out) return null;
  const { before, after, events } = out;
  let points = 0;
  const why: string[] = [];
  for (const e of events) {
    const p = presenter.points?.(e);
    if (!p || p.seat !== seat || p.n <= 0) continue;
    points += p.n;
    if (!why.includes(p.why)) why.push(p.why);
  }
  const scores = points > 0 ? t('game.hintScores', { n: points, why: why.join(', ') }) : null;
  if (points >= BIG) return scores;
  const hint = HINTS[mod.id] as ((v: unknown, b: unknown, a: unknown, c: Choice, s: number, kit: unknown) => string | null) | undefined;
  let strategic: string | null = null;
  try { strategic = hint?.(view, before, after, choice, seat, presenter.hintKit) ?? null; } catch { strategic = null; }
  if (strategic) return strategic;
  if (scores) return scores;
  // The first line restates the move itself.
  const lines = presenter.logLines(events, (s) => ctx.name(s)).slice(1, 3);
  return lines.length ? lines.join(' ') : null;
}

/** `play` makes the move as the action bar would (with its confirmation). */
export async function showSuggestions(ctx: GameScreenContext, play: (choice: Choice) => void): Promise<void> {
  const { session, presenter, o } = ctx;
  const seat = ctx.viewer;
  const version = session.version;
  if (session.choices(seat).length === 0) return;
  const view = session.view(seat);
  const resp = await withBusy(t('game.hintThinking'), () =>
    o.bots.decide({ game: session.module.id, level: 'hard', seat, view, seed: `hint:${version}`, top: HOW_MANY }));
  // The reasons' words: with each game's strings, but Zapotec's core ones leave them out.
  await loadGameStrings(HINT_STRINGS[session.module.id] ?? session.module.id).catch(() => {});
  if (ctx.destroyed || session.version !== version) return;
  if (!resp.ok) { toast(t('game.botError', { reason: resp.reason }), 'error'); return; }
  // Only what is still legal here, matched by id (the worker's objects are copies).
  const legal = session.choices(seat);
  const ids = (resp.ranked ?? [resp.choice]).map((c) => (c as Choice).id);
  const picks = ids.map((id) => legal.find((c) => c.id === id)).filter((c): c is Choice => c !== undefined);
  if (!picks.length) { toast(t('game.hintNone'), 'info'); return; }
  const list = h('ol', { class: 'hint-list' }, picks.map((c, i) => {
    const reason = reasonFor(ctx, c, `hint:${version}:${i}`);
    return h('li', {},
      h('div', { class: 'hint-move' }, presenter.choiceLabel(c, view, seat)),
      reason ? h('div', { class: 'hint-why' }, reason) : '',
      h('button', { class: 'btn choice', 'data-testid': 'hint-play', onclick: () => { close(); if (session.version === version) play(c); } }, t('game.hintPlay')));
  }));
  const close = openDialog(t('game.hintTitle'), list);
}
