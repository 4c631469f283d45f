// The replay viewer: the board at any point of a finished or saved game, stepped by decision, turn
// or round, scrubbed, or played at 1×, 2× or 4×, with the log beside it (a click on a line jumps
// there). Seen from one seat (only what that seat saw), as a spectator, or, once the game is over,
// with every hand revealed (the board as a spectator saw it, beside each seat's own area); a game
// still in progress only from the viewer's own seat or as a spectator (see povs.ts).
import type { Viewer } from '../../engine/types.ts';
import { t, tk } from '../../i18n/index.ts';
import type { SeatInfo } from '../../store/saves.ts';
import { announce, clear, h, liveRegion, reducedMotion } from '../dom.ts';
import type { GamePresenter, SceneHandle } from '../presenter.ts';
import { stepTo, type Timeline } from './timeline.ts';
import { seriesOfTimeline } from './score-series.ts';
import { scoreChart } from './score-chart.ts';
import { hashState } from '../../engine/hash.ts';
import { cameraOn } from '../../render/core/camera-registry.ts';
import './replay.css';
import { clearReplayProbe, setReplayProbe, type ReplayProbe } from './probe.ts';
import type { ReplayPov } from './povs.ts';

export interface ReplayScreenOptions {
  presenter: GamePresenter;
  timeline: Timeline;
  /** The game's view of a position for a viewer (GameModule.view): what that seat saw. */
  view(state: unknown, viewer: Viewer): unknown;
  seats: SeatInfo[];
  /** Each seat's final total when the game is over (end scoring the running score does not show). */
  finalScores?: readonly number[];
  /** Points of view offered: seats, 'spectator', and 'all' (see povs.ts). */
  povs: ReplayPov[];
  /** Where the viewer starts (default: the end). */
  at?: number;
  onClose(): void;
  /** Shares the game as a link (absent when it cannot be shared). */
  onShare?(): void;
  /**
   * The positions as each of move k's events was emitted (GameModule.stepsOf), one per event:
   * stepping one move on shows them in turn (an automa's whole turn is one move). Absent or empty:
   * the move is shown at once.
   */
  stepsOf?(k: number): readonly unknown[];
}


const SPEEDS = [1, 2, 4] as const;
const STEP_MS = 1100;
/** How long each step inside one move shows at 1× (a move of many steps takes longer than STEP_MS). */
const SUB_MS = 320;

const svg = (d: string) => {
  const el = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  el.setAttribute('viewBox', '0 0 24 24');
  el.setAttribute('aria-hidden', 'true');
  el.innerHTML = `<path d="${d}" fill="currentColor"/>`;
  return el;
};
const ICONS = {
  start: 'M5 5h2v14H5zM19 5v14L9 12z',
  turnBack: 'M12 5v14L3 12zM21 5v14l-9-7z',
  back: 'M16 5v14L7 12z',
  play: 'M7 5v14l12-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  next: 'M8 5v14l9-7z',
  turnNext: 'M3 5v14l9-7zM12 5v14l9-7z',
  end: 'M17 5h2v14h-2zM5 5v14l10-7z',
};

