// The composition root of the Copan board scene: on top of the shared shell (surface, camera,
// listeners, options) one container per component (score, main board, Sites, seat boards; on a
// phone a tab strip and one panel) whose layers are redrawn only when their slice of the view
// changed, legal-move rings offered at a zoom where hit areas are apart, taps to target/tab/inspect
// callbacks, and view-diff animations.
import { Container, Graphics } from 'pixi.js';
import type { GameEvent } from '../../engine/types.ts';
import type { CopanChoice } from '../../games/copan/types.ts';
import type { CopanView } from '../../games/copan/view.ts';
import { contains, placeRect, type Place, type Rect } from '../core/geom.ts';
import type { InspectHit } from '../core/inspect-input.ts';
import { drawRings, type RingStyle } from '../core/rings.ts';
import { SceneShell, mountSurface } from '../core/scene-shell.ts';
import type { SceneOptions, UpdateOptions as BaseUpdate } from '../core/scene-types.ts';
import type { Surface } from '../core/surface.ts';
import { nearestTarget } from '../core/targeting.ts';
import { setTextResolution, textResolution, useResolution } from '../core/text.ts';
import { MIN_TARGET } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { Art, Registry } from './art.ts';
import { compParts, type Part } from './components.ts';
import { comparable, diffViews, tooMuch } from './diff.ts';
import { drawTabs } from './draw-tabs.ts';
import { layoutScene, seatOrder, type CompId, type SceneLayout } from './layout.ts';
import { pickPanel } from './layout-phone.ts';
import { S } from './geometry.ts';
import { markPlace } from './mark-places.ts';
import { offerCamera } from './offer.ts';
import { planAnimations } from './plan.ts';
import { inspectTap, offeredTargets, panels, regionAt, worldRect, type PanelInfo, type TargetInfo } from './scene-targets.ts';
import { buildTargets, type TargetSpec } from './targets.ts';

export interface UpdateOptions extends BaseUpdate<CopanChoice> {
  events?: readonly GameEvent[]; // the events of the last step, if the caller has them (the Fate roll)
}

interface Comp { root: Container; rings: Graphics; key: string; place: Place; parts: { key: string; root: Container }[] }

const RINGS: RingStyle = { pad: 2, radius: 8, tint: 0.12 };

export class CopanSceneImpl extends SceneShell<CopanView, TargetInfo> {
  private readonly reg = new Registry();
  private readonly comps = new Map<CompId, Comp>();
  private panel: CompId | null = null;
  private seatColors: readonly number[] | undefined;
  private layout: SceneLayout;
  private choices: readonly CopanChoice[] = [];
  private specs: TargetSpec[] = [];
  private lastFate = -1;
  private ticking = false;
  private phone: { turn: string; w: number; pyr: boolean | undefined } = { turn: '', w: 0, pyr: undefined };

  private constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.seatColors = o.seatColors;
    this.layout = layoutScene(w, h, [0, 1]);
    this.listenInspect((x, y) => this.inspectAt(x, y), true);
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<CopanSceneImpl> {
    const { surface, w, h } = await mountSurface(host, o);
    return new CopanSceneImpl(surface, w, h, o);
  }

  private get automaSeat(): number { return this.view?.automa?.seat ?? -1; }

  protected content(): Rect { return this.layout.content; }
  protected regionAt(x: number, y: number): Rect | null { return regionAt(this.layout, x, y); }
  protected cameraChanged(): void { this.surface.invalidate(); this.kick(); }
  protected useSeatColors(colors: readonly number[]): void { this.seatColors = colors; }

