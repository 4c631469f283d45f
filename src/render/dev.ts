// Dev-only page (render-dev.html): mounts the Zapotec scene with a sample game made by playing
// seeded random legal moves, so the board can be looked at and screenshotted. Tapping a ring plays
// the first choice on it. URL: ?players=2|3|4|1&seed=s&round=3&theme=dark&reduced=1&icons=1
// window.__dev exposes { ready, scene, step(n), measureFps(ms) } for scripts/shots-render.mjs.
import { Application, Container, Graphics, Text } from 'pixi.js';
import { makeRng } from '../engine/rng.ts';
import { zapotecGame, type ZapotecChoice, type ZapotecState } from '../games/zapotec/index.ts';
import { ICON_NAMES, drawIcon } from './icons/index.ts';
import { C, PLAYERS } from './tokens.ts';
import { createZapotecScene, type ZapotecScene } from './zapotec/index.ts';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 3) as 1 | 2 | 3 | 4;
const seed = q.get('seed') ?? 'dev';
const round = Number(q.get('round') ?? 3);
const theme = q.get('theme') === 'dark' ? 'dark' : 'light';
const host = document.getElementById('host')!;
if (theme === 'dark') document.body.classList.add('dark');

const EN: Record<string, string> = {
  'z.prop.etla': 'Etla', 'z.prop.ocotlan': 'Ocotlán', 'z.prop.mitla': 'Mitla',
  'z.prop.plains': 'Plains', 'z.prop.hills': 'Hills', 'z.prop.forest': 'Forest',
  'z.zone.rituals': 'Rituals', 'z.zone.bonus': 'Bonus', 'z.zone.offer': 'Offer', 'z.zone.deck': 'Deck',
};
const label = (k: string): string => EN[k] ?? k;

const rng = makeRng(`dev-moves:${seed}`);
let state: ZapotecState = zapotecGame.setup({ players: [1, 2, 3, 4].includes(players) ? players : 2 }, seed);

function randomMove(): boolean {
  const pending = zapotecGame.pending(state);
  if (pending.length === 0) return false;
  const who = pending[rng.int(pending.length)]!;
  const list = zapotecGame.choices(state, who.seat);
  // Prefer doing something over ending a step, so sample states are lively.
  const busy = list.filter((c) => c.kind !== 'endCapital' && c.kind !== 'endConstruction');
  const pool = busy.length > 0 && rng.float() < 0.8 ? busy : list;
  const c = pool[rng.int(pool.length)]!;
  const res = zapotecGame.apply(state, who.seat, c);
  if (!res.ok) return false;
  state = res.state;
  return true;
}

/** Plays until `round`, then to a construction or capital step of a human seat (lots of targets). */
function playToSample(): number {
  let guard = 0;
  while (state.round < round && guard++ < 5000) if (!randomMove()) break;
  while (guard++ < 5000) {
    const p = zapotecGame.pending(state)[0];
    if (!p) break;
    const lively = zapotecGame.choices(state, p.seat).filter((c) => c.kind !== 'endCapital' && c.kind !== 'endConstruction').length;
    if ((p.kind === 'construction' || p.kind === 'capital') && p.seat < state.playerCount && lively >= 3 && rng.float() < 0.5) return p.seat;
    if (!randomMove()) break;
  }
  return zapotecGame.pending(state)[0]?.seat ?? 0;
}

let viewer = playToSample();
let scene: ZapotecScene;

function show(): void {
  const choices: ZapotecChoice[] = zapotecGame.choices(state, viewer);
  scene.update(zapotecGame.view(state, viewer), { seat: viewer, choices });
}

