// The DOM twins of the legal targets on the board: one transparent button over each ring the canvas
// offers (the focus ring lands on the drawn target), named by the choices it makes and described in
// the same words as the board's tooltip and sheet.
import type { Choice } from '../engine/types.ts';
import { clear, h } from './dom.ts';
import type { Detail, TargetInfo } from './presenter.ts';

export interface TwinsContext {
  targets: TargetInfo[];
  choices: Choice[];
  label(c: Choice): string;
  describe(id: string): Detail | null;
  choose(choiceIds: string[]): void;
  /** Shows (or with null hides) the tooltip of a focused twin. */
  tip(d: Detail | null, rect?: TargetInfo['rect']): void;
}

/** Rebuilds the twins in `box`; a focused twin whose target is still offered keeps the focus. */
export function drawTargetTwins(box: HTMLElement, o: TwinsContext): void {
  const active = document.activeElement as HTMLElement | null;
  const kept = active && box.contains(active) ? active.dataset.target : undefined;
  clear(box);
  for (const [i, target] of o.targets.entries()) {
    const here = o.choices.filter((c) => target.choiceIds.includes(c.id));
    if (here.length === 0) continue;
    const label = here.map((c) => o.label(c)).join(' / ');
    const d = o.describe(target.id);
    const help = d ? h('span', { id: `twin-help-${i}`, class: 'sr-only' }, [d.title, ...d.lines].join(' ')) : null;
    if (help) box.append(help);
    const b = h('button', { 'aria-label': label, 'aria-describedby': help ? help.id : undefined, 'data-target': target.id, onclick: () => o.choose(target.choiceIds),
      onfocus: () => o.tip(d, target.rect), onblur: () => o.tip(null) });
    Object.assign(b.style, { left: `${target.rect.x}px`, top: `${target.rect.y}px`, width: `${target.rect.w}px`, height: `${target.rect.h}px` });
    box.append(b);
  }
  if (kept) box.querySelector<HTMLElement>(`[data-target="${CSS.escape(kept)}"]`)?.focus();
}