  protected rebuild(): void {
    if (!this.view) return;
    this.specs = buildTargets(this.view, this.seat, this.choices);
    this.build(this.view);
  }

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
      this.wakeWaiters();
    }
    return busy;
  }

  private build(v: CopanView): void {
    const order = seatOrder(v.players.length, this.seat);
    const layout = layoutScene(this.w, this.h, order, this.panel, this.stickyPyr());
    this.phone = { turn: this.turnKey(v), w: this.w, pyr: layout.pyrShown };
    const relayout = JSON.stringify(layout.content) !== JSON.stringify(this.layout.content);
    this.layout = layout;
    const ctx = { automaSeat: this.automaSeat, colors: this.seatColors };
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
        art.drawMarked(p.draw);
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
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    this.refreshMarks();
    this.surface.invalidate();
  }

  /** A changed item's world rect (mark-places.ts), when its component is shown. */
  protected override markRect(id: string): Rect | null {
    const m = markPlace(id), pl = m ? this.layout.places[m.comp] : undefined;
    return m && pl ? placeRect(pl, m.rect) : null;
  }

  /** Re-rasterises text for the current zoom and redraws the rings at their screen width. */
  protected sharpen(): void {
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
    const tabs = layoutScene(this.w, this.h, seatOrder(v.players.length, o.seat), this.panel, this.stickyPyr()).tabs;
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

  /**
   * A phone's choice of showing the Pyramid above the panel or as a tab holds for the rest of the
   * turn at that width, so a message or a second row of buttons that changes the canvas height
   * mid-turn never flips the board between the two.
   */
  private stickyPyr(): boolean | undefined {
    return this.view && this.phone.w === this.w && this.phone.turn === this.turnKey(this.view) ? this.phone.pyr : undefined;
  }
  private turnKey(v: CopanView): string { return `${v.active}:${v.players[v.active]?.turns ?? 0}:${this.seat}`; }

  private targetComps(): Set<string> {
    return new Set(this.specs.map((t) => t.comp));
  }

  private autoFocus(): void {
    if (!this.mayFocus) return;
    // The Pyramid's spaces touch, so once they are most of a thumb wide (a phone's Pyramid filling the
    // width) a tap picks the nearest one at fit: zooming in to pull 44 px hit areas apart would
    // cut the Pyramid off instead.
    const pyrAtFit = (this.layout.places.pyr?.s ?? 0) * S >= 22;
    const rects = this.specs.filter((t) => !(pyrAtFit && t.comp === 'pyr')).map((t) => worldRect(this.layout, t)).filter((r): r is Rect => r !== null);
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
    return panels(this.layout, this.viewport.cam, this.targetComps(), new Set(this.markedIds().map((id) => markPlace(id)?.comp ?? '')));
  }

  /** Shows a phone panel ('pyr', 's0'..'s4', 'b<seat>'); ignored without tabs. */
  showPanel(id: string): void {
    if (!this.layout.tabs?.ids.includes(id as CompId) || !this.view) return;
    this.panel = id as CompId;
    this.build(this.view);
    this.autoFocus();
    this.emitMoved(); // the tabs and the targets on the canvas are others now
  }

  /** On a phone, a flick shows the next or previous tab's panel. */
  protected override swipe(dir: 1 | -1): void {
    const tabs = this.layout.tabs;
    if (!tabs?.ids.length) return;
    const next = tabs.ids[tabs.ids.indexOf(tabs.panel) + dir];
    if (next) this.showPanel(next);
  }

  protected tap(x: number, y: number): boolean {
    const tab = this.panels().find((p) => contains(p.rect, { x, y }));
    if (tab) {
      if (!tab.selected) this.showPanel(tab.id);
      return true;
    }
    // Targets cut by the canvas edge still take a tap.
    const hit = nearestTarget(offeredTargets(this.specs, this.layout, this.viewport.cam, this.w, this.h, this.opts.label, this.view, true), x, y);
    if (!hit) return this.inspect(x, y);
    this.emitTarget(hit);
    return true;
  }

  /** What is under a point, worked out only while someone listens. */
  private inspectAt(x: number, y: number): InspectHit | null {
    return this.inspected && this.view ? inspectTap(this.layout, this.viewport.cam, x, y, this.opts.label, this.view) : null;
  }

  /** A tap off the targets: tells the inspect listeners what is under it (if any listen). */
  private inspect(x: number, y: number): boolean {
    const hit = this.inspectAt(x, y);
    if (!hit?.text) return false;
    this.emitInspect({ id: hit.id, how: 'tap', rect: hit.rect, text: hit.text });
    return true;
  }

  override destroy(): void {
    super.destroy();
    this.comps.clear();
  }
}
