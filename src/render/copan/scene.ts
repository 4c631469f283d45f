// The composition root of the Copan board scene: it owns the surface, the camera and one
// container per component (score strip, main board, five Sites, one board per seat), rebuilds
// only the components whose slice of the view changed, draws legal-move rings, turns taps into
// target callbacks and plays the animations derived from view diffs.
import { Container, Graphics } from 'pixi.js';
import type { GameEvent } from '../../engine/types.ts';
import type { CopanChoice } from '../../games/copan/types.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { toScreen } from '../core/camera.ts';
import { atLeast, centre, contains, inflate, placeRect, union, type Place, type Rect } from '../core/geom.ts';
import { createSurface, type Surface } from '../core/surface.ts';
import { fontsReady, setTextResolution, textResolution, useResolution } from '../core/text.ts';
import { Tweens } from '../core/tweens.ts';
import { Viewport } from '../core/viewport.ts';
import { MIN_TARGET, SURFACE, type Theme } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { Art, Registry, type Label } from './art.ts';
import { buildComp, compKey } from './components.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import { compSizes, layoutScene, seatOrder, type CompId, type SceneLayout } from './layout.ts';
import { planAnimations } from './plan.ts';
import { drawRings } from './rings.ts';
import { buildTargets, type TargetSpec } from './targets.ts';

export interface SceneOptions {
  label?: Label;
  reducedMotion?: boolean;
  speed?: number; // 1 normal, 2 twice as fast, 0 instant
  theme?: Theme;
  autoFocus?: boolean; // ease to the legal targets when they are small at fit (default true)
  seatColors?: number[]; // PLAYERS index per seat (default: the seat number)
  width?: number;
  height?: number;
}

export interface UpdateOptions {
  seat: number;
  choices: readonly CopanChoice[];
  highlight?: readonly string[];
  events?: readonly GameEvent[]; // the events of the last step, if the caller has them (the Fate roll)
}

export interface TargetInfo { id: string; choiceIds: string[]; labelKey: string; params: Record<string, string | number>; rect: Rect }
export type TargetListener = (choiceIds: string[], target: TargetInfo) => void;

interface Comp { root: Container; rings: Graphics; key: string; place: Place }

export class CopanSceneImpl {
  private readonly reg = new Registry();
  private readonly tweens = new Tweens();
  private readonly comps = new Map<CompId, Comp>();
  private readonly viewport: Viewport;
  private readonly listeners = new Set<TargetListener>();
  private opts: Required<Omit<SceneOptions, 'width' | 'height' | 'seatColors'>> & { seatColors?: number[] };
  private layout: SceneLayout;
  private view: CopanView | null = null;
  private seat = 0;
  private choices: readonly CopanChoice[] = [];
  private specs: TargetSpec[] = [];
  private highlight = new Set<string>();
  private lastFate = -1;
  private labelVersion = 0;
  private waiters: (() => void)[] = [];
  private settleTimer = 0;

  private constructor(private readonly surface: Surface, private w: number, private h: number, o: SceneOptions) {
    this.opts = { label: o.label ?? ((k) => k), reducedMotion: !!o.reducedMotion, speed: o.speed ?? 1, theme: o.theme ?? 'light', autoFocus: o.autoFocus ?? true, seatColors: o.seatColors };
    this.layout = layoutScene(w, h, [0, 1]);
    this.viewport = new Viewport(surface.canvas, {
      content: () => this.layout.content,
      size: () => ({ w: this.w, h: this.h }),
      tap: (x, y) => this.tap(x, y),
      regionAt: (x, y) => this.regionAt(x, y),
      changed: () => { this.surface.invalidate(); this.kick(); },
      settled: () => { clearTimeout(this.settleTimer); this.settleTimer = window.setTimeout(() => this.sharpen(), 120); },
      animate: () => !this.opts.reducedMotion && this.opts.speed > 0,
    }, this.tweens);
    surface.app.stage.addChild(this.viewport.world);
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<CopanSceneImpl> {
    await fontsReady();
    const w = o.width ?? Math.max(1, host.clientWidth), h = o.height ?? Math.max(1, host.clientHeight);
    const surface = await createSurface(host, w, h, SURFACE[o.theme ?? 'light'].background);
    return new CopanSceneImpl(surface, w, h, o);
  }

  get renderer() { return this.surface.renderer; }
  private get automaSeat(): number { return this.view?.automa?.seat ?? -1; }

  private ticking = false;
  /** Runs the frame hook while tweens (pieces or the camera) are running. */
  private kick(): void {
    if (this.ticking || !this.tweens.active) return;
    this.ticking = true;
    this.surface.addHook((now) => this.frame(now));
  }

  private frame(now: number): boolean {
    const busy = this.tweens.step(now);
    this.surface.invalidate();
    if (!busy) {
      this.ticking = false;
      for (const w of this.waiters.splice(0)) w();
    }
    return busy;
  }

  private build(v: CopanView): void {
    const order = seatOrder(v.players.length, this.seat);
    const layout = layoutScene(this.w, this.h, order);
    const relayout = JSON.stringify(layout.content) !== JSON.stringify(this.layout.content);
    this.layout = layout;
    const ctx = { automaSeat: this.automaSeat, colors: this.opts.seatColors };
    for (const [id, c] of this.comps) if (!layout.places[id]) { c.root.destroy({ children: true }); this.comps.delete(id); this.reg.clearComp(id); }
    for (const [id, place] of Object.entries(layout.places) as [CompId, Place][]) {
      const key = JSON.stringify([compKey(id, v, this.lastFate), place.s, this.opts.theme, this.labelVersion, ctx.colors]);
      let c = this.comps.get(id);
      if (c && c.key === key) { c.place = place; c.root.position.set(place.x, place.y); continue; }
      this.reg.clearComp(id);
      if (c) c.root.destroy({ children: true });
      useResolution(textResolution(place.s * this.viewport.cam.z, this.surface.dpr));
      const art = new Art(this.opts.label, this.reg, place.s, id);
      buildComp(id, art, v, this.lastFate, ctx);
      const root = new Container();
      const rings = new Graphics();
      root.addChild(art.root, rings);
      root.position.set(place.x, place.y);
      root.scale.set(place.s);
      c = { root, rings, key, place };
      this.comps.set(id, c);
      this.viewport.world.addChild(root);
    }
    if (relayout) this.viewport.reset();
    this.drawRings();
  }

  private drawRings(): void {
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z);
    this.surface.invalidate();
  }

