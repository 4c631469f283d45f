// What a guest sees when the host closed the room: said plainly, with the way home (the seat
// secret stays stored, so the same link takes the seat back if the host reopens the room).
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import './forms.css';

export function roomClosedScreen(o: { onHome(): void }): HTMLElement {
  return h('main', { class: 'screen room-closed', 'data-testid': 'room-closed' },
    h('h1', {}, t('net.roomClosedTitle')),
    h('p', { role: 'alert' }, t('net.roomClosedText')),
    h('div', { class: 'form-foot' }, h('button', { class: 'btn primary', 'data-testid': 'closed-home', onclick: o.onHome }, t('app.home'))));
}
