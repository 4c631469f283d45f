// Seat badges: colour + glyph + name, so colour never carries meaning alone.
import { PLAYERS } from '../render/tokens.ts';
import { t } from '../i18n/index.ts';
import type { SeatInfo } from '../store/saves.ts';
import { h } from './dom.ts';
import { icon } from './icons.ts';

export function glyphOf(seat: SeatInfo): HTMLElement {
  if (seat.kind === 'automa') return h('span', { class: 'glyph bot', 'aria-hidden': 'true' }, icon('bot', 14));
  const style = PLAYERS[seat.color % PLAYERS.length]!;
  const el = h('span', { class: `glyph ${style.glyph}`, 'aria-hidden': 'true' });
  el.style.setProperty('--seat', `var(--seat-${seat.color})`);
  return el;
}

export function seatLabel(seat: SeatInfo): string {
  if (seat.kind === 'ai') return `${seat.name} (${t(`level.${seat.level ?? 'normal'}`)})`;
  return seat.name;
}

export function badge(seat: SeatInfo): HTMLElement {
  return h('span', { class: 'badge' }, glyphOf(seat), h('span', {}, seatLabel(seat)));
}
