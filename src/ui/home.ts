// Home: the games, saved games to continue (with delete and export), import, settings, rules.
import { getLang, t, tk } from '../i18n/index.ts';
import type { SaveRecord, SeatInfo } from '../store/saves.ts';
import { h } from './dom.ts';
import { badge } from './seat-badge.ts';

export interface HomeOptions {
  /** `stale`: made by an older version that cannot be continued here (it can still be exported). */
  saves: (SaveRecord & { stale?: boolean })[];
  savesError: string | null;
  onNew(game: string): void;
  onResume(record: SaveRecord): void;
  onDelete(record: SaveRecord): void;
  onExport(record: SaveRecord): void;
  onImport(file: File): void;
  onSettings(): void;
  onRules(): void;
  /** Online rooms this device hosts: they can be reopened (the guests reconnect by themselves). */
  hosted?: { room: string; game: string; started: boolean; updatedAt: number; seats: SeatInfo[] }[];
  onReopen?(room: string): void;
  onForget?(room: string): void;
  /** Every game in home-screen order, and whether it can be played yet. */
  games: { id: string; ready: boolean }[];
}


export function homeScreen(o: HomeOptions): HTMLElement {
  const date = new Intl.DateTimeFormat(getLang(), { dateStyle: 'medium', timeStyle: 'short' });
  const fileInput = h('input', { type: 'file', accept: 'application/json,.json', class: 'sr-only', id: 'import-file', 'aria-label': t('home.import') });
  fileInput.addEventListener('change', () => { const f = fileInput.files?.[0]; if (f) o.onImport(f); fileInput.value = ''; });
  const saves = o.saves.length === 0
    ? h('p', { class: 'muted' }, o.savesError ?? t('home.noSaves'))
    : h('ul', { class: 'list', 'aria-label': t('home.continue') }, o.saves.map((r) => h('li', { class: 'card-row' },
      h('div', { class: 'grow' },
        h('strong', {}, t(`game.${r.game}` as 'game.zapotec')), ' · ',
        h('span', { class: 'muted' }, r.over ? t('home.finished') : t('home.round', { n: r.round })),
        h('div', { class: 'row muted' }, r.seats.map(badge)),
        h('div', { class: 'muted' }, date.format(r.updatedAt)),
        r.stale ? h('div', { class: 'muted', 'data-testid': 'save-stale' }, t('store.olderVersion')) : null),
      h('button', { class: 'btn primary', 'data-testid': 'resume', onclick: () => o.onResume(r) }, r.over ? t('home.view') : t('home.resume')),
      h('button', { class: 'btn', 'aria-label': t('home.exportOne'), onclick: () => o.onExport(r) }, '⤓'),
      h('button', { class: 'btn', 'aria-label': t('home.deleteOne'), onclick: () => o.onDelete(r) }, '🗑'))));
  const hosted = o.hosted?.length
    ? [h('h2', {}, t('net.hosted')), h('ul', { class: 'list', 'aria-label': t('net.hosted') }, o.hosted.map((r) => h('li', { class: 'card-row' },
      h('div', { class: 'grow' },
        h('strong', {}, t(`game.${r.game}` as 'game.zapotec')), ' · ', h('span', { class: 'muted' }, r.started ? t('net.started') : t('net.notStarted')),
        h('div', { class: 'row muted' }, r.seats.map(badge)),
        h('div', { class: 'muted' }, date.format(r.updatedAt))),
      h('button', { class: 'btn primary', 'data-testid': 'reopen', onclick: () => o.onReopen?.(r.room) }, t('net.reopen')),
      h('button', { class: 'btn', 'aria-label': t('net.closeRoom'), onclick: () => o.onForget?.(r.room) }, '🗑'))))]
    : [];
  return h('main', { class: 'screen home' },
    h('header', { class: 'wordmark' }, h('h1', {}, t('app.name')), h('p', {}, t('home.tagline'))),
    h('div', { class: 'tiles' }, o.games.map((g) => h('button', {
      class: 'tile', 'data-testid': `new-${g.id}`, 'aria-disabled': g.ready ? 'false' : 'true',
      onclick: () => { if (g.ready) o.onNew(g.id); },
    }, h('strong', {}, tk(`game.${g.id}`)), h('span', {}, g.ready ? tk(`home.blurb.${g.id}`) : t('home.soon'))))),
    h('h2', {}, t('home.continue')), saves, ...hosted,
    h('div', { class: 'row', style: 'margin-top:16px' },
      h('label', { class: 'btn', for: 'import-file', tabindex: 0, role: 'button', onkeydown: (e: Event) => { if ((e as KeyboardEvent).key === 'Enter') fileInput.click(); } }, t('home.import')), fileInput,
      h('button', { class: 'btn', onclick: o.onSettings }, t('app.settings')),
      h('button', { class: 'btn', onclick: o.onRules }, t('app.rules'))));
}
