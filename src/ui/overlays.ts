// Toasts, confirm dialogs and the pass-and-play privacy cover.
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';

let toastTimer: ReturnType<typeof setTimeout> | undefined;

export function toast(text: string, kind: 'info' | 'error' = 'info', ms = 3500): void {
  document.querySelector('.toast')?.remove();
  const el = h('div', { class: `toast ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
  document.body.append(el);
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.remove(), ms);
}

/** A modal dialog; Escape and the scrim close it. Returns a function that closes it. */
export function openDialog(title: string, body: Node, onClose?: () => void): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const heading = h('h2', { id: 'dialog-title' }, title);
  const dialog = h('div', { class: 'dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'dialog-title' }, heading, body);
  const scrim = h('div', { class: 'scrim' }, dialog);
  const close = () => {
    scrim.remove();
    document.removeEventListener('keydown', onKey);
    previous?.focus?.();
    onClose?.();
  };
  const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') close(); };
  scrim.addEventListener('click', (e) => { if (e.target === scrim) close(); });
  document.addEventListener('keydown', onKey);
  document.body.append(scrim);
  (dialog.querySelector('button, [href], input, select') as HTMLElement | null ?? dialog).focus?.();
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
  const reveal = () => { cover.remove(); onReveal(); };
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
  const cover = h('div', { class: 'privacy', role: 'dialog', 'aria-modal': 'true', 'aria-label': t('privacy.pass', { name }) },
    h('div', {}, glyph, h('h2', {}, t('privacy.pass', { name })), button, hint));
  document.body.append(cover);
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
