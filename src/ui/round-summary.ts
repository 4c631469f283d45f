// The card that closes a round over the board's top edge: each seat's points that round and where
// they came from. It never blocks the board (no modal): OK or the next move made on this device
// dismisses it (on a table-mode tablet, where nobody moves, a person's first move of the new round:
// game-screen-changes.ts), the next round's replaces it, and the log keeps the same summary.
import { t } from '../i18n/index.ts';
import { announce, h } from './dom.ts';
import type { GameLog } from './game-log.ts';
import { roundPointsLines } from './log-panel.ts';
import type { GamePresenter } from './presenter.ts';

export function showRoundSummary(box: HTMLElement, log: GameLog, round: number, presenter: GamePresenter, name: (seat: number) => string): void {
  if (!presenter.points) return;
  const lines = roundPointsLines(log.roundPoints(round, presenter), name);
  const heading = t('log.roundSum', { n: round });
  box.replaceChildren(
    h('div', { class: 'round-card-text' }, h('strong', {}, heading),
      lines.length ? h('ul', {}, lines.map((l) => h('li', {}, l))) : h('p', {}, t('log.noPoints'))),
    h('button', { class: 'btn quiet', onclick: () => { box.hidden = true; } }, t('log.dismiss')));
  box.hidden = false;
  announce([heading, ...lines].join('. '));
}
