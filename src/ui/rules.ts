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
  const body = h('div', books.length > 1 ? { role: 'tabpanel', 'aria-labelledby': 'rules-tab-current' } : {});
  const tabs = h('div', { class: 'seg', role: 'tablist', 'aria-label': t('app.rules') });
  function draw(): void {
    const hadFocus = tabs.contains(document.activeElement);
    tabs.replaceChildren(...books.map((b) => h('button', {
      type: 'button', role: 'tab', 'aria-selected': String(b === current), 'data-game': b.game,
      id: b === current ? 'rules-tab-current' : null, 'aria-controls': b === current ? 'rules-panel' : null,
      onclick: () => { current = b; draw(); },
    }, tk(`game.${b.game}`))));
    // The tab just chosen keeps the keyboard focus.
    if (hadFocus) (tabs.querySelector('[aria-selected="true"]') as HTMLElement | null)?.focus();
    body.replaceChildren(
      h('h1', {}, t('rules.title', { game: tk(`game.${current.game}`) })),
      ...current.sections.map((s) => h('section', {}, h('h2', {}, tk(`rules.${current.prefix}.${s}.title`)), h('p', {}, tk(`rules.${current.prefix}.${s}.text`)))));
  }
  body.id = 'rules-panel';
  // Arrow keys move between the tabs, as in every tab list.
  tabs.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = books.indexOf(current);
    current = books[(i + (e.key === 'ArrowRight' ? 1 : books.length - 1)) % books.length]!;
    draw();
    e.preventDefault();
  });
  draw();
  return h('div', { class: 'rules' }, books.length > 1 ? tabs : null, body);
}
