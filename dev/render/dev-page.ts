// Dev-only: what the scene dev pages (render-dev.html?game=…) share. Each game's dev.ts makes a
// sample game by playing seeded random legal moves and mounts its scene; this file reads the
// common URL options (?seed=s&theme=dark&reduced=1&focus=0&speed=0.2), draws the icon sheet
// (?icons=1), drives the sample game (a tap on a ring plays the first choice on it) and exposes
// window.__dev { ready, scene, step(n), measureFps(ms), targets(), state(), viewer(), updateMs,
// kinds(), …the game's extras } for scripts/shots-render.mjs.
import { Application, Container, Graphics, Text, type GraphicsContext } from 'pixi.js';
import { makeRng } from '../../src/engine/rng.ts';
import type { Choice, GameModule } from '../../src/engine/types.ts';
import { C, PLAYERS } from '../../src/render/tokens.ts';
import type { SceneOptions } from '../../src/render/core/scene-types.ts';

export const devQuery = new URLSearchParams(location.search);
export const devSeed = devQuery.get('seed') ?? 'dev';
export const devHost = document.getElementById('host')!;
const theme = devQuery.get('theme') === 'dark' ? 'dark' : 'light';
if (theme === 'dark') document.body.classList.add('dark');

/** The scene options every dev page takes from the URL. */
export function devSceneOptions(label: (key: string) => string): SceneOptions {
  const speed = devQuery.get('speed');
  return { label, theme, reducedMotion: devQuery.get('reduced') === '1', autoFocus: devQuery.get('focus') !== '0', ...(speed ? { speed: Number(speed) } : {}) };
}

type Rng = ReturnType<typeof makeRng>;

const expose = (dev: Record<string, unknown>): void => { (window as unknown as { __dev: unknown }).__dev = dev; };

/** Every icon at 24, 48 and 72 px with its name, and `footer` drawn along the bottom. */
export async function iconSheet<N extends string>(names: readonly N[], draw: (g: GraphicsContext, name: N, x: number, y: number, size: number) => void, footer: (g: Graphics) => void): Promise<void> {
  const app = new Application();
  await app.init({ preference: ['webgl', 'canvas'], width: innerWidth, height: innerHeight, background: C.bone, antialias: true, resolution: devicePixelRatio, autoDensity: true });
  devHost.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const g = new Graphics();
  root.addChild(g);
  names.forEach((name, i) => {
    const x = 20 + (i % 6) * 170, y = 20 + Math.floor(i / 6) * 120;
    draw(g.context, name, x + 12, y + 12, 24);
    draw(g.context, name, x + 56, y + 24, 48);
    draw(g.context, name, x + 120, y + 36, 72);
    const t = new Text({ text: name, style: { fontSize: 12, fill: C['cacao-ink'], fontFamily: 'sans-serif' } });
    t.position.set(x, y + 78);
    root.addChild(t);
  });
  footer(g);
  expose({ ready: true });
}

/** A footer for the icon sheet: one swatch per player colour. */
export function playerSwatches(g: Graphics): void {
  PLAYERS.forEach((_, i) => g.circle(40 + i * 40, innerHeight - 40, 14).fill(PLAYERS[i]!.color).stroke({ width: 2, color: C.obsidian }));
}

/** What the dev page needs of a scene. */
export interface DevScene<V, C> {
  update(view: V, o: { seat: number; choices: C[] }): void;
  onTarget(cb: (choiceIds: string[]) => void): unknown;
  setSize(w: number, h: number): void;
  targets(): unknown[];
  settled(): Promise<void>;
}

/** How random moves are drawn. */
export interface DevMoves<Ch> {
  firstPending?: boolean; // the first seat that owes a decision moves (default: any of them)
  prefer?(list: Ch[], rng: Rng): Ch[]; // narrows the list (sample states stay lively)
}

/** A sample game played by seeded random legal moves, shown on a scene from one seat. */
export class DevGame<S, O, Ch extends Choice, V> {
  readonly rng: Rng = makeRng(`dev-moves:${devSeed}`);
  state: S;
  viewer = 0;
  scene!: DevScene<V, Ch>;
  /** Duration of every scene.update call (ms). */
  readonly updateMs: number[] = [];

