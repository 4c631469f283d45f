// The Pyramid as DOM: four terraced sections, each space a cell; when a placement is being chosen,
// the open spaces are buttons. It works with or without the canvas board, and for screen readers.
import { t, tk } from '../../i18n/index.ts';
import { DOUBLE_SPACES, OMEN_SPACES, PYRAMID_ROWS, PYRAMID_SECTIONS, RESOURCES } from '../../games/copan/data.ts';
import type { CopanChoice, CopanView } from '../../games/copan/index.ts';
import { h } from '../dom.ts';
import { resName, spaceText } from './words.ts';

export const RES_MARK = ['❦', '✧', '♨', '♦'] as const; // food, fame, zeal, power (shape, not colour)

const CELL = 'width:40px;height:40px;display:grid;place-items:center;border-radius:6px;font-size:15px;font-weight:600;padding:0;';

type PlaceChoice = Extract<CopanChoice, { kind: 'place' | 'place_blind' | 'place_automa' }>;

/**
 * `tile`: the hand tile type the buttons place (for 'place' choices); choices of another type are
 * not shown. Spaces with no matching choice are drawn as plain cells.
 */
export function pyramidGrid(v: CopanView, choices: PlaceChoice[], tile: string | null, choose: (c: CopanChoice) => void): HTMLElement {
  const bySpace = new Map<string, PlaceChoice>();
  for (const c of choices) if (c.kind !== 'place' || c.tile === tile) bySpace.set(c.space, c);
  let index = 0;
  const sections = PYRAMID_SECTIONS.map((section) => {
    const rows = PYRAMID_ROWS.map(({ row, from, to }) => {
      const cells: HTMLElement[] = [];
      for (let col = 0; col < 7; col++) {
        if (col < from || col > to) { cells.push(h('span', { style: CELL, 'aria-hidden': 'true' })); continue; }
        const local = `${row}${col}`;
        const id = `${section}.${local}`;
        const x = v.pyramid[index++]!;
        const mark = (OMEN_SPACES as readonly string[]).includes(local) ? '◉' : (DOUBLE_SPACES as readonly string[]).includes(local) ? '✦' : '';
        const choice = bySpace.get(id);
        if (choice) {
          cells.push(h('button', {
            class: 'cp-space legal', 'data-choice': choice.id, 'data-space': id, 'aria-label': spaceText(id),
            style: `${CELL}border:3px solid var(--c-turquoise);background:var(--c-bone);color:var(--c-cacao-ink);cursor:pointer;`,
            onclick: () => choose(choice),
          }, mark || '·'));
          continue;
        }
        const label = x === -2 ? t('cp.u.grid.blocked') : x === -1 ? t('cp.u.grid.open') : x >= 4 ? t('cp.u.grid.faceDown') : resName(x);
        const face = x === -2 ? '▨' : x === -1 ? mark || '' : x >= 4 ? '▪' : RES_MARK[x]!;
        const fill = x === -2 ? 'var(--c-stone)' : x === -1 ? 'var(--c-limestone)' : 'var(--c-bone-2)';
        cells.push(h('span', { role: 'img', 'aria-label': `${spaceText(id)}: ${label}`, style: `${CELL}border:1px solid var(--c-stone);background:${fill};color:var(--c-cacao-ink);` }, face));
      }
      return h('div', { style: 'display:flex;gap:3px;' }, cells);
    });
    return h('div', { role: 'group', 'aria-label': tk(`cp.u.section.${section}`), style: 'display:grid;gap:3px;margin:2px 0 6px;' },
      h('span', { class: 'muted', style: 'font-size:12px;' }, tk(`cp.u.section.${section}`)), ...rows);
  });
  return h('div', { class: 'cp-pyramid', role: 'group', 'aria-label': t('cp.u.pyramid'), style: 'display:flex;flex-wrap:wrap;gap:0 12px;' }, sections);
}

/** Hand tiles as toggles: which type the Pyramid buttons place. */
export function handPicker(hand: number[], selected: string | null, legal: Set<string>, pick: (r: string) => void): HTMLElement {
  return h('div', { class: 'hand', role: 'group', 'aria-label': t('cp.u.own.hand') },
    RESOURCES.flatMap((r, i) => {
      const n = hand[i] ?? 0;
      if (n === 0) return [];
      const can = legal.has(r);
      const label = `${RES_MARK[i]} ${resName(i)} ×${n}`;
      return [can
        ? h('button', { class: 'btn', 'data-tile': r, 'aria-pressed': String(selected === r), onclick: () => pick(r),
          style: selected === r ? 'border:3px solid var(--c-turquoise);' : '' }, label)
        : h('span', { class: 'muted', style: 'padding:6px 10px;border:1px solid var(--border);border-radius:999px;' }, label)];
    }));
}
