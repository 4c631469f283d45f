// "Since you looked": a game opened again (a reload, or from the home screen) in which others moved
// after this device's last own decision offers to replay those moves, from the position right after
// that decision. A quiet banner, not a dialog: the game is playable at once, the offer goes away.
import type { Seat } from '../../engine/types.ts';
import { t } from '../../i18n/index.ts';
import type { SeatInfo } from '../../store/saves.ts';
import { h } from '../dom.ts';
import './since-looked.css';

/** The position right after this device's last decision, and how many moves others made since. */
export function sinceLastActed(log: readonly { seat: Seat }[], seats: readonly SeatInfo[]): { from: number; moves: number } {
  let last = -1;
  for (let i = log.length - 1; i >= 0; i--) if (seats[log[i]!.seat]?.kind === 'human') { last = i; break; }
  return { from: last + 1, moves: log.length - (last + 1) };
}

const SHOW_MS = 15_000;

/** Shows the offer over the game; returns a function that takes it away. */
export function offerSinceLooked(moves: number, watch: () => void): () => void {
  let timer = 0;
  const close = () => { clearTimeout(timer); clearInterval(gone); banner.remove(); };
  // The offer belongs to the game screen: it goes when that screen does (home, settings, the viewer).
  const gone = window.setInterval(() => { if (!document.querySelector('.game')) close(); }, 500);
  const banner = h('div', { class: 'since-looked', role: 'status', 'data-testid': 'since-looked' },
    h('span', {}, t(moves === 1 ? 'replay.sinceOne' : 'replay.sinceMany', { n: moves })),
    h('button', { class: 'btn primary', 'data-testid': 'since-watch', onclick: () => { close(); watch(); } }, t('replay.sinceWatch')),
    h('button', { class: 'btn quiet', onclick: close }, t('replay.sinceDismiss')));
  document.body.append(banner);
  timer = window.setTimeout(close, SHOW_MS);
  return close;
}
