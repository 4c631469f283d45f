// The score timeline of a replay: each seat's score over the game as a small SVG line chart in the
// seats' colours with their glyphs at each round's end, the current position as a line, the biggest
// swings as numbered rings; a click on the chart jumps there. Its twin for screen readers (and
// anyone who prefers numbers) is a table of the scores after each round and a list of the swings.
import { t } from '../../i18n/index.ts';
import { PLAYERS } from '../../render/tokens.ts';
import type { SeatInfo } from '../../store/saves.ts';
import { h } from '../dom.ts';
import { badge } from '../seat-badge.ts';
import type { ScoreSeries } from './score-series.ts';
import './score-chart.css';

const NS = 'http://www.w3.org/2000/svg';
const W = 360, H = 136, PAD_L = 30, PAD_R = 12, PAD_T = 14, PAD_B = 20;

function el(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** The seat's glyph as a marker (the shape, not only the colour, tells the lines apart). */
function marker(glyph: string, x: number, y: number, colour: string): SVGElement {
  const r = 4.5;
  const common = { fill: colour, stroke: 'var(--c-obsidian)', 'stroke-width': 1.2 };
  const poly = (pts: [number, number][]) => el('polygon', { points: pts.map(([a, b]) => `${(x + a * r).toFixed(1)},${(y + b * r).toFixed(1)}`).join(' '), ...common });
  if (glyph === 'square') return el('rect', { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, ...common });
  if (glyph === 'triangle') return poly([[0, -1.1], [1, 0.8], [-1, 0.8]]);
  if (glyph === 'diamond') return poly([[0, -1.15], [1.15, 0], [0, 1.15], [-1.15, 0]]);
  if (glyph === 'hexagon') return poly([[0, -1], [0.87, -0.5], [0.87, 0.5], [0, 1], [-0.87, 0.5], [-0.87, -0.5]]);
  return el('circle', { cx: x, cy: y, r, ...common });
}

export interface ScoreChart {
  readonly element: HTMLElement;
  /** Moves the position line to position k. */
  setAt(k: number): void;
}

/** `over`: the last position holds the final totals (its swing is the end-of-game scoring). */
export function scoreChart(series: ScoreSeries, seats: SeatInfo[], name: (seat: number) => string, onJump: (k: number) => void, over = false): ScoreChart {
  const last = Math.max(1, series.scores[0]?.length ? series.scores[0].length - 1 : 1);
  const all = series.scores.flat();
  const lo = Math.min(0, ...all), hi = Math.max(1, ...all);
  const x = (k: number) => PAD_L + (k / last) * (W - PAD_L - PAD_R);
  const y = (v: number) => PAD_T + (1 - (v - lo) / (hi - lo)) * (H - PAD_T - PAD_B);
  const colour = (seat: number) => (seats[seat]?.kind === 'automa' ? 'var(--c-stone)' : `var(--seat-${seats[seat]?.color ?? seat})`);
  const glyph = (seat: number) => (seats[seat]?.kind === 'automa' ? 'circle' : PLAYERS[(seats[seat]?.color ?? seat) % PLAYERS.length]!.glyph);
  const roundLabel = (i: number) => (i === 0 ? t('replay.chartStart') : t('replay.chartRound', { round: series.markRounds[i]! }));

  const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, class: 'score-chart', 'aria-hidden': 'true' });
  // Axis: zero and the top score, and a faint line at each round's end.
  for (const v of [...new Set([lo, 0, hi])]) {
    svg.append(el('line', { x1: PAD_L, x2: W - PAD_R, y1: y(v), y2: y(v), class: v === 0 ? 'axis' : 'grid' }));
    const label = el('text', { x: PAD_L - 4, y: y(v) + 4, 'text-anchor': 'end', class: 'tick' });
    label.textContent = String(v);
    svg.append(label);
  }
  // Short rounds put their ends close together: a round number too near the last one drawn is left
  // out (the table twin still names every round), so the numbers never run into each other.
  let lastLabel = -Infinity;
  let lastText: SVGElement | null = null;
  series.marks.forEach((k, i) => {
    if (i > 0 && i < series.marks.length - 1) svg.append(el('line', { x1: x(k), x2: x(k), y1: PAD_T, y2: H - PAD_B, class: 'grid' }));
    if (i === 0 || series.markRounds[i] === series.markRounds[i - 1]) return;
    const roomy = x(k) - lastLabel >= 8 * String(series.markRounds[i]).length + 4;
    if (!roomy && i < series.marks.length - 1) return;
    if (!roomy) lastText?.remove(); // the final round's number wins over the one just before it
    lastLabel = x(k);
    const label = el('text', { x: x(k), y: H - 6, 'text-anchor': 'middle', class: 'tick' });
    label.textContent = String(series.markRounds[i]);
    svg.append(label);
    lastText = label;
  });
  const now = el('line', { y1: PAD_T, y2: H - PAD_B, class: 'now' });
  svg.append(now);
  series.scores.forEach((line, seat) => {
    // A step line: a score changes at a move, and holds between moves.
    let d = `M${x(0).toFixed(1)},${y(line[0]!).toFixed(1)}`;
    for (let k = 1; k < line.length; k++) d += `H${x(k).toFixed(1)}V${y(line[k]!).toFixed(1)}`;
    svg.append(el('path', { d, fill: 'none', stroke: colour(seat), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }));
  });
  series.scores.forEach((line, seat) => {
    for (const k of series.marks.slice(1)) svg.append(marker(glyph(seat), x(k), y(line[k]!), colour(seat)));
  });
  series.swings.forEach((s, i) => {
    const cx = x(s.at), cy = y(series.scores[s.seat]![s.at]!);
    svg.append(el('circle', { cx, cy, r: 8, class: 'swing-ring' }));
    const n = el('text', { x: cx + (cx > W - PAD_R - 12 ? -12 : 0), y: Math.max(12, cy - 11), 'text-anchor': 'middle', class: 'swing-num' });
    n.textContent = String(i + 1);
    svg.append(n);
  });
  // A click (or tap) on the chart jumps to the position under it.
  svg.addEventListener('click', (e) => {
    const box = svg.getBoundingClientRect();
    const px = ((e.clientX - box.left) / box.width) * W;
    onJump(Math.max(0, Math.min(last, Math.round(((px - PAD_L) / (W - PAD_L - PAD_R)) * last))));
  });

  const legend = h('div', { class: 'score-legend', 'aria-hidden': 'true' }, seats.map((s) => badge(s)));
  const swings = h('ol', { class: 'swings', 'aria-label': t('replay.swings') },
    series.swings.map((s) => h('li', {}, h('button', { class: 'btn quiet swing', 'data-step': s.at, onclick: () => onJump(s.at) },
      // The last move's swing holds the end-of-game scoring: named so, not as a move of the last round.
      t(over && s.at === last ? 'replay.swingFinal' : 'replay.swing', { name: name(s.seat), delta: s.delta > 0 ? `+${s.delta}` : String(s.delta), round: s.round })))));
  const table = h('table', { class: 'sr-only score-table' },
    h('caption', {}, t('replay.chartTable')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('replay.chartPlayer')), series.marks.map((_, i) => h('th', { scope: 'col' }, roundLabel(i))))),
    h('tbody', {}, series.scores.map((line, seat) => h('tr', {}, h('th', { scope: 'row' }, name(seat)), series.marks.map((k) => h('td', {}, String(line[k]!)))))));
  const element = h('section', { class: 'score-timeline', 'aria-label': t('replay.howWon') },
    h('h2', { class: 'sr-only' }, t('replay.chartTitle')), // the tab already names it on screen
    h('div', { class: 'score-plot' }, svg), legend, table,
    series.swings.length ? h('h3', { class: 'score-title' }, t('replay.swings')) : null, swings);
  return {
    element,
    setAt(k) {
      now.setAttribute('x1', String(x(k)));
      now.setAttribute('x2', String(x(k)));
    },
  };
}
