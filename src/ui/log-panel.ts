// The log beside the board (a panel in the side column on tablets and desktops, a sheet over the
// board on phones): rounds newest first, each with its points summary once it is over, and in each
// round the turns newest first, every line in the presenter's words with its reason.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { icon } from './icons.ts';
import type { GameLog, RoundPoints } from './game-log.ts';
import type { GamePresenter } from './presenter.ts';

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

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export function logPanel(log: GameLog, presenter: GamePresenter, name: (seat: number) => string, current: () => number): LogPanel {
  const list = h('div', { class: 'log-scroll', tabindex: 0, role: 'log', 'aria-label': t('game.log') });
  const closeBtn = h('button', { class: 'icon-btn log-close', 'aria-label': t('log.close'), onclick: () => panel.toggle(false) }, icon('close', 20));
  const el = h('section', { class: 'log-panel', 'aria-label': t('game.log') },
    h('div', { class: 'log-head' }, h('h2', {}, t('game.log')), closeBtn), list);
  // Escape closes the phone's sheet (focus is in it once opened).
  el.addEventListener('keydown', (e) => { if (e.key === 'Escape' && open) { e.stopPropagation(); panel.toggle(false); } });
  let drawn = -1;
  let open = false;

  const panel: LogPanel = {
    el,
    get open() { return open; },
    toggle(next = !open) {
      open = next;
      el.classList.toggle('open', open);
      if (open) { panel.draw(); list.focus({ preventScroll: true }); }
    },
    draw(force = false) {
      if (!force && drawn === log.version) return;
      drawn = log.version;
      const now = current();
      const rounds = log.rounds();
      const body = rounds.map((round) => {
        const turns = log.turns.filter((x) => x.round === round).reverse();
        const items = turns.map((turn) => {
          const lines = presenter.logLines(turn.events, name);
          if (!lines.length) return null;
          const who = turn.seat === null ? t('log.chance') : name(turn.seat);
          return h('li', { class: 'log-turn' }, h('div', { class: 'who' }, who), h('ul', {}, lines.map((l) => h('li', {}, l))));
        }).filter((x): x is HTMLLIElement => x !== null);
        // A round that is over ends with its points: who scored what and why.
        const closed = round > 0 && round < now && Boolean(presenter.points);
        if (!items.length && !closed) return null; // moves that say nothing (face-down cards) leave no empty heading
        const sum = closed ? roundPointsLines(log.roundPoints(round, presenter), name) : [];
        const sumBox = closed
          ? h('div', { class: 'log-sum' }, h('div', { class: 'who' }, t('log.roundSum', { n: round })), sum.length ? h('ul', {}, sum.map((l) => h('li', {}, l))) : h('p', {}, t('log.noPoints')))
          : null;
        return h('section', { class: 'log-round' }, h('h3', {}, round > 0 ? t('log.round', { n: round }) : t('log.setup')), sumBox, h('ol', {}, items));
      }).filter((x): x is HTMLElement => x !== null);
      list.replaceChildren(...(body.length ? body : [h('p', { class: 'log-empty' }, t('log.empty'))]));
      list.scrollTop = 0; // newest first: the top is the latest
    },
  };
  return panel;
}
