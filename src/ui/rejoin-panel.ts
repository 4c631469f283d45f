// A seat's rejoin link, as the host shows it: the link (Copy, Share) and its QR code, made by the
// same encoder as the invite's, with who it is for and that it takes the seat.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { copy, qrFigure } from './lobby.ts';

export function rejoinPanel(link: string, bot: boolean): HTMLElement {
  const field = h('input', { id: 'rejoin-link', class: 'share-link', 'data-testid': 'rejoin-link', type: 'text', readonly: true, value: link, 'aria-describedby': 'rejoin-help', spellcheck: 'false' });
  field.addEventListener('focus', () => field.select());
  const share = typeof navigator.share === 'function'
    ? h('button', { class: 'btn', onclick: () => { navigator.share({ url: link }).catch(() => {}); } }, t('net.share'))
    : null;
  return h('section', { class: 'share rejoin', 'aria-label': t('net.rejoin') },
    h('div', { class: 'share-text' },
      h('label', { for: 'rejoin-link' }, t('net.rejoin')),
      field,
      h('div', { class: 'row' }, h('button', { class: 'btn primary', 'data-testid': 'copy-rejoin', onclick: () => void copy(link, field) }, t('net.copy')), share),
      h('p', { class: 'muted', id: 'rejoin-help' }, t('net.rejoinHelp')),
      bot ? h('p', { class: 'muted' }, t('net.rejoinBotHelp')) : null),
    qrFigure(link));
}
