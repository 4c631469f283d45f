// Dev-only page (render-dev-chocolatl.html): mounts the Chocolatl scene with a sample game made by
// playing seeded random legal moves, so the board can be looked at and screenshotted. Tapping a
// ring plays the first choice on it. URL: ?players=3|4|5&seed=s&round=3&theme=dark&reduced=1&focus=0&speed=0.2&icons=1
// window.__dev exposes { ready, scene, step(n), measureFps(ms), targets() } for scripts/shots-render-chocolatl.mjs.
import { Application, Container, Graphics, Text } from 'pixi.js';
import { makeRng } from '../../engine/rng.ts';
import { chocolatlGame, type ChocolatlChoice, type ChocolatlState } from '../../games/chocolatl/index.ts';
import { C, PLAYERS } from '../tokens.ts';
import { CHOC_ICONS, drawChocIcon } from './icons.ts';
import { createChocolatlScene, type ChocolatlScene } from './index.ts';

const q = new URLSearchParams(location.search);
const players = Math.min(5, Math.max(2, Number(q.get('players') ?? 3)));
const seed = q.get('seed') ?? 'dev';
const round = Number(q.get('round') ?? 3);
const theme = q.get('theme') === 'dark' ? 'dark' : 'light';
const host = document.getElementById('host')!;
if (theme === 'dark') document.body.classList.add('dark');

const EN: Record<string, string> = {
  'c.loc.1': 'Chocolatl', 'c.loc.2': 'Cacao Harvest', 'c.loc.3': 'Tenochtitlan', 'c.loc.4': 'Pyramid of Cholula',
  'c.loc.5': 'Cacao Drink', 'c.loc.6': 'Tachli',
  'c.zone.round': 'Round', 'c.zone.next': 'Next round', 'c.zone.altar': 'Temple altar', 'c.zone.modes': 'Offering modes',
  'c.mode.gold': 'One at a time', 'c.mode.red': 'All at once', 'c.mode.green': 'Split',
  'c.lastRound': 'Last round',
};
const label = (k: string): string => EN[k] ?? k;

const rng = makeRng(`dev-moves:${seed}`);
let state: ChocolatlState = chocolatlGame.setup({ players }, seed);

function randomMove(): boolean {
  const pending = chocolatlGame.pending(state);
  if (pending.length === 0) return false;
  const who = pending[rng.int(pending.length)]!;
  const list = chocolatlGame.choices(state, who.seat);
  if (list.length === 0) return false;
  const c = list[rng.int(list.length)]!;
  const res = chocolatlGame.apply(state, who.seat, c);
  if (!res.ok) return false;
  state = res.state;
  return true;
}

/** Plays until `round`, then into its location loop: some locations revealed and ranked, a decision owed. */
function playToSample(): number {
  let guard = 0;
  while (state.round < round && guard++ < 5000) if (!randomMove()) break;
  while (guard++ < 5000) {
    const p = chocolatlGame.pending(state);
    if (p.length === 0) break;
    const lively = state.revealedTo >= 2 && state.phase !== 'commitAll';
    if (lively && rng.float() < 0.6) return p[0]!.seat;
    if (!randomMove()) break;
  }
  return chocolatlGame.pending(state)[0]?.seat ?? 0;
}

let viewer = playToSample();
let scene: ChocolatlScene;

function show(): void {
  const choices: ChocolatlChoice[] = chocolatlGame.choices(state, viewer);
  scene.update(chocolatlGame.view(state, viewer), { seat: viewer, choices });
}

async function iconSheet(): Promise<void> {
  const app = new Application();
  await app.init({ preference: ['webgl', 'canvas'], width: innerWidth, height: innerHeight, background: C.bone, antialias: true, resolution: devicePixelRatio, autoDensity: true });
  host.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const g = new Graphics();
  root.addChild(g);
  CHOC_ICONS.forEach((name, i) => {
    const x = 20 + (i % 6) * 170, y = 20 + Math.floor(i / 6) * 120;
    drawChocIcon(g.context, name, x + 12, y + 12, 24);
    drawChocIcon(g.context, name, x + 56, y + 24, 48);
    drawChocIcon(g.context, name, x + 120, y + 36, 72);
    const t = new Text({ text: name, style: { fontSize: 12, fill: C['cacao-ink'], fontFamily: 'sans-serif' } });
    t.position.set(x, y + 78);
    root.addChild(t);
  });
  PLAYERS.forEach((_, i) => g.circle(40 + i * 40, innerHeight - 40, 14).fill(PLAYERS[i]!.color).stroke({ width: 2, color: C.obsidian }));
  (window as unknown as { __dev: unknown }).__dev = { ready: true };
}

