// A tiny hyperscript helper and the screen-reader live region. No framework: the DOM layer is
// small and each screen rebuilds its own subtree.
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (key === 'class') el.className = String(value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'object' ? child : String(child));
  }
  return el;
}

export function clear(el: Element): void {
  while (el.firstChild) el.firstChild.remove();
}

let live: HTMLElement | null = null;

/** The polite live region; screens create it when they mount so no early message is lost. */
export function liveRegion(): HTMLElement {
  if (!live || !live.isConnected) {
    live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'false', 'aria-relevant': 'additions', id: 'live-region' });
    document.body.append(live);
  }
  return live;
}

/** Says `text` to screen readers (polite), without moving focus. */
export function announce(text: string): void {
  liveRegion();
  // Each message is its own node, so quick successive messages are all read, none overwritten.
  const region = live!;
  setTimeout(() => {
    region.append(h('p', {}, text));
    while (region.childElementCount > 5) region.firstElementChild?.remove();
  }, 30);
}

export const reducedMotion = (): boolean =>
  document.documentElement.dataset.motion === 'reduced' ||
  (document.documentElement.dataset.motion !== 'full' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true);