export function mountReplayScreen(root: HTMLElement, o: ReplayScreenOptions): () => void {
  const { presenter, timeline, seats } = o;
  const last = timeline.states.length - 1;
  const name = (seat: number) => seats[seat]?.name ?? `#${seat + 1}`;
  let at = Math.max(0, Math.min(last, o.at ?? last));
  let pov: ReplayPov = o.povs[0] ?? 'spectator';
  // Every hand revealed: the board is the spectator's, each seat's own area shows its hand.
  const boardPov = (): Viewer => (pov === 'all' ? 'spectator' : pov);
  let speed: (typeof SPEEDS)[number] = 1;
  let timer = 0;
  let subTimer = 0; // the next step inside the move being shown
  let scene: SceneHandle | null = null;
  let destroyed = false;

  const lines = timeline.events.map((ev) => presenter.logLines(ev, name).join(' '));
  const button = (icon: keyof typeof ICONS, label: string, run: () => void, extra: Record<string, string> = {}) =>
    h('button', { class: 'icon-btn', 'aria-label': label, title: label, onclick: run, ...extra }, svg(ICONS[icon]));

  const title = h('div', { class: 'title' });
  const boardHost = h('div', { class: 'board-host' });
  const boardWrap = h('div', { class: 'board-wrap' }, boardHost);
  const scrub = h('input', { type: 'range', min: 0, max: last, step: 1, value: at, class: 'replay-scrub', 'aria-label': t('replay.position') }) as HTMLInputElement;
  scrub.addEventListener('input', () => go(Number(scrub.value)));
  const playBtn = button('play', t('replay.play'), () => toggle(), { 'data-testid': 'replay-play' });
  const counter = h('span', { class: 'replay-count num', 'aria-hidden': 'true' });
  const speedSeg = h('div', { class: 'seg', role: 'group', 'aria-label': t('replay.speed') },
    SPEEDS.map((x) => h('button', { type: 'button', 'data-value': x, 'aria-pressed': String(x === speed), onclick: () => { speed = x; setBoardSpeed(); draw(); if (timer) { stop(); toggle(); } } }, `${x}×`)));
  const povSelect = h('select', { 'aria-label': t('replay.pointOfView'), 'data-testid': 'replay-pov' },
    o.povs.map((v) => h('option', { value: String(v) }, v === 'spectator' ? t('replay.spectator') : v === 'all' ? t('replay.allHands') : t('replay.seatView', { name: name(v) }))));
  povSelect.addEventListener('change', () => {
    const v = povSelect.value;
    pov = v === 'spectator' || v === 'all' ? v : Number(v);
    // The hands are what this point of view adds: they come into sight; other views have none.
    if (pov === 'all') tab = 'hands'; else if (tab === 'hands') tab = 'log';
    showTab();
    draw();
    if (tab === 'hands') side.scrollTop = 0; // the first seat's area from its top, not where the moves were
  });
  const controls = h('div', { class: 'replay-controls', role: 'group', 'aria-label': t('replay.controls') },
    button('start', t('replay.start'), () => go(0)),
    button('turnBack', t('replay.turnBack'), () => go(stepTo(timeline.turnStarts, at, -1, last))),
    button('back', t('replay.back'), () => go(at - 1), { 'data-testid': 'replay-back' }),
    playBtn,
    button('next', t('replay.next'), () => void forward(), { 'data-testid': 'replay-next' }),
    button('turnNext', t('replay.turnNext'), () => go(stepTo(timeline.turnStarts, at, 1, last))),
    button('end', t('replay.end'), () => go(last)));
  const rounds = h('div', { class: 'replay-rounds' },
    h('button', { class: 'btn quiet', onclick: () => go(stepTo(timeline.roundStarts, at, -1, last)) }, t('replay.roundBack')),
    h('button', { class: 'btn quiet', onclick: () => go(stepTo(timeline.roundStarts, at, 1, last)) }, t('replay.roundNext')),
    speedSeg);
  const log = h('ol', { class: 'replay-log log', 'aria-label': t('game.log') });
  lines.forEach((line, k) => {
    if (k === 0) return;
    log.append(h('li', {}, h('button', { class: 'replay-line', 'data-step': k, onclick: () => go(k) }, line || t('replay.moveOf', { name: name(timeline.seats[k]!) }))));
  });
  // How it was won: the same series as the end screen shows.
  const series = seriesOfTimeline(timeline, (v, seat) => presenter.score(v, seat), (s) => o.view(s, 'spectator'), seats.length, o.finalScores);
  const chart = scoreChart(series, seats, name, (k) => go(k), o.finalScores !== undefined);
  // The side shows the moves or the score timeline; on a phone there is room for one at a time.
  let tab: 'log' | 'score' | 'hands' = 'log';
  const TAB_LABEL = { log: 'replay.tabLog', score: 'replay.howWon', hands: 'replay.tabHands' } as const;
  const tabs = h('div', { class: 'seg replay-tabs', role: 'group', 'aria-label': t('replay.sideShows') },
    (['log', 'score', 'hands'] as const).map((v) => h('button', { type: 'button', 'data-tab': v, 'aria-pressed': String(v === tab), onclick: () => { tab = v; showTab(); draw(); } },
      t(TAB_LABEL[v]))));
  const hands = h('div', { class: 'replay-hands', 'data-testid': 'replay-hands' });
  const side = h('aside', { class: 'replay-side' }, tabs, log, chart.element, hands);
  function showTab(): void {
    for (const b of tabs.querySelectorAll<HTMLElement>('button')) {
      b.setAttribute('aria-pressed', String(b.dataset.tab === tab));
      if (b.dataset.tab === 'hands') b.hidden = pov !== 'all';
    }
    log.hidden = tab !== 'log';
    chart.element.hidden = tab !== 'score';
    hands.hidden = tab !== 'hands';
    // Back on the moves: the current line comes into sight (it may have moved while hidden).
    if (tab === 'log') log.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  }
  showTab();
  const screen = h('main', { class: 'replay', 'aria-label': t('replay.title') },
    h('header', { class: 'topbar' },
      h('button', { class: 'btn quiet', onclick: () => o.onClose() }, t('replay.close')),
      title,
      o.onShare ? h('button', { class: 'btn', 'data-testid': 'replay-share', onclick: () => o.onShare?.() }, t('replay.share')) : null),
    boardWrap,
    h('div', { class: 'replay-bar' }, h('div', { class: 'replay-scrub-row' }, scrub, counter), controls, h('div', { class: 'replay-opts' }, rounds, povSelect)),
    side);

  function go(k: number, holdBoard = false): void {
    at = Math.max(0, Math.min(last, k));
    if (at === last) stop();
    draw(holdBoard);
    announce(at === 0 ? t('replay.atStart') : lines[at] || t('replay.moveOf', { name: name(timeline.seats[at]!) }));
  }
  /**
   * One move on, its steps shown one after another when the game can tell them; returns how long
   * that takes at the current speed (playing waits that long before the next move).
   */
  function forward(): number {
    if (at >= last) { stop(); draw(); return 0; }
    const k = at + 1;
    const events = timeline.events[k] ?? [];
    const steps = scene ? o.stepsOf?.(k) ?? [] : [];
    const stepwise = steps.length > 1 && steps.length === events.length;
    clearTimeout(subTimer); // a move still being told stops where it is: this one is told now
    subTimer = 0;
    go(k, stepwise);
    if (!stepwise) return STEP_MS / speed;
    const seat = typeof pov === 'number' ? pov : -1;
    let i = 0;
    const show = () => {
      if (k !== at) return;
      if (i < steps.length) {
        scene?.update(o.view(steps[i], boardPov()), { seat, choices: [], events: [events[i]!] });
        i++;
        screen.dataset.substep = String(i);
        subTimer = window.setTimeout(show, SUB_MS / speed);
      } else {
        subTimer = 0;
        delete screen.dataset.substep;
        scene?.update(o.view(timeline.states[k], boardPov()), { seat, choices: [], events: [] });
      }
    };
    show();
    return Math.max(STEP_MS, (steps.length + 1) * SUB_MS) / speed;
  }
  function stop(): void {
    clearTimeout(timer);
    timer = 0;
  }
  function toggle(): void {
    if (timer) { stop(); draw(); return; }
    if (at === last) at = 0;
    // A chain of timeouts, not an interval: a move told step by step takes longer than one shown at once.
    const tick = () => {
      const wait = forward();
      if (timer && at < last) timer = window.setTimeout(tick, wait);
    };
    timer = window.setTimeout(tick, STEP_MS / speed);
    draw();
  }
  /** The board's animations run at the replay's speed (what the probe reports is what the camera was told). */
  let boardSpeed = 0;
  function setBoardSpeed(): void {
    const camera = cameraOn(boardHost.querySelector('canvas'));
    camera?.setSpeed(speed);
    boardSpeed = camera ? speed : 0;
  }
  /** `holdBoard`: all but the board, whose steps forward() shows itself. */
  function draw(holdBoard = false): void {
    if (!holdBoard) { clearTimeout(subTimer); subTimer = 0; delete screen.dataset.substep; }
    const state = timeline.states[at];
    const view = o.view(state, boardPov());
    title.textContent = `${presenter.title()} · ${presenter.status(view, [])}`;
    counter.textContent = t('replay.counter', { at, total: last });
    screen.dataset.at = String(at);
    scrub.value = String(at);
    playBtn.replaceChildren(svg(timer ? ICONS.pause : ICONS.play));
    playBtn.setAttribute('aria-label', timer ? t('replay.pause') : t('replay.play'));
    for (const b of speedSeg.querySelectorAll('button')) b.setAttribute('aria-pressed', String(Number(b.dataset.value) === speed));
    for (const b of log.querySelectorAll<HTMLElement>('.replay-line')) {
      const current = Number(b.dataset.step) === at;
      b.classList.toggle('current', current);
      if (current) b.setAttribute('aria-current', 'step'); else b.removeAttribute('aria-current');
    }
    if (!log.hidden) log.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
    chart.setAt(at);
    if (!hands.hidden) drawHands(state);
    if (!holdBoard) scene?.update(view, { seat: typeof pov === 'number' ? pov : -1, choices: [], events: timeline.events[at] });
  }
  /** Each seat's own area as that seat saw it: together, every hand at this position. */
  function drawHands(state: unknown): void {
    hands.replaceChildren(...seats.map((_, seat) => presenter.ownArea(o.view(state, seat), seat, name(seat), [], () => {})));
  }

  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight') { if (e.shiftKey) go(stepTo(timeline.turnStarts, at, 1, last)); else forward(); }
    else if (e.key === 'ArrowLeft') go(e.shiftKey ? stepTo(timeline.turnStarts, at, -1, last) : at - 1);
    else if (e.key === ' ') toggle();
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  const myProbe = (): ReplayProbe => ({
    at, last, hash: () => hashState(timeline.states[at]), viewHash: () => hashState(pov === 'all' ? seats.map((_, seat) => o.view(timeline.states[at], seat)) : o.view(timeline.states[at], pov)),
    find: (x) => timeline.states.findIndex((s) => hashState(s) === x),
    boardSpeed, stepsOf: (k) => o.stepsOf?.(k).length ?? 0,
  });
  setReplayProbe(myProbe);
  const observer = new ResizeObserver(() => scene?.setSize(boardWrap.clientWidth, boardWrap.clientHeight));
  observer.observe(boardWrap);

  clear(root);
  root.append(screen);
  liveRegion();
  draw();
  presenter.createScene?.(boardHost, { label: (k) => tk(k), reducedMotion: reducedMotion(), seatColors: seats.map((s, i) => s.color ?? i) })
    .then((s) => {
      if (destroyed) return s.destroy();
      scene = s;
      s.setSize(boardWrap.clientWidth, boardWrap.clientHeight);
      setBoardSpeed();
      draw();
    }).catch(() => { boardHost.textContent = t('replay.noBoard'); });
  return () => {
    destroyed = true;
    clearReplayProbe(myProbe);
    stop();
    clearTimeout(subTimer);
    document.removeEventListener('keydown', onKey);
    observer.disconnect();
    scene?.destroy();
  };
}
