// "While you were away" (a chunk loaded when a seat's turn comes): for each seat a person plays
// here, the events since that seat's own last decision; when its turn comes and another seat decided
// something meanwhile, a compact card over the board's top edge with the latest lines, and the board
// items they changed ringed on the canvas (each game's changedItems, ui/<game>/changed.ts). OK, or
// the seat's own move, takes both away. For screen readers the card names the marked items, and
// their DOM twins say they changed (game-screen-board.ts reads ctx.marked).
import type { GameEvent } from '../engine/types.ts';
import { loadGameStrings, t } from '../i18n/index.ts';
import { h } from './dom.ts';
import type { GameScreenContext } from './game-screen-context.ts';
import './away.css';

/** Lines shown on the card; the rest are a tap away in the log. */
const SHOWN = 3;

interface Away {
  done: number; // moves of ctx.moves read so far
  since: Map<number, GameEvent[]>;
  hide: (() => void) | null;
  busy: boolean; // the game's changedItems is loading
  checked: GameEvent[] | null; // the events last found to have nothing to show
}
const states = new WeakMap<GameScreenContext, Away>();

/** The events after a seat's own decision: what its move caused that it did not choose (a reveal, a bot's turn). */
function after(events: readonly GameEvent[], seat: number): GameEvent[] {
  const i = events.findIndex((e) => e.seat !== seat);
  return i < 0 ? [] : events.slice(i);
}

/** Reads the moves made since the last call: a person's own decision starts its seat afresh. */
function catchUp(ctx: GameScreenContext, st: Away): void {
  for (; st.done < ctx.moves.length; st.done++) {
    const m = ctx.moves[st.done]!;
    const own = m.seat !== null && ctx.humans.includes(m.seat) && !ctx.autoplay.has(m.seat) ? m.seat : null;
    for (const s of ctx.humans) st.since.set(s, s === own ? after(m.events, s) : [...(st.since.get(s) ?? []), ...m.events]);
    if (own !== null) st.hide?.();
  }
}

export function awayRender(ctx: GameScreenContext): void {
  let st = states.get(ctx);
  if (!st) states.set(ctx, st = { done: 0, since: new Map(), hide: null, busy: false, checked: null });
  catchUp(ctx, st);
  if (!ctx.shown.mine || ctx.captions.running || ctx.destroyed || st.busy) return;
  const seat = ctx.viewer, events = st.since.get(seat) ?? [];
  // Only when someone else decided something: the seat's own moves need no summary.
  if (events === st.checked || !events.some((e) => e.seat !== undefined && e.seat !== seat)) return;
  const state = st;
  st.busy = true;
  void Promise.all([ctx.presenter.changes!(), loadGameStrings('follow').catch(() => {})]).then(([{ changedItems: changes }]) => {
    state.busy = false;
    if (ctx.destroyed || ctx.viewer !== seat || state.since.get(seat) !== events) return;
    // Something others did to tell, and something to point at: their secret picks alone (nothing
    // in the log yet) wait for what they lead to.
    const lines = ctx.presenter.logLines([...events], ctx.name), ids = changes(events, seat);
    const others = ctx.presenter.logLines(events.filter((e) => e.seat !== undefined && e.seat !== seat), ctx.name);
    if (!others.length || !ids.length) { state.checked = events; return; }
    state.since.set(seat, []);
    show(ctx, state, lines, ids);
  });
}

function show(ctx: GameScreenContext, st: Away, lines: readonly string[], ids: readonly string[]): void {
  st.hide?.();
  const notes = ctx.dom.roundCard.parentElement;
  if (!notes) return;
  const latest = lines.slice(-SHOWN).reverse(); // newest first, as in the log
  const names = ids.map((id) => ctx.presenter.describe?.(id, ctx.shown.view, ctx.viewer, ctx.name)?.title).filter((x): x is string => Boolean(x));
  const card = h('section', { class: 'away-card', role: 'status', 'aria-labelledby': 'away-title', 'data-testid': 'away-card' },
    h('div', { class: 'away-text' }, h('strong', { id: 'away-title' }, t('follow.awayTitle')),
      h('ul', {}, latest.map((l) => h('li', {}, l))),
      lines.length > SHOWN ? h('p', { class: 'away-more' }, t('follow.awayMore', { n: lines.length - SHOWN })) : null,
      h('p', { class: 'sr-only' }, [t('follow.awayMarked', { n: ids.length }), ...names].join(' '))),
    h('div', { class: 'away-actions' },
      h('button', { class: 'btn quiet', onclick: () => ctx.dom.logPanel.toggle(true) }, t('follow.awayLog')),
      h('button', { class: 'btn', 'data-testid': 'away-ok', onclick: () => st.hide?.() }, t('log.dismiss'))));
  notes.insertBefore(card, ctx.dom.roundCard);
  ctx.marked = new Set(ids);
  ctx.drawn.away = '1'; // renders come here until it goes
  ctx.scene?.markChanged?.(ids);
  ctx.requestRender(); // the twins say which items changed
  st.hide = () => {
    st.hide = null;
    card.remove();
    ctx.marked = new Set();
    ctx.drawn.away = '';
    ctx.scene?.markChanged?.([]);
    if (!ctx.destroyed) ctx.requestRender();
  };
}
