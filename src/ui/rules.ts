// The rules reference, in our own words, reachable from every screen: one tab per game, opened
// on the game being played.
import { t, tk } from '../i18n/index.ts';
import { h } from './dom.ts';

export interface RulesBook {
  game: string;
  prefix: string;
  sections: readonly string[];
}

export function rulesScreen(books: RulesBook[], initial: string, onBack: () => void): HTMLElement {
  return h('main', { class: 'screen rules' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: onBack }, `← ${t('app.back')}`)),
    rulesBody(books, initial));
}

/** The tabs and the sections, also shown in a dialog over a game in progress. */
export function rulesBody(books: RulesBook[], initial: string): HTMLElement {
  let current = books.find((b) => b.game === initial) ?? books[0]!;
  const body = h('div', {});
  const tabs = h('div', { class: 'seg', role: 'tablist', 'aria-label': t('app.rules') });
  function draw(): void {
    tabs.replaceChildren(...books.map((b) => h('button', {
      type: 'button', role: 'tab', 'aria-selected': String(b === current), 'data-game': b.game,
      onclick: () => { current = b; draw(); },
    }, tk(`game.${b.game}`))));
    body.replaceChildren(
      h('h1', {}, t('rules.title', { game: tk(`game.${current.game}`) })),
      ...current.sections.map((s) => h('section', {}, h('h2', {}, tk(`rules.${current.prefix}.${s}.title`)), h('p', {}, tk(`rules.${current.prefix}.${s}.text`)))));
  }
  draw();
  return h('div', { class: 'rules' }, books.length > 1 ? tabs : null, body);
}
