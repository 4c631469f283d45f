// The log's filter row (a chunk loaded with the game screen): one chip per seat (its glyph, colour
// and name) beside "All", and a search box. A line shows when it is the chosen seat's (a turn's
// lines, a round's points line) and holds the words searched for (or its turn's heading does);
// a turn, a points box or a round left with no line is hidden, so the grouping stays. Each draw
// of the panel hands over only the rounds it touched, so fast play costs a round at a time.
import { loadGameStrings, t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { icon } from './icons.ts';
import { glyphOf } from './seat-badge.ts';
import type { SeatInfo } from '../store/saves.ts';
import './log-filter.css';

export interface FilterHost {
  list: HTMLElement; // the panel's scrolling list of round sections
  seats(): readonly SeatInfo[];
  name(seat: number): string;
}

export interface LogFilter {
  readonly row: HTMLElement;
  /** Applies the filter to these round sections (new or redrawn lines) and updates the count. */
  refresh(rounds: Iterable<HTMLElement>): void;
  /** The list was redrawn whole (a new language, new names): chips, words and every round again. */
  reset(): void;
}

/** How long typing must pause before the count is read out. */
const SAY_MS = 600;

export function logFilter(host: FilterHost): LogFilter {
  let who: number | null = null; // null: every seat
  let query = '';
  const counts = new Map<HTMLElement, number>(); // visible lines per round section
  let sayTimer = 0;
  let sayText = ''; // what the live region says once typing pauses

  const chips = h('div', { class: 'log-who', role: 'group' });
  const input = h('input', { type: 'search', class: 'log-search', enterkeyhint: 'search', autocomplete: 'off', spellcheck: 'false' }) as HTMLInputElement;
  const clearBtn = h('button', { class: 'icon-btn log-clear', type: 'button', hidden: true, onclick: () => { input.value = ''; changed(); input.focus(); } }, icon('close', 18));
  const count = h('span', { class: 'log-count', 'aria-hidden': 'true' });
  const live = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const none = h('p', { class: 'log-nomatch', hidden: true });
  const row = h('div', { class: 'log-filter', role: 'search' },
    chips, h('div', { class: 'log-find' }, input, clearBtn, count), live, none);
  input.addEventListener('input', () => changed());
  // Escape empties the search first; with nothing typed it closes the phone's sheet as before.
  input.addEventListener('keydown', (e) => { if (e.key === 'Escape' && input.value) { e.stopPropagation(); input.value = ''; changed(); } });

  const active = () => who !== null || query !== '';

  /** Hides what does not match in one round section; returns its visible lines. */
  const apply = (round: HTMLElement): number => {
    let n = 0;
    const boxes = round.querySelectorAll<HTMLElement>('.log-turn, .log-sum');
    for (const box of boxes) {
      const heading = (box.querySelector('.who')?.textContent ?? '').toLowerCase();
      const turnSeat = box.dataset.seat;
      let shown = 0;
      for (const line of box.querySelectorAll<HTMLElement>('li, p')) {
        const seat = line.dataset.seat ?? turnSeat;
        const ok = !active() || ((who === null || seat === String(who)) && line.tagName === 'LI'
          && (query === '' || heading.includes(query) || (line.textContent ?? '').toLowerCase().includes(query)));
        line.hidden = !ok;
        if (ok && line.tagName === 'LI') shown++;
      }
      box.hidden = active() && shown === 0;
      n += shown;
    }
    round.hidden = active() && n === 0;
    return n;
  };

  const show = (): void => {
    let total = 0;
    for (const [round, n] of counts) if (round.isConnected) total += n; else counts.delete(round);
    const text = t('follow.count', { n: total });
    count.textContent = active() ? text : '';
    none.textContent = t('follow.none');
    none.hidden = !active() || total > 0;
    sayText = active() ? (total > 0 ? text : t('follow.none')) : '';
  };

  const refresh = (rounds: Iterable<HTMLElement>): void => {
    if (!active() && counts.size === 0) return; // nothing filtered: new lines are shown as drawn
    for (const r of rounds) counts.set(r, apply(r));
    if (!active()) counts.clear();
    show();
  };
  const all = () => host.list.querySelectorAll<HTMLElement>('.log-round');

  /** The person changed the filter: every round again, and the count read out once typing pauses. */
  const changed = (): void => {
    query = input.value.trim().toLowerCase();
    clearBtn.hidden = input.value === '';
    for (const b of chips.children) b.setAttribute('aria-pressed', String(b.getAttribute('data-seat') === String(who ?? '')));
    counts.clear();
    for (const r of all()) counts.set(r, apply(r));
    show();
    if (!active()) counts.clear();
    clearTimeout(sayTimer);
    sayTimer = window.setTimeout(() => { live.textContent = sayText; }, SAY_MS);
  };

  const label = (): void => {
    chips.setAttribute('aria-label', t('follow.players'));
    row.setAttribute('aria-label', t('follow.filter'));
    input.setAttribute('aria-label', t('follow.search'));
    input.placeholder = t('follow.searchPlaceholder');
    clearBtn.setAttribute('aria-label', t('follow.clear'));
    const chip = (seat: number | null, ...body: (Node | string)[]) => h('button', { type: 'button', class: 'log-chip', 'data-seat': seat ?? '',
      'aria-pressed': String(who === seat), onclick: () => { who = seat; changed(); } }, ...body);
    chips.replaceChildren(chip(null, t('follow.all')),
      ...host.seats().map((s, seat) => chip(seat, glyphOf(s), h('span', {}, host.name(seat)))));
  };

  const filter: LogFilter = {
    row,
    refresh,
    reset() {
      label();
      if (active()) changed(); else counts.clear();
    },
  };
  // Its words are a chunk too: the row is labelled once they are in (English keys meanwhile).
  label();
  void loadGameStrings('follow').catch(() => {}).then(() => label());
  return filter;
}
