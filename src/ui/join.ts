// Joining an online game from its link: a name and a colour + glyph; the host's device gives the
// first free seat (a colour already taken is swapped for a free one there). Or just watch.
import { t, tk } from '../i18n/index.ts';
import { PLAYERS } from '../render/tokens.ts';
import { h } from './dom.ts';
import { glyphOf } from './seat-badge.ts';
import './forms.css';

export interface JoinOptions {
  room: string;
  name: string;
  color: number;
  /** A reason shown above the buttons (the last attempt failed). */
  error?: string;
  onJoin(name: string, color: number): void;
  onWatch(): void;
  onBack(): void;
}

export function joinScreen(o: JoinOptions): HTMLElement {
  let color = o.color;
  const name = h('input', { id: 'join-name', type: 'text', value: o.name, maxlength: 20, autocomplete: 'nickname' });
  const colours = h('div', { class: 'colour-pick', role: 'radiogroup', 'aria-labelledby': 'join-colour' });
  const drawColours = () => colours.replaceChildren(...PLAYERS.map((p, c) => h('button', {
    type: 'button', role: 'radio', class: 'colour-opt', 'aria-checked': String(c === color), 'data-color': c,
    tabindex: c === color ? 0 : -1,
    onclick: () => { color = c; drawColours(); (colours.children[c] as HTMLElement | undefined)?.focus(); },
  }, glyphOf({ name: '', kind: 'human', color: c }), h('span', {}, tk(`color.${p.name}`, { glyph: '' }).trim()))));
  colours.addEventListener('keydown', (e) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    color = (color + step + PLAYERS.length) % PLAYERS.length;
    drawColours();
    (colours.children[color] as HTMLElement | undefined)?.focus();
  });
  drawColours();
  const join = () => o.onJoin(name.value.trim().slice(0, 20) || t('new.defaultName'), color);
  name.addEventListener('keydown', (e) => { if (e.key === 'Enter') join(); });
  return h('main', { class: 'screen join' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: o.onBack }, `← ${t('app.back')}`)),
    h('h1', {}, t('net.join.title')),
    h('p', { class: 'muted' }, t('net.join.room', { room: o.room })),
    h('div', { class: 'field' }, h('label', { for: 'join-name' }, t('net.join.name')), name),
    h('div', { class: 'field' }, h('span', { class: 'label', id: 'join-colour' }, t('net.join.colour')), colours),
    h('p', { class: 'muted' }, t('net.join.help')),
    o.error ? h('p', { class: 'reason', role: 'alert' }, o.error) : null,
    h('div', { class: 'form-foot' },
      h('button', { class: 'btn primary', 'data-testid': 'join', onclick: join }, t('net.join.go')),
      h('button', { class: 'btn quiet', 'data-testid': 'watch', onclick: o.onWatch }, t('net.join.watch'))));
}
