// Home: the wordmark, the three games (our cover art, seats and length), saved games to continue
// (board thumbnail, seats, round; resume, export, delete), online rooms this device hosts, joining a
// game from a link, a code or a QR code, install, import, settings and rules.
import './home.css';
import './forms.css';
import { getLang, t, tk } from '../i18n/index.ts';
import type { SaveRecord, SeatInfo } from '../store/saves.ts';
import type { ThumbRecord } from '../store/thumbs.ts';
import { h } from './dom.ts';
import { badge } from './seat-badge.ts';
import { coverArt, emblem, GAME_FACTS } from './covers/index.ts';
import { fretPath } from './covers/fret.ts';
import { icon } from './icons-app.ts';
import { parseJoinInput, type JoinTarget } from './join-code.ts';
import { canScan, scanDialog } from './qr-scan.ts';

export interface HomeOptions {
  /** `stale`: made by an older version that cannot be continued here (it can still be exported). */
  saves: (SaveRecord & { stale?: boolean })[];
  savesError: string | null;
  /** Board thumbnails by save id (a save without one shows its game's emblem). */
  thumbs?: Map<string, ThumbRecord>;
  onNew(game: string): void;
  onResume(record: SaveRecord): void;
  onDelete(record: SaveRecord): void;
  onExport(record: SaveRecord): void;
  /** The replay viewer up to the game's last move (a game in progress only from this device's seat). */
  onReplay?(record: SaveRecord): void;
  onImport(file: File): void;
  onSettings(): void;
  onRules(): void;
  /** A link or code that names a room: open its join (or watch) page. */
  onJoin?(target: JoinTarget): void;
  /** Online rooms this device hosts: they can be reopened (the guests reconnect by themselves). */
  hosted?: { room: string; game: string; started: boolean; updatedAt: number; seats: SeatInfo[] }[];
  onReopen?(room: string): void;
  onForget?(room: string): void;
  /** Every game in home-screen order, and whether it can be played yet. */
  games: { id: string; ready: boolean }[];
  /** The browser can install the app: `card` puts it in view (after a first finished game). */
  install?: { card: boolean; onInstall(): void } | null;
  /** Safari on iOS, not installed, hint not dismissed yet: how to add the app to the home screen. */
  iosHint?: { onDismiss(): void } | null;
}

function wordmark(): HTMLElement {
  const band = document.createElement('div');
  band.className = 'fret-band';
  band.setAttribute('aria-hidden', 'true');
  band.innerHTML = `<svg viewBox="0 0 480 12" preserveAspectRatio="xMidYMid slice" focusable="false"><path class="s-maize" fill="none" stroke-width="1.5" d="${fretPath(2, 11, 13, 37)}"/></svg>`;
  return h('header', { class: 'wordmark' }, band, h('h1', {}, t('app.name')), h('p', {}, t('home.tagline')), band.cloneNode(true) as HTMLElement);
}

function facts(game: string): string {
  const f = GAME_FACTS[game];
  if (!f) return '';
  const [p0, p1] = f.players;
  const [m0, m1] = f.minutes;
  return `${t('home.players', { min: p0, max: p1 })} · ${m0 === m1 ? t('home.minutes', { n: m0 }) : t('home.minutesRange', { min: m0, max: m1 })}`;
}

function tile(g: { id: string; ready: boolean }, o: HomeOptions): HTMLElement {
  return h('button', {
    class: `tile tile-${g.id}`, 'data-testid': `new-${g.id}`, 'aria-disabled': g.ready ? 'false' : 'true',
    onclick: () => { if (g.ready) o.onNew(g.id); },
  }, coverArt(g.id),
  h('span', { class: 'tile-text' },
    h('strong', {}, tk(`game.${g.id}`)),
    h('span', { class: 'facts' }, facts(g.id)),
    h('span', { class: 'blurb' }, g.ready ? tk(`home.blurb.${g.id}`) : t('home.soon'))));
}

function thumb(r: SaveRecord, thumbs: HomeOptions['thumbs']): HTMLElement {
  const pic = thumbs?.get(r.id);
  return h('div', { class: 'thumb' }, pic
    ? h('img', { src: pic.url, width: pic.w, height: pic.h, alt: '', decoding: 'async' })
    : emblem(r.game));
}

function saveRow(r: HomeOptions['saves'][number], o: HomeOptions, date: Intl.DateTimeFormat): HTMLElement {
  return h('li', { class: 'card-row save-row' },
    thumb(r, o.thumbs),
    h('div', { class: 'grow' },
      h('strong', {}, t(`game.${r.game}` as 'game.zapotec')), ' · ',
      h('span', { class: 'muted' }, r.over ? t('home.finished') : t('home.round', { n: r.round })),
      h('div', { class: 'row muted seats' }, r.seats.map(badge)),
      h('div', { class: 'muted' }, date.format(r.updatedAt)),
      r.stale ? h('div', { class: 'muted', 'data-testid': 'save-stale' }, t('store.olderVersion')) : null),
    h('div', { class: 'save-actions' },
      h('button', { class: 'btn primary', 'data-testid': 'resume', onclick: () => o.onResume(r) }, r.over ? t('home.view') : t('home.resume')),
      o.onReplay && !r.stale ? h('button', { class: 'btn icon-only', 'aria-label': t('replay.soFar'), title: t('replay.soFar'), 'data-testid': 'replay-save', onclick: () => o.onReplay?.(r) }, icon('replay')) : null,
      h('button', { class: 'btn icon-only', 'aria-label': t('home.exportOne'), title: t('home.exportOne'), onclick: () => o.onExport(r) }, icon('download')),
      h('button', { class: 'btn icon-only', 'aria-label': t('home.deleteOne'), title: t('home.deleteOne'), 'data-testid': 'delete', onclick: () => o.onDelete(r) }, icon('trash'))));
}

