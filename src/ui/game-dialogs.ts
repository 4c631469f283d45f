// The game screen's dialogs and first-game tips: summary, board guide, keys, log and the menu.
// Each takes what it shows; the game screen decides when to open them.
import { t } from '../i18n/index.ts';
import { announce, h } from './dom.ts';
import { openDialog } from './overlays.ts';
import type { GamePresenter } from './presenter.ts';
import { icon } from './icons.ts';

/** Reads the summary aloud and shows it as a list. */
export function summaryDialog(lines: string[]): void {
  announce(lines.join('. '));
  openDialog(t('game.summary'), h('ul', { class: 'list' }, lines.map((l) => h('li', {}, l))));
}

/** Everything shared on the board, one disclosure per element (for keyboard and screen readers). */
export function guideDialog(items: { title: string; lines: string[] }[]): void {
  if (!items.length) return;
  openDialog(t('game.guide'), h('div', { class: 'guide' }, h('p', { class: 'muted' }, t('game.detailsHint')),
    ...items.map((d) => h('details', {}, h('summary', {}, d.title), ...d.lines.map((l) => h('p', {}, l))))));
}

export function keysDialog(withRules: boolean): void {
  const keys = (['c', 'u', 's', 'l', 'm', 'r', 'g', 'i', '?'] as const).filter((k) => k !== 'r' || withRules);
  openDialog(t('game.keys'), h('dl', {}, keys.flatMap((k) => [h('dt', {}, h('kbd', {}, k.toUpperCase())), h('dd', {}, t(`game.key.${k === '?' ? 'help' : k}`))]),
    h('dt', {}, h('kbd', {}, '+'), ' ', h('kbd', {}, '−'), ' ', h('kbd', {}, '0')), h('dd', {}, t('game.key.zoom'))));
}

/** A menu entry: its label, what it does, and an optional test id. Null entries are left out. */
export type MenuItem = { label: string; run(): void; testid?: string } | null;

export function menuDialog(items: MenuItem[]): void {
  const close = openDialog(t('game.menu'), h('div', { class: 'list' },
    items.map((item) => item && h('button', { class: 'btn', ...(item.testid ? { 'data-testid': item.testid } : {}), onclick: () => { close(); item.run(); } }, item.label))));
}

// First-game coach: a tip the first time each kind of decision comes up, remembered on this device.
const COACHED_KEY = 'meso.coached';
let dismissed: Set<string> | null = null; // read once: this runs at every render
/** Tips shown once already in this visit: they come back collapsed. */
const seenTips = new Set<string>();

/** Shows in `box` the tip for `kind` unless it was dismissed before (or tips are off). */
export function coachTip(box: HTMLElement, kind: string | undefined, presenter: GamePresenter, enabled: boolean): void {
  const coached = (dismissed ??= new Set<string>(JSON.parse(localStorage.getItem(COACHED_KEY) ?? '[]') as string[]));
  const tip = kind && enabled && !coached.has(kind) ? presenter.coach(kind) : null;
  box.hidden = !tip;
  if (!tip || !kind) { box.dataset.kind = ''; return; }
  if (box.dataset.kind === kind) return; // drawn already: keep whether it is opened
  // The first time a tip shows it is read in full; after that it waits on one line over the board's edge.
  const collapsed = seenTips.has(kind);
  seenTips.add(kind);
  box.dataset.kind = kind;
  box.classList.toggle('collapsed', collapsed);
  const more = h('button', { class: 'icon-btn coach-more', 'aria-label': t('game.showTip'), 'aria-expanded': String(!collapsed), onclick: () => {
    const open = box.classList.toggle('collapsed') === false;
    more.setAttribute('aria-expanded', String(open));
  } }, icon('down', 18));
  box.replaceChildren(h('span', {}, tip), more, h('button', { class: 'btn quiet', onclick: () => {
    coached.add(kind);
    localStorage.setItem(COACHED_KEY, JSON.stringify([...coached]));
    box.hidden = true;
  } }, t('game.gotIt')));
}
