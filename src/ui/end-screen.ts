// The end of a game, as a sheet over the final board (the position players want to look at stays
// in view, and the sheet folds down to its title row): ranking cards, a stacked bar per player (one
// segment per scoring source, each bar followed by its sources named with their points, so a
// number never reads as something else), a table for screen readers, and Play again / Home.
import type { GameResult } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import type { SeatInfo } from '../store/saves.ts';
import { h } from './dom.ts';
import { badge } from './seat-badge.ts';
import { scoreChart } from './replay/score-chart.ts';
import type { ScoreSeries } from './replay/score-series.ts';
import './end-screen.css';

export interface EndScreenOptions {
  result: GameResult;
  seats: SeatInfo[];
  categoryLabel(category: string): string;
  onAgain(): void;
  onHome(): void;
  /** Opens the finished game in the replay viewer, at position `at` or the end (absent where the log is not kept here). */
  onReplay?(at?: number): void;
  /** The score timeline over the game (replays it: asked for once the sheet is up). */
  howWon?(): Promise<ScoreSeries | null>;
  /** Writes the finished game as a replay link to share. */
  onShareReplay?(): void;
  /** Shown above the buttons (online: another game offered in the room). */
  note?: HTMLElement;
}

export function endScreen(o: EndScreenOptions): HTMLElement {
  const { result, seats } = o;
  const bySeat = new Map(result.scores.map((line) => [line.seat, line]));
  const winners = new Set(result.ranking[0] ?? []);
  const categories = Object.keys(result.scores[0]?.breakdown ?? {}).filter((c) => result.scores.some((l) => (l.breakdown[c] ?? 0) !== 0));
  const max = Math.max(1, ...result.scores.map((l) => l.total));

  const ranking = h('ol', { class: 'ranking list' });
  result.ranking.forEach((group, place) => {
    for (const seat of group)
      ranking.append(h('li', { class: `rank-card${winners.has(seat) ? ' winner' : ''}` },
        h('strong', { class: 'num' }, `${place + 1}.`), badge(seats[seat]!),
        winners.has(seat) ? h('span', { class: 'muted' }, t('end.winner')) : null,
        h('span', { class: 'total num', 'aria-label': t('end.points', { n: bySeat.get(seat)!.total }) }, bySeat.get(seat)!.total)));
  });

  // Light tints of the seat colour, so the dark numbers on them keep WCAG AA contrast on every seat colour.
  const tint = (i: number) => `color-mix(in srgb, var(--seat) ${Math.max(8, 60 - i * 8)}%, var(--c-bone))`;
  const bars = h('div', { class: 'bars', 'aria-hidden': 'true' });
  for (const line of result.scores) {
    const bar = h('div', { class: 'bar' });
    categories.forEach((c, i) => {
      const v = line.breakdown[c] ?? 0;
      if (v <= 0) return;
      const seg = h('span', { title: `${o.categoryLabel(c)}: ${v}` }, v);
      seg.style.width = `${(v / max) * 100}%`;
      seg.style.background = tint(i);
      bar.append(seg);
    });
    bar.style.setProperty('--seat', seats[line.seat]!.kind === 'automa' ? 'var(--c-stone)' : `var(--seat-${seats[line.seat]!.color})`);
    // Each number named, for every seat the same way: "Sacrifice rank 3", never a bare "3".
    const named = h('div', { class: 'legend' }, categories.flatMap((c, i) => {
      const v = line.breakdown[c] ?? 0;
      if (v === 0) return [];
      const key = h('span', { class: 'swatch' });
      key.style.background = tint(i);
      return [h('span', {}, key, t('end.sourcePoints', { source: o.categoryLabel(c), n: v }))];
    }));
    named.style.setProperty('--seat', bar.style.getPropertyValue('--seat'));
    bars.append(h('div', {}, badge(seats[line.seat]!), bar, named));
  }

  const table = h('table', { class: 'breakdown' },
    h('caption', { class: 'sr-only' }, t('end.breakdown')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('end.category')), result.scores.map((l) => h('th', { scope: 'col' }, seats[l.seat]!.name)))),
    h('tbody', {},
      categories.map((c) => h('tr', {}, h('th', { scope: 'row' }, o.categoryLabel(c)), result.scores.map((l) => h('td', {}, l.breakdown[c] ?? 0)))),
      h('tr', {}, h('th', { scope: 'row' }, t('end.total')), result.scores.map((l) => h('td', {}, h('strong', {}, l.total))))));

  // How it was won: each score after every round and the biggest swings; a swing (or a tap on the
  // chart) opens the replay at that moment. Filled in when the replayed series is ready.
  const howWon = h('div', { class: 'end-how-won' });
  const onReplay = o.onReplay;
  if (o.howWon && onReplay) {
    void o.howWon().then((series) => {
      if (!series || (series.scores[0]?.length ?? 0) < 2) return;
      const chart = scoreChart(series, seats, (seat) => seats[seat]?.name ?? `#${seat + 1}`, (k) => onReplay(k), true);
      chart.setAt(series.scores[0]!.length - 1);
      howWon.append(h('h2', {}, t('replay.howWon')), h('p', { class: 'muted end-how-hint' }, t('replay.endSwingHint')), chart.element);
    }).catch(() => {}); // no timeline: the rest of the result stands on its own
  }

  const first = result.ranking[0] ?? [];
  const head = h('p', { class: 'end-summary' }, t('end.summary', { names: first.map((s) => seats[s]!.name).join(', '), n: bySeat.get(first[0]!)?.total ?? 0 }));
  const fold = h('button', { class: 'btn quiet end-fold', 'aria-expanded': 'true', 'data-testid': 'end-fold' }, t('end.hide'));
  const sheet = h('section', { class: 'end-screen end-sheet', 'aria-labelledby': 'end-title' },
    h('div', { class: 'end-head' }, h('div', { class: 'grow' }, h('h1', { id: 'end-title' }, t('end.title')), head), fold),
    h('div', { class: 'end-body' },
    o.note ?? null,
    ranking,
    h('h2', {}, t('end.breakdown')),
    bars,
    h('details', { open: true }, h('summary', {}, t('end.table')), table),
    howWon,
    h('div', { class: 'row sticky-foot' },
      h('button', { class: 'btn primary', onclick: o.onAgain }, t('end.again')),
      o.onReplay ? h('button', { class: 'btn', 'data-testid': 'watch-replay', onclick: () => o.onReplay?.() }, t('replay.watch')) : null,
      o.onShareReplay ? h('button', { class: 'btn', 'data-testid': 'share-replay', onclick: o.onShareReplay }, t('replay.share')) : null,
      h('button', { class: 'btn', onclick: o.onHome }, t('app.home')))));
  // Folded, only the title row stays: the whole final board can be looked at and explored.
  fold.addEventListener('click', () => {
    const folded = sheet.classList.toggle('folded');
    fold.setAttribute('aria-expanded', String(!folded));
    fold.textContent = folded ? t('end.show') : t('end.hide');
  });
  return sheet;
}
