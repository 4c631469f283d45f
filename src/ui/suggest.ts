// "Suggest a move": the hard AI's three best choices for the viewer, each with a one-line reason
// read from what the move would do (the points it scores at once and why, else what it brings),
// and a button that plays it. The AI gets only the viewer's view; the reason is worked out on a
// state sampled from that same view, so it never tells what the viewer could not know.
// A lazy chunk: it loads the first time someone asks for a hint.
import type { Choice, GameEvent } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { withBusy } from './busy.ts';
import { openDialog, toast } from './overlays.ts';
import type { GameScreenContext } from './game-screen-context.ts';

const HOW_MANY = 3;

/** Why a move is good, in one line: its points now, else what it brings at once, else nothing. */
export function reasonFor(ctx: GameScreenContext, choice: Choice, seed: string): string | null {
  const { session, presenter } = ctx;
  const seat = ctx.viewer;
  let events: GameEvent[];
  try {
    const state = session.module.sampleConsistent(session.view(seat), seat, seed);
    const res = session.module.apply(state, seat, choice);
    if (!res.ok) return null;
    events = res.events;
  } catch {
    return null;
  }
  let points = 0;
  const why: string[] = [];
  for (const e of events) {
    const p = presenter.points?.(e);
    if (!p || p.seat !== seat || p.n <= 0) continue;
    points += p.n;
    if (!why.includes(p.why)) why.push(p.why);
  }
  if (points > 0) return t('game.hintScores', { n: points, why: why.join(', ') });
  // Only the viewer's own events: what follows the move (a reveal, a roll, a new round) was drawn
  // from the sample and would be made up. The first line restates the move itself.
  const lines = presenter.logLines(events.filter((e) => e.seat === seat), (s) => ctx.name(s)).slice(1, 3);
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
