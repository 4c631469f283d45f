// The composition root of the Copan board scene: the surface, the camera, one container per
// component (score, main board, Sites, seat boards; on a phone a tab strip and one panel) whose
// layers are redrawn only when their slice of the view changed, legal-move rings offered at a zoom
// where hit areas are apart, taps to target/tab/inspect callbacks, and view-diff animations.
import { Container, Graphics } from 'pixi.js';
import type { CopanChoice } from '../../games/copan/types.ts';
import { bindInspect, type CopanInspectEvent, type InspectListener } from './inspect-input.ts';
import type { SceneOptions, TargetListener, UpdateOptions } from './scene-types.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { centre, contains, placeRect, type Place, type Rect } from '../core/geom.ts';
import { createSurface, type Surface } from '../core/surface.ts';
import { fontsReady, setTextResolution, textResolution, useResolution } from '../core/text.ts';
import { Tweens } from '../core/tweens.ts';
import { Viewport } from '../core/viewport.ts';
import { MIN_TARGET, SURFACE } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { Art, Registry } from './art.ts';
import { compParts, type Part } from './components.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import { drawTabs } from './draw-tabs.ts';
import { layoutScene, seatOrder, type CompId, type SceneLayout } from './layout.ts';
import { pickPanel } from './layout-phone.ts';
import { offerCamera } from './offer.ts';
import { planAnimations } from './plan.ts';
import { drawRings } from './rings.ts';
import { inspectTap, offeredTargets, panels, regionAt, worldRect, type PanelInfo, type TargetInfo } from './scene-targets.ts';
import { buildTargets, type TargetSpec } from './targets.ts';

export type { PanelInfo, TargetInfo } from './scene-targets.ts';

export type { CopanInspectEvent, InspectListener, SceneOptions, TargetListener, UpdateOptions } from './scene-types.ts';

interface Comp { root: Container; rings: Graphics; key: string; place: Place; parts: { key: string; root: Container }[] }

