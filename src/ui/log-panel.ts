// The log beside the board (a panel in the side column on tablets and desktops, a sheet over the
// board on phones): rounds newest first, each with its points summary once it is over, and in each
// round the turns newest first, every line in the presenter's words with its reason.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { icon } from './icons.ts';
import type { GameLog, LogTurn, RoundPoints } from './game-log.ts';
import type { GamePresenter } from './presenter.ts';
import type { SeatInfo } from '../store/saves.ts';
import type { LogFilter } from './log-filter.ts';

export interface LogPanel {
  readonly el: HTMLElement;
  /** Redraws when the log changed since the last draw (or `force`: a new language, new names). */
  draw(force?: boolean): void;
  /** Phone: opens or closes the sheet; wider screens: shows or folds the panel. */
  toggle(open?: boolean): void;
  readonly open: boolean;
}

export function roundPointsLines(rows: RoundPoints[], name: (seat: number) => string): string[] {
  return rows.map((r) => t('log.roundSumLine', {
    player: name(r.seat), n: signed(r.total),
    reasons: r.reasons.map((x) => `${x.why} ${signed(x.n)}`).join(', '),
  }));
}

/** One round's section in the panel, kept between draws. */
interface RoundBox { round: number; el: HTMLElement; ol: HTMLElement; sum: HTMLElement | null; items: number; closed: boolean }

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export function logPanel(log: GameLog, presenter: GamePresenter, name: (seat: number) => string, current: () => number, seats: () => readonly SeatInfo[] = () => []): LogPanel {
  const list = h('div', { class: 'log-scroll', tabindex: 0, role: 'log', 'aria-label': t('game.log') });
  const closeBtn = h('button', { class: 'icon-btn log-close', 'aria-label': t('log.close'), onclick: () => panel.toggle(false) }, icon('close', 20));
  const el = h('section', { class: 'log-panel', 'aria-label': t('game.log') },
    h('div', { class: 'log-head' }, h('h2', {}, t('game.log')), closeBtn), list);
  // Escape closes the phone's sheet (focus is in it once opened).
  el.addEventListener('keydown', (e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); panel.toggle(false); } });
  let open = false;
  // Whether the list is scrolled down from its top (read when it scrolls, never while drawing).
  let scrolledAway = false;
  list.addEventListener('scroll', () => { scrolledAway = list.scrollTop > 0; }, { passive: true });
  // What is on screen, so a new move adds or replaces one turn's item instead of rebuilding the
  // whole log (bots playing fast add several moves per frame to a log of hundreds of turns).
  let drawnVersion = -1;
  let drawnTurns = 0; // turns drawn; the last may have grown since (a move adds to the seat's turn)
  let drawnNow = -1;
  const names = new Map<number, string>(); // the names drawn: a renamed seat redraws everything
  const turnEls: (HTMLElement | null)[] = [];
  const rounds = new Map<number, RoundBox>();
  let empty = h('p', { class: 'log-empty' }, t('log.empty'));
  // The player filter and the search (a chunk of its own): applied to the rounds each draw touches.
  let filter: LogFilter | null = null;
  void import('./log-filter.ts').then((m) => {
    filter = m.logFilter({ list, seats, name });
    el.insertBefore(filter.row, list);
  });

  const roundBox = (round: number): RoundBox => {
    let box = rounds.get(round);
    if (!box) {
      const ol = h('ol', {});
      box = { round, el: h('section', { class: 'log-round' }, h('h3', {}, round > 0 ? t('log.round', { n: round }) : t('log.setup')), ol), ol, sum: null, items: 0, closed: false };
      rounds.set(round, box);
    }
    return box;
  };
  /** A round shows when it has a line or is over (its points); moves that say nothing leave no empty heading. */
  const place = (box: RoundBox): void => {
    const shown = box.items > 0 || box.closed;
    if (!shown) { box.el.remove(); return; }
    if (box.el.parentNode === list) return;
    // Newest round first.
    const after = [...rounds.values()].filter((b) => b.round < box.round && b.el.parentNode === list).sort((a, b) => b.round - a.round)[0];
    list.insertBefore(box.el, after?.el ?? null);
  };
  const turnItem = (turn: LogTurn): HTMLElement | null => {
    const lines = presenter.logLines(turn.events, name);
    if (!lines.length) return null;
    if (turn.seat !== null) names.set(turn.seat, name(turn.seat));
    const who = turn.seat === null ? t('log.chance') : name(turn.seat);
    return h('li', { class: 'log-turn', 'data-seat': turn.seat ?? '' }, h('div', { class: 'who' }, who), h('ul', {}, lines.map((l) => h('li', {}, l))));
  };
  /** A round that is over ends with its points: who scored what and why. */
  const drawSum = (box: RoundBox, now: number): void => {
    box.closed = box.round > 0 && box.round < now && Boolean(presenter.points);
    box.sum?.remove();
    box.sum = null;
    if (!box.closed) return;
    const rows = log.roundPoints(box.round, presenter), sum = roundPointsLines(rows, name);
    box.sum = h('div', { class: 'log-sum' }, h('div', { class: 'who' }, t('log.roundSum', { n: box.round })),
      sum.length ? h('ul', {}, sum.map((l, i) => h('li', { 'data-seat': rows[i]!.seat }, l))) : h('p', {}, t('log.noPoints')));
    box.el.insertBefore(box.sum, box.ol);
  };
  const reset = (): void => {
    list.replaceChildren();
    empty = h('p', { class: 'log-empty' }, t('log.empty')); // a new language
    rounds.clear();
    turnEls.length = 0;
    names.clear();
    drawnTurns = 0;
    drawnNow = -1;
  };

  const panel: LogPanel = {
    el,
    get open() { return open; },
    toggle(next = !open) {
      open = next;
      el.classList.toggle('open', open);
      if (open) { panel.draw(); list.focus({ preventScroll: true }); }
    },
    draw(force = false) {
      if (!force && drawnVersion === log.version) return;
      drawnVersion = log.version;
      const renamed = [...names].some(([seat, n]) => name(seat) !== n);
      const all = force || renamed || log.turns.length < drawnTurns;
      if (all) reset();
      const now = current();
      const touched = new Set<RoundBox>();
      // The last turn drawn may have grown; every turn after it is new.
      for (let i = Math.max(0, drawnTurns - 1); i < log.turns.length; i++) {
        const turn = log.turns[i]!;
        const box = roundBox(turn.round);
        const old = turnEls[i] ?? null;
        const item = turnItem(turn);
        if (old && item) old.replaceWith(item);
        else if (old) { old.remove(); box.items--; }
        else if (item) { box.ol.prepend(item); box.items++; } // newest first
        turnEls[i] = item;
        touched.add(box);
      }
      drawnTurns = log.turns.length;
      // Points summaries: rounds that just ended, and ended rounds that got a move.
      for (const box of rounds.values()) if (touched.has(box) || now !== drawnNow) {
        const closed = box.round > 0 && box.round < now && Boolean(presenter.points);
        if (closed !== box.closed || (closed && touched.has(box))) { drawSum(box, now); touched.add(box); }
      }
      drawnNow = now;
      for (const box of rounds.values()) place(box);
      // The filter applies to the new lines too (one that does not match stays hidden).
      if (all) filter?.reset();
      else filter?.refresh([...touched].map((b) => b.el));
      if (list.firstElementChild === null) list.append(empty);
      else if (empty.parentNode && list.childElementCount > 1) empty.remove();
      // Newest first: the top is the latest. Set only when the reader had scrolled down: writing the
      // scroll position makes the browser lay the page out at once, at every frame of fast play.
      if (scrolledAway) { list.scrollTop = 0; scrolledAway = false; }
    },
  };
  return panel;
}
