// The DOM twin of a board drawn a page at a time (Copan's tab strip on a phone): a tab list whose
// transparent tabs sit over the drawn ones, so the focus ring lands on the tab the canvas shows.
// When the camera has zoomed the strip off the board, a focused tab shows as a named pill at the
// board's top instead, so the focus is never invisible and never rings unrelated spaces.
// Arrow keys, Home and End move between tabs and show the page at once, as the rules' tabs do.
import { t, tk } from '../i18n/index.ts';
import { h } from './dom.ts';
import type { PanelInfo } from './presenter.ts';
import { onBoard, tabKeyTarget } from './tab-nav.ts';

export interface BoardTabsHost {
  panels(): PanelInfo[];
  show(id: string): void;
  /** The board's size in CSS px (the tabs' rects are relative to it). */
  size(): { w: number; h: number };
}

export interface BoardTabs {
  readonly el: HTMLElement;
  /** Reads the pages again: names, selection, moves and positions. */
  refresh(): void;
}

export function boardTabs(host: BoardTabsHost): BoardTabs {
  const el = h('div', { class: 'board-tabs', role: 'tablist', 'aria-label': t('game.boardPages'), hidden: true });
  const tabs = () => [...el.children] as HTMLButtonElement[];

  function show(id: string): void {
    host.show(id);
    refresh(); // the scene has switched already: selection and focus follow at once
  }

  function refresh(): void {
    const list = host.panels();
    // A board without pages (every render while bots play fast): nothing to place, no layout read.
    if (list.length === 0 && el.hidden && el.childElementCount === 0) return;
    const { w, h: height } = host.size();
    const hadFocus = el.contains(document.activeElement);
    el.hidden = list.length === 0;
    // Buttons are kept while the pages are the same, so a focused tab stays focused.
    const same = list.length === el.children.length && list.every((p, i) => tabs()[i]!.dataset.panel === p.id);
    if (!same) el.replaceChildren(...list.map((p) => h('button', { type: 'button', role: 'tab', 'data-panel': p.id, onclick: () => show(p.id) })));
    const any = list.some((p) => p.selected);
    list.forEach((p, i) => {
      const b = tabs()[i]!, name = tk(p.labelKey, p.params);
      // Written only when different: this runs at every frame while bots play fast.
      const set = (k: string, v: string) => { if (b.getAttribute(k) !== v) b.setAttribute(k, v); };
      const label = (p.hasTargets ? t('game.pageHasMoves', { page: name }) : name) + (p.hasMarks ? ` · ${t('follow.pageChanged')}` : '');
      set('aria-label', label);
      set('data-moves', String(p.hasTargets));
      set('aria-selected', String(p.selected));
      const tab = p.selected || (!any && i === 0) ? 0 : -1;
      if (b.tabIndex !== tab) b.tabIndex = tab;
      const off = !onBoard(p.rect, w, height), r = p.rect;
      b.classList.toggle('off', off);
      const text = off ? label : '';
      if (b.textContent !== text) b.textContent = text;
      const box = off ? { left: '', top: '', width: '', height: '' } : { left: `${r.x}px`, top: `${r.y}px`, width: `${r.w}px`, height: `${r.h}px` };
      for (const [k, v] of Object.entries(box) as ['left' | 'top' | 'width' | 'height', string][]) if (b.style[k] !== v) b.style[k] = v;
    });
    stripBottom(list, w, height);
    // Keyboard focus in the strip follows the selection (also when a swipe or the game turned the page).
    if (hadFocus) el.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  }

  /**
   * Messages over the board's top edge (captions, tips, a refused move's reason) start under a tab
   * strip drawn there, so the tabs stay in sight and in reach while they show: the wrap's
   * `--tabs-bottom` is the strip's lowest edge (0 without one at the top).
   */
  function stripBottom(list: PanelInfo[], w: number, height: number): void {
    let bottom = 0;
    for (const p of list) if (onBoard(p.rect, w, height) && p.rect.y < height / 3) bottom = Math.max(bottom, p.rect.y + p.rect.h);
    const v = `${Math.round(Math.max(0, bottom))}px`;
    const wrap = el.parentElement;
    if (wrap && wrap.style.getPropertyValue('--tabs-bottom') !== v) wrap.style.setProperty('--tabs-bottom', v);
  }

  el.addEventListener('keydown', (e) => {
    const all = tabs(), i = all.indexOf(e.target as HTMLButtonElement);
    const to = i < 0 ? null : tabKeyTarget(e.key, i, all.length);
    if (to === null) return;
    e.preventDefault();
    show(all[to]!.dataset.panel!); // refresh() moves the focus to the tab now selected
  });
  return { el, refresh };
}