export class CopanSceneImpl {
  private readonly reg = new Registry();
  private readonly tweens = new Tweens();
  private readonly comps = new Map<CompId, Comp>();
  private readonly viewport: Viewport;
  private readonly listeners = new Set<TargetListener>();
  private readonly inspectors = new Set<InspectListener>();
  private panel: CompId | null = null;
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
      regionAt: (x, y) => regionAt(this.layout, x, y),
      changed: () => { this.surface.invalidate(); this.kick(); },
      settled: () => { clearTimeout(this.settleTimer); this.settleTimer = window.setTimeout(() => this.sharpen(), 120); },
      animate: () => !this.opts.reducedMotion && this.opts.speed > 0,
    }, this.tweens);
    surface.app.stage.addChild(this.viewport.world);
    this.unbindInspect = bindInspect(surface.canvas, (x, y) => this.inspectAt(x, y), (e) => this.emitInspect(e));
  }
  private readonly unbindInspect: () => void;

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
    const layout = layoutScene(this.w, this.h, order, this.panel);
    const relayout = JSON.stringify(layout.content) !== JSON.stringify(this.layout.content);
    this.layout = layout;
    const ctx = { automaSeat: this.automaSeat, colors: this.opts.seatColors };
    for (const [id, c] of this.comps) if (!layout.places[id]) this.drop(id, c);
    for (const [id, place] of Object.entries(layout.places) as [CompId, Place][]) {
      const parts: Part[] = id === 'tabs'
        ? [{ name: 'tabs', key: JSON.stringify([layout.tabs, [...this.targetComps()], v.players.map((p) => p.vp), v.active]), draw: (a) => drawTabs(a, v, layout.tabs?.ids ?? [], layout.tabs?.panel ?? 'pyr', this.targetComps(), ctx) }]
        : compParts(id, v, this.lastFate, ctx);
      const key = JSON.stringify([place.s, this.opts.theme, this.labelVersion, ctx]);
      let c = this.comps.get(id);
      if (c && c.key !== key) { this.drop(id, c); c = undefined; }
      if (!c) {
        const root = new Container(), rings = new Graphics();
        root.addChild(rings);
        c = { root, rings, key, place, parts: [] };
        this.comps.set(id, c);
        this.viewport.world.addChild(root);
      }
      c.place = place;
      c.root.position.set(place.x, place.y);
      c.root.scale.set(place.s);
      // Redraw only the layers whose slice of the view changed.
      useResolution(textResolution(place.s * this.viewport.cam.z, this.surface.dpr));
      parts.forEach((p, i) => {
        const old = c.parts[i];
        if (old && old.key === p.key) return;
        const name = `${id}/${p.name}`;
        this.reg.clearComp(name);
        const art = new Art(this.opts.label, this.reg, place.s, name);
        p.draw(art);
        if (old) old.root.destroy({ children: true });
        c.root.addChildAt(art.root, i);
        c.parts[i] = { key: p.key, root: art.root };
      });
    }
    if (relayout) this.viewport.reset();
    this.drawRings();
  }

  private drop(id: CompId, c: Comp): void {
    c.root.destroy({ children: true });
    this.comps.delete(id);
    this.reg.clearPrefix(`${id}/`);
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
    const tabs = layoutScene(this.w, this.h, seatOrder(v.players.length, o.seat), this.panel).tabs;
    if (tabs) this.panel = pickPanel(tabs.ids, this.panel, this.targetComps());
    this.build(v);
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes)) {
        const plan = planAnimations(changes, { placeOf: (id) => this.layout.places[id] ?? null, seats: v.players.length, automaSeat: this.automaSeat });
        // A moving piece's component is drawn last, so the piece passes over the other panels.
        for (const a of plan) if (a.kind === 'move') { const c = this.comps.get((this.reg.map.get(a.key)?.comp ?? '').split('/')[0] as CompId); if (c) this.viewport.world.addChild(c.root); }
        playPlan({ reg: this.reg, tweens: this.tweens, zoom: this.viewport.cam.z, speed: this.opts.speed, reduced: this.opts.reducedMotion }, plan);
      }
    }
    this.autoFocus();
    this.kick();
    this.surface.invalidate();
  }

  private targetComps(): Set<string> {
    return new Set(this.specs.map((t) => t.comp));
  }

  private autoFocus(): void {
    if (!this.opts.autoFocus || this.viewport.mode === 'user') return;
    const rects = this.specs.map((t) => worldRect(this.layout, t)).filter((r): r is Rect => r !== null);
    const cam = offerCamera(rects, this.layout.content, this.w, this.h, MIN_TARGET);
    if (cam) this.viewport.moveTo(cam, 'focus');
    else if (this.viewport.mode === 'focus') this.viewport.fit();
  }

  /** The legal targets on the canvas at the current camera (hit areas ≥ 44 px, with descriptions). */
  targets(): TargetInfo[] {
    return offeredTargets(this.specs, this.layout, this.viewport.cam, this.w, this.h, this.opts.label, this.view);
  }

  /** The phone's tab strip (empty on wider canvases). */
  panels(): PanelInfo[] {
    return panels(this.layout, this.viewport.cam, this.targetComps());
  }

  /** Shows a phone panel ('pyr', 's0'..'s4', 'b<seat>'); ignored without tabs. */
  showPanel(id: string): void {
    if (!this.layout.tabs?.ids.includes(id as CompId) || !this.view) return;
    this.panel = id as CompId;
    this.build(this.view);
    this.autoFocus();
  }

  private tap(x: number, y: number): boolean {
    const tab = this.panels().find((p) => contains(p.rect, { x, y }));
    if (tab) {
      if (!tab.selected) this.showPanel(tab.id);
      return true;
    }
    let best: TargetInfo | null = null, bestD = Infinity;
    for (const t of offeredTargets(this.specs, this.layout, this.viewport.cam, this.w, this.h, this.opts.label, this.view, true)) {
      if (!contains(t.rect, { x, y })) continue;
      const c = centre(t.rect), d = Math.hypot(c.x - x, c.y - y);
      if (d < bestD) { best = t; bestD = d; }
    }
    if (!best) return this.inspect(x, y);
    const hit = best;
    setTimeout(() => { for (const l of this.listeners) l(hit.choiceIds, hit); }, 0);
    return true;
  }

  private inspectAt(x: number, y: number): ReturnType<typeof inspectTap> {
    return this.inspectors.size && this.view ? inspectTap(this.layout, this.viewport.cam, x, y, this.opts.label, this.view) : null;
  }
  private emitInspect(e: CopanInspectEvent): void {
    setTimeout(() => { for (const l of this.inspectors) l(e); }, 0);
  }
  /** A tap off the targets: tells the inspect listeners what is under it (if any listen). */
  private inspect(x: number, y: number): boolean {
    const hit = this.inspectAt(x, y);
    if (!hit?.text) return false;
    this.emitInspect({ id: hit.id, how: 'tap', rect: hit.rect, text: hit.text });
    return true;
  }

  onInspect(cb: InspectListener): () => void {
    this.inspectors.add(cb);
    return () => this.inspectors.delete(cb);
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
    this.unbindInspect();
    this.listeners.clear();
    this.inspectors.clear();
    for (const w of this.waiters.splice(0)) w();
    this.surface.destroy();
    this.comps.clear();
  }
}
