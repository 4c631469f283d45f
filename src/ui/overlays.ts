// Toasts, confirm dialogs and the pass-and-play privacy cover.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';

let toastTimer: ReturnType<typeof setTimeout> | undefined;

export function toast(text: string, kind: 'info' | 'error' = 'info', ms = 3500): void {
  document.querySelector('.toast')?.remove();
  const el = h('div', { class: `toast ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
  // A modal dialog makes the rest of the page inert and sits in the top layer: a toast outside the
  // topmost one would be neither seen nor announced, so it goes inside it.
  (topDialog() ?? document.body).append(el);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.remove(), ms);
}

/** The topmost open modal dialog, if any. */
export function topDialog(): HTMLDialogElement | null {
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].pop() ?? null;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal dialog. The page behind is inert already, but Chromium lets Tab leave
 * the last control for the browser's own toolbar; a dialog should cycle instead.
 */
function trapTab(dialog: HTMLDialogElement): void {
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!items.length) { e.preventDefault(); return; }
    const first = items[0]!, last = items[items.length - 1]!;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || at === dialog)) { e.preventDefault(); last.focus(); }
    else if (!e.shiftKey && at === last) { e.preventDefault(); first.focus(); }
  });
}

let dialogs = 0; // each dialog's heading gets its own id, so stacked dialogs never share one

/** Set by the app: a dialog becomes a history entry (Back closes it); returns what its closing calls. */
let dialogHistory: ((close: () => void) => () => void) | null = null;
export function setDialogHistory(hook: typeof dialogHistory): void { dialogHistory = hook; }

/**
 * A modal dialog: a native <dialog> opened with showModal(), so focus stays inside it and the page
 * behind is inert. The <dialog> itself is the full-screen scrim (`.scrim`) holding the card
 * (`.dialog`): a click on the scrim or Escape closes it, and focus goes back to where it was.
 * Returns a function that closes it.
 */
export function openDialog(title: string, body: Node, onClose?: () => void): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const id = `dialog-title-${++dialogs}`;
  const card = h('div', { class: 'dialog' }, h('h2', { id }, title), body);
  const dialog = h('dialog', { class: 'scrim', 'aria-labelledby': id, tabindex: -1 }, card);
  let closed = false;
  let leave: (() => void) | undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    leave?.();
    if (dialog.open) dialog.close();
    dialog.remove();
    if (previous?.isConnected) previous.focus?.();
    onClose?.();
  };
  // Escape (the browser's cancel) and any other way the browser closes it end here too.
  dialog.addEventListener('close', close);
  dialog.addEventListener('click', (e) => { if (e.target === dialog) close(); });
  trapTab(dialog);
  document.body.append(dialog);
  dialog.showModal();
  leave = dialogHistory?.(close);
  (card.querySelector('button, [href], input, select') as HTMLElement | null ?? dialog).focus?.();
  return close;
}

export function confirmDialog(title: string, text: string, ok: string): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const finish = (value: boolean) => { if (!answered) { answered = true; resolve(value); } close(); };
    const body = h('div', {},
      h('p', {}, text),
      h('div', { class: 'row' },
        h('button', { class: 'btn primary', onclick: () => finish(true) }, ok),
        h('button', { class: 'btn', onclick: () => finish(false) }, t('app.cancel'))));
    const close = openDialog(title, body, () => { if (!answered) { answered = true; resolve(false); } });
  });
}

/**
 * Full-screen cover between two people on one device. Nothing private is drawn under it.
 * The reveal button needs a 600 ms press so a stray tap cannot show a hand.
 */
export function privacyCover(name: string, glyph: HTMLElement, onReveal: () => void): HTMLElement {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hint = h('p', { class: 'muted' }, t('privacy.hold'));
  const reveal = () => { cover.remove(); onReveal(); }; // removing a modal dialog ends its modality
  const button = h('button', { class: 'btn primary', 'aria-describedby': 'privacy-hint' }, t('privacy.reveal'));
  hint.id = 'privacy-hint';
  const start = () => { timer = setTimeout(reveal, 600); };
  const stop = () => clearTimeout(timer);
  button.addEventListener('pointerdown', start);
  button.addEventListener('pointerup', stop);
  button.addEventListener('pointerleave', stop);
  // Keyboard users confirm deliberately with Enter or Space: that is not a stray tap.
  button.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); reveal(); } });
  glyph.classList.add('big-glyph');
  const cover = h('dialog', { class: 'privacy', 'aria-label': t('privacy.pass', { name }) },
    h('div', {}, glyph, h('h2', {}, t('privacy.pass', { name })), button, hint));
  // Escape must not lift the cover: only the deliberate press does. Chromium may still close a
  // modal dialog on a second Escape without a user gesture, so a cover closed that way reopens.
  cover.addEventListener('keydown', (e) => { if (e.key === 'Escape') e.preventDefault(); });
  cover.addEventListener('cancel', (e) => e.preventDefault());
  trapTab(cover);
  cover.addEventListener('close', () => { if (cover.isConnected) { cover.showModal(); button.focus(); } });
  document.body.append(cover);
  cover.showModal();
  button.focus();
  return cover;
}

/** A title and sentences (the shape of GamePresenter.describe's answer). */
export interface DetailText { title: string; lines: string[] }

/**
 * The board's hover tooltip: one floating card inside `host`, above the element (below it when
 * there is no room). Null hides it. It is decoration for mouse users: the same words reach
 * keyboard and screen-reader users through the targets' descriptions and the detail sheet.
 */
export function boardTip(host: HTMLElement, detail: DetailText | null, at?: { x: number; y: number; w: number; h: number }): void {
  let tip = host.querySelector<HTMLElement>(':scope > .tip');
  if (!detail || !at) { tip?.remove(); return; }
  if (!tip) {
    tip = h('div', { class: 'tip', 'aria-hidden': 'true' });
    host.append(tip);
  }
  tip.replaceChildren(h('strong', {}, detail.title), ...detail.lines.map((l) => h('p', {}, l)));
  const width = Math.min(300, host.clientWidth - 16);
  tip.style.width = `${width}px`;
  const left = Math.max(8, Math.min(host.clientWidth - width - 8, at.x + at.w / 2 - width / 2));
  tip.style.left = `${left}px`;
  const above = at.y - 8;
  const below = host.clientHeight - (at.y + at.h + 8);
  const height = tip.offsetHeight;
  const top = above >= height || above > below ? Math.max(8, at.y - 8 - height) : at.y + at.h + 8;
  tip.style.top = `${Math.min(top, Math.max(8, host.clientHeight - height - 8))}px`;
}

/** The detail sheet (a bottom sheet on phones): what a board element is, and why it cannot be used now. */
export function detailSheet(detail: DetailText, why?: string | null): () => void {
  document.querySelector('.toast')?.remove();
  const body = h('div', { class: 'detail' },
    why ? h('p', { class: 'why', role: 'note' }, why) : null,
    ...detail.lines.map((l) => h('p', {}, l)),
    h('div', { class: 'row' }, h('button', { class: 'btn', onclick: () => close() }, t('game.close'))));
  const close = openDialog(detail.title, body);
  [...document.querySelectorAll('.scrim')].pop()?.classList.add('sheet');
  return close;
}
