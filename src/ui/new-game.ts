// New game: solo against the automa or 2-4 seats, each a person on this device, an online player
// or a bot, with a name and a colour + glyph (two seats can never share one). Seed optional. With an
// online seat (or table mode: every person on a phone) the game is hosted online instead.
import { t, tk } from '../i18n/index.ts';
import { PLAYERS } from '../render/tokens.ts';
import type { SeatInfo } from '../store/saves.ts';
import { h } from './dom.ts';
import { glyphOf } from './seat-badge.ts';
import './forms.css';

export interface NewGameRequest {
  players: number; // seats that choose (1 = solo)
  difficulty: 'easy' | 'normal' | 'hard';
  seats: SeatInfo[];
  seed: string;
  /** Game-specific choices from SetupSpec.fields (e.g. Copan's Event card), as strings. */
  extra: Record<string, string>;
  /** Hosted online: people join with a link; in table mode this device only shows the board. */
  online?: { table: boolean };
}

/** What a game asks on the new-game screen and how it turns the answers into module options. */
export interface SetupSpec {
  /** Seats that choose; 1 means solo against the automa. */
  players: { min: number; max: number };
  /** The count preselected on the form (default: solo when there is an automa, else the minimum). */
  defaultPlayers?: number;
  /** The solo opponent (players.min is 1): its seat name and whether a difficulty is asked. */
  automa?: { name(): string; difficulties: boolean; difficultyHelp?(d: NewGameRequest['difficulty']): string };
  options(req: NewGameRequest): unknown;
  /** Extra fields (they write into `extra` and call `redraw` when the form must change). */
  fields?(extra: Record<string, string>, players: number, redraw: () => void): HTMLElement | null;
  defaultExtra?(): Record<string, string>;
}

type SeatKind = 'human' | 'remote' | 'ai-easy' | 'ai-normal' | 'ai-hard';

