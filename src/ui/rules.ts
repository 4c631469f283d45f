// The rules reference, in our own words, reachable from every screen.
import { t, tk } from '../i18n/index.ts';
import { h } from './dom.ts';

const SECTIONS = ['goal', 'round', 'income', 'capital', 'construction', 'scoring', 'end', 'solo', 'rebuilt'] as const;

export function rulesScreen(onBack: () => void): HTMLElement {
  return h('main', { class: 'screen rules' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: onBack }, `← ${t('app.back')}`)),
    h('h1', {}, t('rules.title', { game: t('game.zapotec') })),
    SECTIONS.map((s) => h('section', {}, h('h2', {}, tk(`rules.z.${s}.title`)), h('p', {}, tk(`rules.z.${s}.text`)))));
}