async function main(): Promise<void> {
  if (q.get('icons')) return iconSheet();
  scene = await createChocolatlScene(host, { label, theme, reducedMotion: q.get('reduced') === '1', autoFocus: q.get('focus') !== '0', speed: Number(q.get('speed') ?? 1) });
  show();
  scene.onTarget((ids) => {
    const c = chocolatlGame.choices(state, viewer).find((x) => x.id === ids[0]);
    if (!c) return;
    const res = chocolatlGame.apply(state, viewer, c);
    if (res.ok) state = res.state;
    viewer = chocolatlGame.pending(state).find((p) => p.seat === viewer)?.seat ?? chocolatlGame.pending(state)[0]?.seat ?? viewer;
    show();
  });
  addEventListener('resize', () => scene.setSize(innerWidth, innerHeight));

  /** Plays `n` random moves, showing each (animations run between them). */
  async function step(n = 1): Promise<void> {
    for (let i = 0; i < n; i++) {
      if (!randomMove()) break;
      show();
      await scene.settled();
    }
  }
  const pct = (xs: number[], p: number): number => Math.round(([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0) * 10) / 10;
  /**
   * Plays random moves for `ms` and reports the frame rate while pieces animate, and the time of
   * each `update` call. Each update has one slow frame before motion starts (new textures and
   * re-cached layers; animation clocks start after it): it is reported apart as the update hitch.
   */
  async function measureFps(ms = 5000): Promise<Record<string, number>> {
    await step(4);
    const motion: number[] = [], hitches: number[] = [], updates: number[] = [];
    let gaps: number[] = [], last = 0, run = true, moves = 0, on = false;
    const tick = (t: number): void => {
      if (on && last) gaps.push(t - last);
      last = on ? t : 0;
      if (run) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const end = performance.now() + ms;
    while (performance.now() < end) {
      if (!randomMove()) { state = chocolatlGame.setup({ players }, `${seed}:${moves}`); continue; }
      moves++;
      gaps = [];
      on = true;
      show();
      updates.push(scene.lastUpdateMs);
      await scene.settled();
      on = false;
      if (gaps.length === 0) continue;
      const worst = gaps.indexOf(Math.max(...gaps));
      hitches.push(gaps[worst]!);
      motion.push(...gaps.filter((_, i) => i !== worst));
    }
    run = false;
    const sum = motion.reduce((a, b) => a + b, 0);
    return {
      fps: sum > 0 ? Math.round((motion.length / sum) * 10000) / 10 : 0,
      motionFrames: motion.length, medianFrameMs: pct(motion, 0.5), p95FrameMs: pct(motion, 0.95),
      updates: moves, updateMedianMs: pct(updates, 0.5), updateP95Ms: pct(updates, 0.95),
      hitchMedianMs: pct(hitches, 0.5), hitchP95Ms: pct(hitches, 0.95),
      slowFrames: motion.filter((g) => g > 25).length, slowFrameMs: Math.round(motion.filter((g) => g > 25).reduce((a, b) => a + b, 0)),
    };
  }
  (window as unknown as { __dev: unknown }).__dev = {
    ready: true, scene, step, measureFps,
    /** One random move shown at once (no waiting), for frame-by-frame captures; `kind` plays until a move of that kind. */
    stepNow: (kind?: string): string => {
      for (let i = 0; i < 400; i++) {
        const p = chocolatlGame.pending(state)[0];
        if (!p) return 'over';
        const list = chocolatlGame.choices(state, p.seat);
        if (kind === 'reveal' || kind === 'score') {
          // Plays silently until the next move reveals cards (or moves a marker), then shows that move.
          const c = list[rng.int(list.length)]!;
          const res = chocolatlGame.apply(state, p.seat, c);
          if (!res.ok) return res.error.reason;
          const hit = kind === 'reveal' ? res.state.revealedTo > state.revealedTo || (res.state.firstUp && !state.firstUp) : res.state.scores.some((x, i) => x !== state.scores[i]);
          state = res.state;
          if (hit) { show(); return c.id; }
          continue;
        }
        const c = kind ? list.find((x) => x.kind === kind) : list[rng.int(list.length)];
        if (!c) { randomMove(); continue; }
        const res = chocolatlGame.apply(state, p.seat, c);
        if (!res.ok) return res.error.reason;
        state = res.state;
        show();
        return c.id;
      }
      return 'none';
    }, targets: () => scene.targets(), state: () => state, viewer: () => viewer,
  };
}

void main();