  /** Re-rasterises text for the current zoom and redraws the rings at their screen width. */
  private sharpen(): void {
    for (const c of this.comps.values()) setTextResolution(c.root, textResolution(c.place.s * this.viewport.cam.z, this.surface.dpr));
    this.drawRings();
  }

  update(v: CopanView, o: UpdateOptions): void {
    const prev = this.view, sameSeat = o.seat === this.seat;
    this.tweens.finishAll();
    this.view = v;
    this.seat = o.seat;
    this.choices = o.choices;
    this.highlight = new Set(o.highlight ?? []);
    if (v.fate >= 0) this.lastFate = v.fate;
    for (const e of o.events ?? []) if ((e.type === 'fate' || e.type === 'automaRoll') && typeof e.face === 'string') this.lastFate = Number(e.face.slice(1)) - 1;
    this.specs = buildTargets(v, o.seat, o.choices);
    this.build(v);
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes)) {
        const plan = planAnimations(changes, { placeOf: (id) => this.layout.places[id] ?? null, seats: v.players.length, automaSeat: this.automaSeat });
        playPlan({ reg: this.reg, tweens: this.tweens, zoom: this.viewport.cam.z, speed: this.opts.speed, reduced: this.opts.reducedMotion }, plan);
      }
    }
    this.autoFocus();
    this.kick();
    this.surface.invalidate();
  }

  private worldRect(t: TargetSpec): Rect | null {
    const pl = this.layout.places[t.comp];
    return pl ? placeRect(pl, t.rect) : null;
  }

  private autoFocus(): void {
    if (!this.opts.autoFocus || this.viewport.mode === 'user') return;
    const rects = this.specs.map((t) => this.worldRect(t)).filter((r): r is Rect => r !== null);
    const all = union(rects);
    if (!all || !rects.some((r) => Math.min(r.w, r.h) < MIN_TARGET)) {
      if (this.viewport.mode === 'focus') this.viewport.fit();
      return;
    }
    this.viewport.focus(inflate(all, 12));
  }

  targets(): TargetInfo[] {
    return this.specs.flatMap((t) => {
      const r = this.worldRect(t);
      return r ? [{ id: t.id, choiceIds: [...t.choiceIds], labelKey: t.labelKey, params: { ...t.params }, rect: atLeast(toScreen(this.viewport.cam, r), MIN_TARGET) }] : [];
    });
  }

  private tap(x: number, y: number): boolean {
    let best: TargetInfo | null = null, bestD = Infinity;
    for (const t of this.targets()) {
      if (!contains(t.rect, { x, y })) continue;
      const c = centre(t.rect), d = Math.hypot(c.x - x, c.y - y);
      if (d < bestD) { best = t; bestD = d; }
    }
    if (!best) return false;
    const hit = best;
    setTimeout(() => { for (const l of this.listeners) l(hit.choiceIds, hit); }, 0);
    return true;
  }

  /** At fit, a tap on a small component zooms to it. */
  private regionAt(x: number, y: number): Rect | null {
    for (const [id, c] of this.comps) {
      const size = compSizes(id);
      const r = placeRect(c.place, { x: 0, y: 0, w: size.w, h: size.h });
      if (c.place.s < 0.9 && contains(r, { x, y })) return r;
    }
    return null;
  }

  onTarget(cb: TargetListener): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  setSize(w: number, h: number): void {
    if (w === this.w && h === this.h) return;
    this.w = Math.max(1, w);
    this.h = Math.max(1, h);
    this.surface.resize(this.w, this.h);
    if (this.view) this.build(this.view);
    this.viewport.reset();
    this.sharpen();
  }

  zoom(cmd: 'in' | 'out' | 'fit'): void {
    if (cmd === 'fit') this.viewport.fit();
    else this.viewport.zoomBy(cmd === 'in' ? 1.5 : 1 / 1.5);
  }

  configure(o: Partial<Omit<SceneOptions, 'width' | 'height'>>): void {
    if (o.label && o.label !== this.opts.label) this.labelVersion++;
    this.opts = { ...this.opts, ...Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) };
    if (o.theme) this.surface.renderer.background.color = SURFACE[o.theme].background;
    if (this.opts.reducedMotion || this.opts.speed === 0) this.tweens.finishAll();
    if (this.view) {
      this.specs = buildTargets(this.view, this.seat, this.choices);
      this.build(this.view);
    }
    this.surface.invalidate();
  }

  settled(): Promise<void> {
    if (!this.tweens.active) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  destroy(): void {
    clearTimeout(this.settleTimer);
    this.viewport.destroy();
    this.listeners.clear();
    for (const w of this.waiters.splice(0)) w();
    this.surface.destroy();
    this.comps.clear();
  }
}