function joinBox(o: HomeOptions): HTMLElement {
  const input = h('input', { id: 'join-code', type: 'text', autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', enterkeyhint: 'go', placeholder: t('home.joinHint') });
  const error = h('p', { class: 'reason', role: 'alert' });
  const go = (text: string) => {
    const target = parseJoinInput(text);
    if (!target) { error.textContent = t('home.joinBad'); input.focus(); return; }
    error.textContent = '';
    o.onJoin?.(target);
  };
  const form = h('form', { class: 'join-box', 'data-testid': 'join-box' },
    h('label', { for: 'join-code' }, t('home.joinLabel')),
    h('div', { class: 'join-row' }, input,
      h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'join-go' }, t('home.joinGo')),
      canScan() ? h('button', { class: 'btn', type: 'button', 'data-testid': 'join-scan', onclick: () => scanDialog(go) }, icon('camera'), h('span', {}, t('home.scan'))) : null),
    error);
  form.addEventListener('submit', (e) => { e.preventDefault(); go(input.value); });
  return form;
}

export function homeScreen(o: HomeOptions): HTMLElement {
  const date = new Intl.DateTimeFormat(getLang(), { dateStyle: 'medium', timeStyle: 'short' });
  const fileInput = h('input', { type: 'file', accept: 'application/json,.json', class: 'sr-only', id: 'import-file', 'aria-label': t('home.import') });
  fileInput.addEventListener('change', () => { const f = fileInput.files?.[0]; if (f) o.onImport(f); fileInput.value = ''; });
  const saves = o.saves.length === 0
    ? h('p', { class: 'muted' }, o.savesError ?? t('home.noSaves'))
    : h('ul', { class: 'list', 'aria-label': t('home.continue') }, o.saves.map((r) => saveRow(r, o, date)));
  const hosted = o.hosted?.length
    ? [h('h2', {}, t('net.hosted')), h('ul', { class: 'list', 'aria-label': t('net.hosted') }, o.hosted.map((r) => h('li', { class: 'card-row save-row' },
      h('div', { class: 'thumb' }, emblem(r.game)),
      h('div', { class: 'grow' },
        h('strong', {}, t(`game.${r.game}` as 'game.zapotec')), ' · ', h('span', { class: 'muted' }, r.started ? t('net.started') : t('net.notStarted')),
        h('div', { class: 'row muted seats' }, r.seats.map(badge)),
        h('div', { class: 'muted' }, date.format(r.updatedAt))),
      h('div', { class: 'save-actions' },
        h('button', { class: 'btn primary', 'data-testid': 'reopen', onclick: () => o.onReopen?.(r.room) }, t('net.reopen')),
        h('button', { class: 'btn icon-only', 'aria-label': t('net.closeRoom'), title: t('net.closeRoom'), onclick: () => o.onForget?.(r.room) }, icon('trash'))))))]
    : [];
  const tiles = h('div', { class: 'tiles' }, o.games.map((g) => tile(g, o)));
  const gamesHead = h('h2', { class: 'sr-only' }, t('home.games'));
  const continueHead = h('h2', {}, t('home.continue'));
  const installBtn = (cls: string) => h('button', { class: cls, 'data-testid': 'install', onclick: () => o.install?.onInstall() }, icon('install'), h('span', {}, t('install.button')));
  return h('main', { class: 'screen home' },
    wordmark(),
    o.iosHint ? h('div', { class: 'home-bar', role: 'note', 'data-testid': 'ios-hint' },
      icon('share'), h('p', {}, t('install.ios')),
      h('button', { class: 'btn quiet icon-only', 'aria-label': t('install.dismiss'), title: t('install.dismiss'), onclick: (e: Event) => {
        ((e.currentTarget as HTMLElement).closest('.home-bar') as HTMLElement | null)?.remove();
        o.iosHint?.onDismiss();
      } }, icon('close'))) : null,
    o.install?.card ? h('div', { class: 'home-bar' }, h('p', {}, t('install.pitch')), installBtn('btn primary')) : null,
    // A game in progress comes first: continuing is then the likeliest thing to do.
    ...(o.saves.some((r) => !r.over) ? [continueHead, saves, ...hosted, gamesHead, tiles] : [gamesHead, tiles, continueHead, saves, ...hosted]),
    h('h2', {}, t('home.join')), joinBox(o),
    h('div', { class: 'row home-foot' },
      h('label', { class: 'btn', for: 'import-file', tabindex: 0, role: 'button', onkeydown: (e: Event) => { if ((e as KeyboardEvent).key === 'Enter') fileInput.click(); } }, t('home.import')), fileInput,
      h('button', { class: 'btn', onclick: o.onSettings }, t('app.settings')),
      h('button', { class: 'btn', onclick: o.onRules }, t('app.rules')),
      o.install && !o.install.card ? installBtn('btn') : null));
}
