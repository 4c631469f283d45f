// Progress for long actions (importing a save, replaying one on load): an overlay with a spinner
// and a sentence. The spinner turns on the compositor (a transform animation), so it keeps turning
// even while the replay holds the main thread; it fades in after 200 ms so quick actions never flash.
import { h } from './dom.ts';

/** Runs `work` with the busy overlay shown; the overlay goes when it settles. */
export async function withBusy<T>(text: string, work: () => Promise<T>): Promise<T> {
  const el = h('div', { class: 'busy', role: 'status', 'aria-live': 'polite', 'data-testid': 'busy' },
    h('div', { class: 'busy-card' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), h('p', {}, text)));
  document.body.append(el);
  // Two frames: the overlay is painted (and its animation handed to the compositor) before the work.
  // A hidden page gets no frames: a timeout lets the work start anyway.
  await new Promise<void>((r) => { requestAnimationFrame(() => requestAnimationFrame(() => r())); setTimeout(r, 100); });
  try {
    return await work();
  } finally {
    el.remove();
  }
}
