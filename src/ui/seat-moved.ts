// What a guest's device sees once its seat was moved to another device (the host gave the seat a
// rejoin link): only that, with the way home and, when it saw the game, its own view of it to
// replay. Not "waiting for the host": nothing here will come back by waiting.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import './forms.css';

export function seatMovedScreen(o: { onHome(): void; onReplay?: () => void }): HTMLElement {
  return h('main', { class: 'screen room-closed seat-moved', 'data-testid': 'seat-moved' },
    h('h1', {}, t('net.movedTitle')),
    h('p', { role: 'alert' }, t('net.movedText')),
    h('div', { class: 'form-foot' },
      o.onReplay ? h('button', { class: 'btn', 'data-testid': 'moved-replay', onclick: o.onReplay }, t('net.movedReplay')) : null,
      h('button', { class: 'btn primary', 'data-testid': 'moved-home', onclick: o.onHome }, t('app.home'))));
}