export function newGameScreen(game: string, spec: SetupSpec, defaultName: string, onStart: (r: NewGameRequest) => void, onBack: () => void): HTMLElement {
  let players = spec.defaultPlayers ?? (spec.automa ? 1 : Math.max(2, spec.players.min));
  const extra: Record<string, string> = spec.defaultExtra?.() ?? {};
  let difficulty: NewGameRequest['difficulty'] = 'normal';
  let table = false;
  const rows: { kind: SeatKind; name: string; color: number }[] = Array.from({ length: spec.players.max }, (_, i) => ({
    kind: i === 0 ? 'human' : 'ai-normal', name: i === 0 ? defaultName : t('new.botName', { n: i }), color: i,
  }));
  const body = h('div', {});
  const seed = h('input', { id: 'seed', type: 'text', autocomplete: 'off', placeholder: t('new.seedHint'), 'aria-describedby': 'seed-online' });

  const seg = <T extends string | number>(label: string, values: T[], current: T, text: (v: T) => string, set: (v: T) => void) =>
    h('div', { class: 'field' }, h('span', { class: 'label', style: 'font-weight:600;font-size:14px' }, label),
      h('div', { class: 'seg', role: 'group', 'aria-label': label }, values.map((v) =>
        h('button', { type: 'button', 'aria-pressed': String(v === current), 'data-value': String(v), onclick: () => { set(v); draw(); } }, text(v)))));

  function seatRow(i: number): HTMLElement {
    const row = rows[i]!;
    const kind = h('select', { id: `seat-kind-${i}`, 'aria-label': t('new.seatType', { n: i + 1 }) },
      ((table ? ['remote', 'ai-easy', 'ai-normal', 'ai-hard'] : ['human', 'remote', 'ai-easy', 'ai-normal', 'ai-hard']) as SeatKind[])
        .map((k) => h('option', { value: k, selected: k === row.kind }, t(`new.kind.${k}`))));
    kind.addEventListener('change', () => { row.kind = kind.value as SeatKind; draw(); });
    const remote = row.kind === 'remote';
    const name = h('input', { id: `seat-name-${i}`, type: 'text', value: remote ? '' : row.name, maxlength: 20, 'aria-label': t('new.seatName', { n: i + 1 }),
      disabled: remote, placeholder: remote ? t('new.remoteName') : null });
    name.addEventListener('input', () => { row.name = name.value; });
    const color = h('select', { id: `seat-color-${i}`, 'aria-label': t('new.seatColor', { n: i + 1 }) },
      PLAYERS.map((p, c) => h('option', { value: c, selected: c === row.color }, tk(`color.${p.name}`, { glyph: tk(`glyph.${p.glyph}`) }))));
    color.addEventListener('change', () => {
      const wanted = Number(color.value);
      const other = rows.find((r, j) => j !== i && j < Math.max(players, 2) && r.color === wanted);
      if (other) other.color = row.color; // swap: a colour is never shared
      row.color = wanted;
      draw();
    });
    return h('div', { class: 'card-row seat-form' }, glyphOf({ name: row.name, kind: 'human', color: row.color }), kind, name, color);
  }

  /** A selector for the focused control of the form, so a redraw can give the focus back to it. */
  function focusedKey(): string | null {
    const el = document.activeElement;
    if (!el || !body.contains(el)) return null;
    if (el.id) return `#${CSS.escape(el.id)}`;
    const group = el.closest('[role=group][aria-label]');
    const value = el.getAttribute('data-value');
    return group && value !== null ? `[role=group][aria-label="${CSS.escape(group.getAttribute('aria-label')!)}"] [data-value="${CSS.escape(value)}"]` : null;
  }

  function draw(): void {
    const refocus = focusedKey();
    const online = players > 1 && (table || rows.slice(0, players).some((r) => r.kind === 'remote'));
    startBtn.hidden = online;
    hostBtn.hidden = !online;
    const tableBox = h('input', { type: 'checkbox', id: 'table-mode', checked: table });
    tableBox.addEventListener('change', () => {
      table = tableBox.checked;
      if (table) for (const r of rows) if (r.kind === 'human') r.kind = 'remote'; // everyone is on a phone
      draw();
      document.getElementById('table-mode')?.focus();
    });
    body.replaceChildren(
      seg(t('new.mode'), counts, players, (n) => (n === 1 ? t('new.soloVs', { name: spec.automa?.name() ?? '' }) : t('new.players', { n })), (n) => { players = n; }),
      players === 1
        ? h('div', {}, spec.automa?.difficulties ? [seg(t('new.difficulty'), ['easy', 'normal', 'hard'] as const, difficulty, (d) => t(`level.${d}`), (d) => { difficulty = d; }),
          h('p', { class: 'muted' }, spec.automa.difficultyHelp?.(difficulty) ?? '')] : null,
          h('div', { class: 'field' }, h('label', { for: 'seat-name-0' }, t('new.yourName')), (() => {
            const input = h('input', { id: 'seat-name-0', type: 'text', value: rows[0]!.name, maxlength: 20 });
            input.addEventListener('input', () => { rows[0]!.name = input.value; });
            return input;
          })()))
        : h('div', {}, h('div', { class: 'list' }, rows.slice(0, players).map((_, i) => seatRow(i))),
          h('div', { class: 'check-row' }, tableBox, h('label', { for: 'table-mode' }, t('new.table'))),
          table ? h('p', { class: 'muted check-help' }, t('new.tableHelp')) : null),
      spec.fields?.(extra, players, draw) ?? "",
      // An online game's seed is drawn jointly at its start (nobody chooses it): no field for it.
      online ? '' : h('div', { class: 'field' }, h('label', { for: 'seed' }, t('new.seed')), seed, h('p', { class: 'muted', id: 'seed-online' }, t('new.seedOnline'))));
    // A keyboard user keeps their place: the control they used is focused again after the redraw.
    if (refocus) (body.querySelector(refocus) as HTMLElement | null)?.focus();
  }
  const counts: number[] = [];
  for (let n = spec.automa ? 1 : Math.max(2, spec.players.min); n <= spec.players.max; n++) counts.push(n);

  function start(): void {
    const clean = (s: string, i: number) => s.trim().slice(0, 20) || t('new.playerName', { n: i + 1 });
    let seats: SeatInfo[];
    if (players === 1) seats = [{ name: clean(rows[0]!.name, 0), kind: 'human', color: rows[0]!.color }, { name: spec.automa?.name() ?? '', kind: 'automa', color: 4 }];
    else seats = rows.slice(0, players).map((r, i): SeatInfo => r.kind === 'human'
      ? { name: clean(r.name, i), kind: 'human', color: r.color }
      : r.kind === 'remote' ? { name: t('new.playerName', { n: i + 1 }), kind: 'remote', color: r.color }
      : { name: clean(r.name, i), kind: 'ai', level: r.kind.slice(3) as 'easy', color: r.color });
    const random = Array.from(crypto.getRandomValues(new Uint32Array(2))).map((n) => n.toString(36)).join('');
    const online = players > 1 && (table || seats.some((x) => x.kind === 'remote'));
    const req: NewGameRequest = { players, difficulty, seats, seed: (!online && seed.value.trim()) || random, extra: { ...extra } };
    if (online) req.online = { table };
    onStart(req);
  }

  const startBtn = h('button', { class: 'btn primary', 'data-testid': 'start', onclick: start }, t('new.start'));
  const hostBtn = h('button', { class: 'btn primary', 'data-testid': 'host-online', onclick: start }, t('new.hostOnline'));
  draw();
  return h('main', { class: 'screen new-game' },
    h('div', { class: 'row' }, h('button', { class: 'btn quiet', onclick: onBack }, `← ${t('app.back')}`)),
    h('h1', {}, t('new.title', { game: tk(`game.${game}`) })),
    body,
    h('div', { class: 'form-foot' }, startBtn, hostBtn));
}
