// Dev-only page (render-dev-copan.html): mounts the Copan scene with a sample game made by
// playing seeded random legal moves, so the board can be looked at and screenshotted. Tapping a
// ring plays the first choice on it. URL: ?players=2|3|4|1 (1 = solo against the Automa)
// &moves=N (random moves before showing; 0 = the set-up) &kind=K (then on to a decision of that kind) &seed=s &theme=dark &reduced=1 &focus=0
// &speed=0.2 &lang=fr|pt &icons=1. window.__dev exposes { ready, scene, step(n), targets(),
// playKind(kind), state(), viewer(), updateMs, panels(), showPanel(id) } for scripts/shots-render-copan.mjs.
import { Application, Container, Graphics, Text } from 'pixi.js';
import { makeRng } from '../../engine/rng.ts';
import { CATALOGS, type Lang } from '../../i18n/index.ts';
import { copanGame, type CopanChoice, type CopanOptions, type CopanState } from '../../games/copan/index.ts';
import { C } from '../tokens.ts';
import { CP_ICONS, drawCpIcon, drawFate } from './icons.ts';
import { createCopanScene, type CopanScene } from './index.ts';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 3);
const seed = q.get('seed') ?? 'dev';
const moves = Number(q.get('moves') ?? 60);
const theme = q.get('theme') === 'dark' ? 'dark' : 'light';
const lang = (['en', 'fr', 'pt'].includes(q.get('lang') ?? '') ? q.get('lang') : 'en') as Lang;
const host = document.getElementById('host')!;
if (theme === 'dark') document.body.classList.add('dark');
const catalog = CATALOGS[lang] as Record<string, string>;
const label = (k: string): string => catalog[k] ?? k;

const opts: CopanOptions = players === 1
  ? { players: 2, event: 'ev21', solo: { mode: 'advanced', levels: ['easy', 'hard', 'easy', 'hard'] } }
  : { players: Math.min(4, Math.max(2, players)) as 2 | 3 | 4, event: 'ev11' };
const rng = makeRng(`dev-moves:${seed}`);
let state: CopanState = copanGame.setup(opts, seed);

function randomMove(): boolean {
  const p = copanGame.pending(state)[0];
  if (!p) return false;
  const list = copanGame.choices(state, p.seat);
  if (list.length === 0) return false;
  // Prefer acting over skipping, so sample states are lively.
  const busy = list.filter((c) => !/skip|end_turn|discard/.test(c.kind));
  const pool = busy.length > 0 && rng.float() < 0.85 ? busy : list;
  const res = copanGame.apply(state, p.seat, pool[rng.int(pool.length)]!);
  if (!res.ok) return false;
  state = res.state;
  return true;
}

for (let i = 0; i < moves; i++) if (!randomMove()) break;
// Stop where a human seat owes a decision (solo: seat 0), of the kind asked for if any.
const wanted = q.get('kind');
for (let i = 0; i < 400; i++) {
  const p = copanGame.pending(state)[0];
  if (!p) break;
  const human = !(players === 1 && p.seat !== 0);
  if (human && (!wanted || copanGame.choices(state, p.seat).some((c) => c.kind === wanted))) break;
  randomMove();
}
let viewer = copanGame.pending(state)[0]?.seat ?? 0;
let scene: CopanScene;

const updateMs: number[] = [];
function show(): void {
  const choices: CopanChoice[] = copanGame.choices(state, viewer);
  const view = copanGame.view(state, viewer);
  const t0 = performance.now();
  scene.update(view, { seat: viewer, choices });
  updateMs.push(performance.now() - t0);
}

async function iconSheet(): Promise<void> {
  const app = new Application();
  await app.init({ preference: ['webgl', 'canvas'], width: innerWidth, height: innerHeight, background: C.bone, antialias: true, resolution: devicePixelRatio, autoDensity: true });
  host.appendChild(app.canvas);
  const root = new Container();
  app.stage.addChild(root);
  const g = new Graphics();
  root.addChild(g);
  CP_ICONS.forEach((name, i) => {
    const x = 20 + (i % 6) * 170, y = 20 + Math.floor(i / 6) * 120;
    drawCpIcon(g.context, name, x + 12, y + 12, 24);
    drawCpIcon(g.context, name, x + 56, y + 24, 48);
    drawCpIcon(g.context, name, x + 120, y + 36, 72, true);
    const t = new Text({ text: name, style: { fontSize: 12, fill: C['cacao-ink'], fontFamily: 'sans-serif' } });
    t.position.set(x, y + 78);
    root.addChild(t);
  });
  for (let f = 0; f < 6; f++) {
    g.roundRect(20 + f * 60, innerHeight - 70, 48, 48, 8).fill(C.bone).stroke({ color: C.obsidian, width: 2 });
    drawFate(g.context, f, 44 + f * 60, innerHeight - 46, 44);
  }
  (window as unknown as { __dev: unknown }).__dev = { ready: true };
}

async function main(): Promise<void> {
  if (q.get('icons')) return iconSheet();
  scene = await createCopanScene(host, { label, theme, reducedMotion: q.get('reduced') === '1', autoFocus: q.get('focus') !== '0', speed: Number(q.get('speed') ?? 1) });
  show();
  scene.onTarget((ids) => {
    const c = copanGame.choices(state, viewer).find((x) => x.id === ids[0]);
    if (!c) return;
    const res = copanGame.apply(state, viewer, c);
    if (res.ok) state = res.state;
    viewer = copanGame.pending(state)[0]?.seat ?? viewer;
    show();
  });
  addEventListener('resize', () => scene.setSize(innerWidth, innerHeight));

  /** Plays `n` random moves, showing each from the acting seat (animations run between them). */
  async function step(n = 1): Promise<void> {
    for (let i = 0; i < n; i++) {
      if (!randomMove()) break;
      show();
      await scene.settled();
    }
  }
  /** Plays random moves until the acting seat can make a move of `kind`; shows that position. */
  function playKind(kind: string, guard = 600): boolean {
    for (let i = 0; i < guard; i++) {
      const p = copanGame.pending(state)[0];
      if (!p) return false;
      if (copanGame.choices(state, p.seat).some((x) => x.kind === kind)) {
        viewer = p.seat;
        show();
        return true;
      }
      if (!randomMove()) return false;
    }
    return false;
  }
  (window as unknown as { __dev: unknown }).__dev = {
    ready: true, scene, step, playKind, targets: () => scene.targets(), state: () => state, viewer: () => viewer, updateMs,
    panels: () => scene.panels?.() ?? [], showPanel: (id: string) => scene.showPanel?.(id),
    kinds: () => copanGame.choices(state, viewer).map((c) => c.kind),
  };
}

void main();
