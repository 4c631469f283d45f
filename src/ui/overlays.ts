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