  constructor(readonly game: GameModule<S, O, Ch, V>, readonly options: O, private readonly moves: DevMoves<Ch> = {}) {
    this.state = game.setup(options, devSeed);
  }

  /** One random legal move of a seat that owes a decision. */
  randomMove(): boolean {
    const pending = this.game.pending(this.state);
    if (pending.length === 0) return false;
    const p = this.moves.firstPending ? pending[0]! : pending[this.rng.int(pending.length)]!;
    const list = this.game.choices(this.state, p.seat);
    if (list.length === 0) return false;
    const pool = this.moves.prefer?.(list, this.rng) ?? list;
    const res = this.game.apply(this.state, p.seat, pool[this.rng.int(pool.length)]!);
    if (!res.ok) return false;
    this.state = res.state;
    return true;
  }

  show(): void {
    const choices = this.game.choices(this.state, this.viewer);
    const view = this.game.view(this.state, this.viewer);
    const t0 = performance.now();
    this.scene.update(view, { seat: this.viewer, choices });
    this.updateMs.push(performance.now() - t0);
  }

  /** Mounts the scene: shows the sample, plays a tapped ring's first choice, follows window resizes. */
  mount(scene: DevScene<V, Ch>, nextViewer: () => number): void {
    this.scene = scene;
    this.show();
    scene.onTarget((ids) => {
      const c = this.game.choices(this.state, this.viewer).find((x) => x.id === ids[0]);
      if (!c) return;
      const res = this.game.apply(this.state, this.viewer, c);
      if (res.ok) this.state = res.state;
      this.viewer = nextViewer();
      this.show();
    });
    addEventListener('resize', () => scene.setSize(innerWidth, innerHeight));
  }

  /** Plays `n` random moves, showing each (animations run between them). */
  async step(n = 1): Promise<void> {
    for (let i = 0; i < n; i++) {
      if (!this.randomMove()) break;
      this.show();
      await this.scene.settled();
    }
  }

  /**
   * Plays random moves for `ms` (after a warm-up) and reports the frame rate while pieces animate
   * and the time of each `update` call. Each update has one slow frame before motion starts (new
   * textures and re-cached layers; animation clocks start after it): it is reported apart as the
   * update hitch.
   */
  async measureFps(ms = 5000): Promise<Record<string, number>> {
    await this.step(4);
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
      if (!this.randomMove()) { this.state = this.game.setup(this.options, `${devSeed}:${moves}`); continue; }
      moves++;
      gaps = [];
      on = true;
      this.show();
      updates.push(this.updateMs[this.updateMs.length - 1]!);
      await this.scene.settled();
      on = false;
      if (gaps.length === 0) continue;
      const worst = gaps.indexOf(Math.max(...gaps));
      hitches.push(gaps[worst]!);
      motion.push(...gaps.filter((_, i) => i !== worst));
    }
    run = false;
    const sum = motion.reduce((a, b) => a + b, 0);
    const pct = (xs: number[], p: number): number => Math.round(([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0) * 10) / 10;
    const slow = motion.filter((g) => g > 25);
    return {
      fps: sum > 0 ? Math.round((motion.length / sum) * 10000) / 10 : 0,
      motionFrames: motion.length, medianFrameMs: pct(motion, 0.5), p95FrameMs: pct(motion, 0.95),
      updates: moves, updateMedianMs: pct(updates, 0.5), updateP95Ms: pct(updates, 0.95),
      hitchMedianMs: pct(hitches, 0.5), hitchP95Ms: pct(hitches, 0.95),
      slowFrames: slow.length, slowFrameMs: Math.round(slow.reduce((a, b) => a + b, 0)),
    };
  }

  /** Sets window.__dev: the common handles plus the game's own. */
  expose(extra: Record<string, unknown> = {}): void {
    expose({
      ready: true, scene: this.scene, step: (n?: number) => this.step(n), measureFps: (ms?: number) => this.measureFps(ms), targets: () => this.scene.targets(),
      state: () => this.state, viewer: () => this.viewer, updateMs: this.updateMs,
      kinds: () => this.game.choices(this.state, this.viewer).map((c) => c.kind), ...extra,
    });
  }
}
