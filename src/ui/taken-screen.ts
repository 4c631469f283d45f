// Shown instead of a game that another tab of this browser is playing: two copies would write the
// same save and silently diverge, so this one waits, and "Continue here" hands the game over.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';

export function takenScreen(o: { onHere: () => void; onHome: () => void }): HTMLElement {
  const here = h('button', { class: 'btn primary', 'data-testid': 'take-over' }, t('app.continueHere'));
  here.addEventListener('click', () => { here.setAttribute('disabled', ''); o.onHere(); });
  return h('main', { class: 'screen taken', 'data-testid': 'taken' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: o.onHome }, `← ${t('app.home')}`)),
    h('h1', {}, t('app.openElsewhere')),
    h('p', {}, t('app.openElsewhereText')),
    h('div', { class: 'row' }, here));
}
