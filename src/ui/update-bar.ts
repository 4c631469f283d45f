// The "new version" bar: its own element before the app's root (never inside a screen, which the
// next screen replaces, nor a toast, which the next toast removes), so it survives navigation.
// "Update now" saves the game in progress first; "Later" hides it until the home screen opens again.
import './update-bar.css';
import { t } from '../i18n/index.ts';
import { h } from './dom.ts';
import { UpdateNotice } from '../pwa/update-state.ts';

const notice = new UpdateNotice();
let apply: (() => Promise<unknown>) | null = null;
let bar: HTMLElement | null = null;
let busy = false;

function draw(): void {
  if (!notice.visible) { if (bar) bar.hidden = true; return; }
  if (!bar) {
    bar = h('div', { class: 'update-bar', id: 'update-bar', role: 'status' },
      h('p', {}),
      h('button', { class: 'btn primary', 'data-update': '', onclick: async () => {
        if (busy) return;
        busy = true;
        try { await apply?.(); } finally { busy = false; }
      } }),
      h('button', { class: 'btn quiet', 'data-update-later': '', onclick: () => { notice.dismiss(); draw(); } }));
    document.body.prepend(bar);
  }
  // Words set on every draw: the language may have changed since the bar first showed.
  const [text, now, later] = bar.children as unknown as HTMLElement[];
  text!.textContent = t('app.updateReady');
  now!.textContent = t('app.updateNow');
  later!.textContent = t('app.updateLater');
  bar.hidden = false;
}

/** A new version waits; `update` saves and switches to it (the page reloads). */
export function showUpdate(update: () => Promise<unknown>): void {
  apply = update;
  notice.need();
  draw();
}

/** The home screen opened. */
export function updateAtHome(): void {
  notice.atHome();
  draw();
}
