// The action bar's choices: a scrolling list, with the step's finishing choice ("End construction")
// kept apart so a long list never scrolls it out of sight; buttons are kept across renders when the
// same choice is offered with the same words (fast play redraws only what changed).
import type { Choice } from '../engine/types.ts';
import { h } from './dom.ts';

/** A choice that ends the step: the presenter says so, else its id starts with "end". */
export function isFinishing(c: Choice, marked?: (c: Choice) => boolean): boolean {
  return marked?.(c) ?? /^end/i.test(c.id);
}

export function splitChoices(choices: readonly Choice[], marked?: (c: Choice) => boolean): { list: Choice[]; finish: Choice[] } {
  const list: Choice[] = [], finish: Choice[] = [];
  for (const c of choices) (isFinishing(c, marked) ? finish : list).push(c);
  return { list, finish };
}

/** What a box of buttons shows: its choices' ids and labels, in order. */
export const buttonsKey = (items: readonly { id: string; label: string }[]): string => JSON.stringify(items.map((i) => [i.id, i.label]));

const handlers = new WeakMap<HTMLElement, Map<string, () => void>>();

/**
 * Shows one button per item in `box`; when the ids and labels are the same as last time, the
 * buttons stay (only what a click does is refreshed), so focus and scroll position are kept.
 */
export function syncChoiceButtons(box: HTMLElement, items: readonly { id: string; label: string; choose: () => void }[]): void {
  const map = new Map(items.map((i) => [i.id, i.choose] as const));
  handlers.set(box, map);
  const key = buttonsKey(items);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.replaceChildren(...items.map((i) => h('button', { class: 'btn choice', 'data-choice': i.id, onclick: () => handlers.get(box)?.get(i.id)?.() }, i.label)));
}