async function iconSheet(): Promise<void> {
  const app = new Application();
  await app.init({ preference: ['webgl', 'canvas'], width: innerWidth, height: innerHeight, background: C.bone, antialias: true, resolution: devicePixelRatio, autoDensity: true });
  host.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const g = new Graphics();
  root.addChild(g);
  ICON_NAMES.forEach((name, i) => {
    const x = 20 + (i % 6) * 170, y = 20 + Math.floor(i / 6) * 120;
    drawIcon(g.context, name, x + 12, y + 12, 24);
    drawIcon(g.context, name, x + 56, y + 24, 48);
    drawIcon(g.context, name, x + 120, y + 36, 72, { chip: ['wood', 'brick', 'stone', 'corn', 'gold', 'priest'].includes(name) });
    const t = new Text({ text: name, style: { fontSize: 12, fill: C['cacao-ink'], fontFamily: 'sans-serif' } });
    t.position.set(x, y + 78);
    root.addChild(t);
  });
  PLAYERS.forEach((_, i) => g.circle(40 + i * 40, innerHeight - 40, 14).fill(PLAYERS[i]!.color).stroke({ width: 2, color: C.obsidian }));
  (window as unknown as { __dev: unknown }).__dev = { ready: true };
}

async function main(): Promise<void> {
  if (q.get('icons')) return iconSheet();
  scene = await createZapotecScene(host, { label, theme, reducedMotion: q.get('reduced') === '1', autoFocus: q.get('focus') !== '0' });
  show();
  scene.onTarget((ids) => {
    const c = zapotecGame.choices(state, viewer).find((x) => x.id === ids[0]);
    if (!c) return;
    const res = zapotecGame.apply(state, viewer, c);
    if (res.ok) state = res.state;
    viewer = zapotecGame.pending(state)[0]?.seat ?? viewer;
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
  /**
   * Plays random moves for `ms` (after a warm-up) and reports the frame rate while pieces
   * animate. Each update has one slow frame before motion starts (new textures and re-cached
   * layers; animation clocks start after it): it is reported apart as the update hitch.
   */
  async function measureFps(ms = 5000): Promise<Record<string, number>> {
    await step(4);
    const motion: number[] = [], hitches: number[] = [];
    let gaps: number[] = [], last = 0, run = true, moves = 0, on = false;
    const tick = (t: number): void => {
      if (on && last) gaps.push(t - last);
      last = on ? t : 0;
      if (run) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const end = performance.now() + ms;
    while (performance.now() < end) {
      if (!randomMove()) { state = zapotecGame.setup({ players }, `${seed}:${moves}`); continue; }
      moves++;
      gaps = [];
      on = true;
      show();
      await scene.settled();
      on = false;
      if (gaps.length === 0) continue;
      const worst = gaps.indexOf(Math.max(...gaps));
      hitches.push(gaps[worst]!);
      motion.push(...gaps.filter((_, i) => i !== worst));
    }
    run = false;
    const sum = motion.reduce((a, b) => a + b, 0);
    const pct = (xs: number[], p: number): number => Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0);
    return {
      fps: sum > 0 ? Math.round((motion.length / sum) * 10000) / 10 : 0,
      motionFrames: motion.length, medianFrameMs: pct(motion, 0.5), p95FrameMs: pct(motion, 0.95),
      updates: moves, hitchMedianMs: pct(hitches, 0.5), hitchP95Ms: pct(hitches, 0.95),
    };
  }

  /** Plays random moves until the acting seat can make a move of `kind`, then makes it. */
  function playKind(kind: string, guard = 400): boolean {
    for (let i = 0; i < guard; i++) {
      const p = zapotecGame.pending(state)[0];
      if (!p) return false;
      const c = zapotecGame.choices(state, p.seat).find((x) => x.kind === kind);
      if (c) {
        viewer = p.seat;
        show();
        const res = zapotecGame.apply(state, p.seat, c);
        if (!res.ok) return false;
        state = res.state;
        show();
        return true;
      }
      if (!randomMove()) return false;
    }
    return false;
  }
  (window as unknown as { __dev: unknown }).__dev = { ready: true, scene, step, measureFps, playKind, targets: () => scene.targets() };
}

void main();
