// The composition root of the Zapotec board scene: on top of the shared shells (surface, camera,
// listeners, options; components and their twins) it lays out one component per board, rebuilds
// the parts whose slice of the view changed, draws legal-move rings, turns taps into target or
// inspect callbacks and plans the animations derived from view diffs.
import { Container, Graphics } from 'pixi.js';
import { boardPlayers, isCocijobot, type ZapotecChoice, type ZapotecView } from '../../games/zapotec/types.ts';
import { toScreen } from '../core/camera.ts';
import { Component, type SubSpec } from '../core/component.ts';
import { contains, placeRect, type Place, type Rect } from '../core/geom.ts';
import { buildPrinted, buildSub, collectDirty } from '../core/layers.ts';
import { drawRings, type RingStyle } from '../core/rings.ts';
import { LayeredScene } from '../core/layered-scene.ts';
import { mountSurface } from '../core/scene-shell.ts';
import type { SceneOptions, TargetInfo, UpdateOptions } from '../core/scene-types.ts';
import { screenTargets } from '../core/targeting.ts';
import type { Surface } from '../core/surface.ts';
import { C, MIN_TARGET } from '../tokens.ts';
import { playPlan } from './animate.ts';
import { seatStyle } from './art-pieces.ts';
import { drawCapital, drawSacrifice, drawScores, drawSpaces } from './board-pieces.ts';
import { drawBoardStatic } from './board-static.ts';
import { comparable, diffViews } from './diff.ts';
import { BOARD_H, BOARD_W, CAPITAL_PARTS, offerSlots, SACRIFICE_HEADER, SPACE, TABLE_H, TABLE_W, sectionRect } from './geometry.ts';
import { hitSpecs, type HitSpec } from './hits.ts';
import { chooseLayout, layoutScene, seatOrder, type SceneLayout } from './layout.ts';
import { pageOf, pickPage, tabRect, type PageId } from './pages.ts';
import { drawTabs, pageLabel } from './tabs.ts';
import type { PanelInfo } from './pages.ts';
import { planAnimations, tooMuch, type Anim } from './plan.ts';
import { CELL, PB_H, PB_W } from './player-geometry.ts';
import { PLAYER_PARTS, drawPlayerStatic } from './player.ts';
import { Registry } from './registry.ts';
import { drawTable, drawTableStatic } from './table.ts';
import { buildTargets, type CompId, type TargetSpec } from './targets.ts';

/** A tap on an element smaller than this (CSS px) zooms towards it instead of explaining it. */
const INSPECT_MIN = 30;
const RINGS: RingStyle = { pad: 3, radius: 14, tint: 0.1 };

export class ZapotecSceneImpl extends LayeredScene<ZapotecView, CompId> {
  private readonly reg = new Registry();
  private hits: HitSpec[] = [];
  private colorKey = '';
  private layout: SceneLayout;
  private readonly fxBounds = new WeakMap<Container, Rect>();
  /** The page shown when the table is drawn a page at a time (see pages.ts). */
  private page: PageId | null = null;
  private readonly masks = new Map<string, Graphics>();

  private constructor(surface: Surface, w: number, h: number, o: SceneOptions) {
    super(surface, w, h, o);
    this.layout = layoutScene(w, h, 2);
    this.useSeatColors(o.seatColors ?? []);
    this.listenInspect((x, y) => this.elementAt(x, y), false);
    this.ensureHook();
  }

  static async create(host: HTMLElement, o: SceneOptions): Promise<ZapotecSceneImpl> {
    const { surface, w, h } = await mountSurface(host, o);
    return new ZapotecSceneImpl(surface, w, h, o);
  }

  protected useSeatColors(colors: readonly number[]): void {
    this.reg.colors = [...colors];
    this.colorKey = colors.join(',');
  }

  /** Uses the colour each seat chose for its pieces, discs, markers and board. */
  setSeatColors(colors: readonly number[]): void {
    if (colors.join(',') === this.colorKey) return;
    this.useSeatColors(colors);
    if (this.view) this.build(this.view);
  }

  protected content(): Rect { return this.layout.content; }

  protected rebuild(): void {
    if (!this.view) return;
    this.repick(this.view, this.specs); // a new size may have another set of pages
    this.build(this.view);
  }

  /** Pages: brings the decision into sight (the page shown stays while it holds one). */
  private repick(v: ZapotecView, specs: readonly TargetSpec[]): void {
    const ids = chooseLayout(this.w, this.h, seatOrder(v.seats, this.seat), this.page).paged?.ids;
    if (ids) this.page = pickPage(ids, this.page, this.pagesWithTargets(v, specs), `p${this.seat}`);
  }

  /** Only the travelling twins move: redraw where they were and where they are now. */
  protected twinRects(): Rect[] {
    return this.fx.children.map((c) => {
      let lb = this.fxBounds.get(c);
      if (!lb) {
        const b = c.getLocalBounds();
        lb = { x: b.x, y: b.y, w: b.width, h: b.height };
        this.fxBounds.set(c, lb);
      }
      const sx = c.scale.x, sy = c.scale.y;
      const x0 = c.x + Math.min(lb.x * sx, (lb.x + lb.w) * sx), y0 = c.y + Math.min(lb.y * sy, (lb.y + lb.h) * sy);
      return toScreen(this.viewport.cam, { x: x0, y: y0, w: Math.abs(lb.w * sx), h: Math.abs(lb.h * sy) });
    });
  }

  /** Landed pieces rejoin their cached layers (one full redraw). */
  protected settleLanded(): void {
    for (const c of this.comps.values()) c.settleLive();
    this.redraw();
  }

  // ---- components ----

  private comp(id: CompId, size: { w: number; h: number }, subs: SubSpec[]): Component {
    let c = this.comps.get(id);
    if (!c) {
      c = new Component(id, size, subs, !this.surface.software);
      c.toScreen = (r) => toScreen(this.viewport.cam, r);
      this.comps.set(id, c);
      this.viewport.world.addChildAt(c.root, this.viewport.world.children.indexOf(this.fx));
    }
    return c;
  }

  /** A sub-layer keyed by its slice of the view and the seat colours. */
  private sub(c: Component, name: string, key: string, build: () => Container): void {
    buildSub(this.reg, c, name, `${key}|${this.colorKey}`, build);
  }

  /** Where each component will sit for a view (before it is built). */
  private placesFor(v: ZapotecView, layout: SceneLayout): (comp: CompId) => Place | null {
    const order = seatOrder(v.seats, this.seat);
    // With pages, what is on another page neither sends nor receives a flight (it just appears).
    const shown = (comp: CompId) => !layout.paged || layout.paged.parts.some((p) => p.comp === comp);
    return (comp) => !shown(comp) ? null : comp === 'main' ? layout.main : comp === 'table' ? layout.table : layout.boards[order.indexOf(Number(comp.slice(1)))] ?? null;
  }

  private layoutFor(v: ZapotecView): SceneLayout {
    return chooseLayout(this.w, this.h, seatOrder(v.seats, this.seat), this.page);
  }

  private build(v: ZapotecView, layout = this.layoutFor(v)): void {
    const theme = this.opts.theme, label = this.opts.label, lv = this.labelVersion;
    const relayout = JSON.stringify(layout) !== JSON.stringify(this.layout) || this.comps.size === 0;
    this.layout = layout;
    for (const [id, c] of this.comps) {
      if (id.startsWith('p') && Number(id.slice(1)) >= v.seats) {
        c.destroy();
        this.comps.delete(id);
        this.masks.delete(id);
        this.reg.clear(id);
        for (const other of this.comps.values()) other.dirtyEverything();
      }
    }

    const main = this.comp('main', { w: BOARD_W, h: BOARD_H }, [
      { name: 'spaces', cache: true }, { name: 'capital', cache: true }, { name: 'sacrifice', cache: true },
      { name: 'score', cache: false }, // a few markers spread around the whole board: drawn directly
    ]);
    main.setPlace(layout.main);
    const bp = boardPlayers(v);
    buildPrinted(main, `${bp}|${theme}|${lv}`, () => drawBoardStatic(label, bp, theme));
    this.sub(main, 'spaces', JSON.stringify([v.spaceTile, v.spaceOwner, v.players.map((p) => p.palaceSpace)]), () => drawSpaces(v, this.reg));
    this.sub(main, 'capital', JSON.stringify([v.scoringTiles, v.pyramids, v.tradeRows, v.tradeStacks.map((s) => s.length)]), () => drawCapital(v, this.reg));
    this.sub(main, 'sacrifice', JSON.stringify(v.players.map((p) => [p.sacrifice, p.arrival])), () => drawSacrifice(v, this.reg));
    this.sub(main, 'score', JSON.stringify(v.players.map((p) => p.vp)), () => drawScores(v, this.reg));

    const table = this.comp('table', { w: TABLE_W, h: TABLE_H }, [{ name: 'cards', cache: true }]);
    table.setPlace(layout.table);
    const slots = offerSlots(v.playerCount);
    buildPrinted(table, `${theme}|${slots}|${lv}`, () => drawTableStatic(label, theme, slots));
    this.sub(table, 'cards', JSON.stringify([v.rituals, v.ritualDiscs, v.bonusStack, v.offer, v.deck.length]), () => drawTable(v, this.reg));

    seatOrder(v.seats, this.seat).forEach((seat, i) => {
      const c = this.comp(`p${seat}`, { w: PB_W, h: PB_H }, Object.keys(PLAYER_PARTS).map((name) => ({ name, cache: true })));
      c.setPlace(layout.boards[i]!);
      const bot = isCocijobot(v, seat), mine = seat === this.seat;
      buildPrinted(c, `${bot}|${mine}|${theme}|${this.colorKey}`, () => drawPlayerStatic(seatStyle(seat, bot, this.reg.colors), mine, theme));
      for (const [name, part] of Object.entries(PLAYER_PARTS)) this.sub(c, name, part.key(v, seat, this.seat), () => part.draw(v, seat, this.seat, this.reg));
    });
    this.showPage(v, layout);
    if (relayout) {
      this.viewport.reset();
      this.surface.invalidate();
    }
    this.sharpen();
  }

  /** Pages: only the shown page's components are visible, each clipped to its part; the tab strip on top. */
  private showPage(v: ZapotecView, layout: SceneLayout): void {
    const paged = layout.paged;
    for (const [id, c] of this.comps) {
      if (id === 'tabs') continue;
      const part = paged?.parts.find((p) => p.comp === id);
      c.setVisible(!paged || part !== undefined);
      let m = this.masks.get(id);
      if (part) {
        if (!m) {
          m = new Graphics();
          c.root.addChild(m);
          this.masks.set(id, m);
        }
        m.clear().rect(part.clip.x, part.clip.y, part.clip.w, part.clip.h).fill(C.bone);
        c.root.mask = m;
      } else if (m) {
        c.root.mask = null;
        m.destroy();
        this.masks.delete(id);
      }
    }
    let tabs = this.comps.get('tabs');
    const size = paged ? { w: paged.tabs.rect.w, h: paged.tabs.rect.h } : null;
    if (tabs && (!size || tabs.size.w !== size.w || tabs.size.h !== size.h)) {
      tabs.destroy();
      this.comps.delete('tabs');
      this.reg.clear('tabs');
      tabs = undefined;
    }
    if (!paged || !size) return;
    tabs = this.comp('tabs' as CompId, size, [{ name: 'tabs', cache: false }]);
    tabs.setPlace({ x: paged.tabs.rect.x, y: paged.tabs.rect.y, s: 1 });
    const marked = this.pagesWithTargets(v);
    const theme = this.opts.theme;
    this.sub(tabs, 'tabs', JSON.stringify([paged.ids, paged.page, [...marked], theme, this.labelVersion, paged.tabs]),
      () => drawTabs(paged.tabs, paged.ids, paged.page, marked, this.opts.label, (seat) => seatStyle(seat, isCocijobot(v, seat), this.reg.colors), theme));
  }

  /** The pages holding at least one legal target of the viewing seat. */
  private pagesWithTargets(v: ZapotecView, specs: readonly Pick<TargetSpec, 'comp' | 'rect'>[] = this.specs): Set<PageId> {
    const order = seatOrder(v.seats, this.seat);
    return new Set(specs.map((t) => pageOf(order, this.w, this.h, t.comp, t.rect)).filter((p): p is PageId => p !== null));
  }

  /** Whether design rect `r` of component `comp` shows on the current page (always, without pages). */
  private onPage(comp: string, r: Rect): boolean {
    const paged = this.layout.paged;
    if (!paged) return true;
    const part = paged.parts.find((p) => p.comp === comp);
    if (!part) return false;
    const cx = r.x + r.w / 2, cy = r.y + r.h / 2;
    return contains(part.clip, { x: cx, y: cy });
  }

  private visibleSpecs(): TargetSpec[] {
    return this.specs.filter((t) => this.onPage(t.comp, t.rect));
  }

  /** The rings on the page shown (targets on other pages wait behind their tab's dot). */
  override targets(): TargetInfo[] {
    return screenTargets(this.visibleSpecs(), this.placeOf, this.viewport.cam);
  }

  /** The page tabs as screen rects (empty when the whole table is shown at once). */
  panels(): PanelInfo[] {
    const paged = this.layout.paged;
    if (!paged || !this.view) return [];
    const marked = this.pagesWithTargets(this.view);
    const ids = this.markedIds(), changed = this.pagesWithTargets(this.view, ids.length ? hitSpecs(this.view, this.seat).filter((x) => ids.includes(x.id)) : []);
    return paged.ids.map((id, i) => {
      const { key, params } = pageLabel(id);
      return { id, labelKey: key, params, selected: id === paged.page, hasTargets: marked.has(id), hasMarks: changed.has(id), rect: toScreen(this.viewport.cam, tabRect(paged.tabs, i)) };
    });
  }

  /** Shows page `id` (ignored without pages). */
  showPanel(id: string): void {
    if (!this.view || !this.layout.paged?.ids.includes(id)) return;
    this.page = id;
    this.build(this.view);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    this.redraw();
    this.emitMoved(); // the tabs and the targets on the canvas are others now
  }

  /** A sideways flick shows the next or previous page. */
  protected override swipe(dir: 1 | -1): void {
    const paged = this.layout.paged;
    if (!paged) return;
    const next = paged.ids[paged.ids.indexOf(paged.page) + dir];
    if (next) this.showPanel(next);
  }

  /** Re-rasterises for the current zoom and redraws the rings at their screen width. */
  protected sharpen(): void {
    for (const c of this.comps.values()) c.applyResolution(this.viewport.cam.z, this.surface.dpr);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    this.refreshMarks();
    this.redraw();
  }

  /** A changed item's world rect: the inspectable elements' ids (hits.ts), on the page shown. */
  protected override markRect(id: string): Rect | null {
    const hs = this.view ? hitSpecs(this.view, this.seat).find((x) => x.id === id) : undefined;
    const pl = hs && this.onPage(hs.comp, hs.rect) ? this.placeOf(hs.comp) : null;
    return hs && pl ? placeRect(pl, hs.rect) : null;
  }

  /** Redraws what the components report as changed (or everything when one needs it). */
  private redraw(): void {
    const rects = collectDirty(this.comps.values());
    if (rects === null) this.surface.invalidate();
    else this.surface.invalidateRects(rects, true);
  }

  // ---- public operations ----

  update(v: ZapotecView, o: UpdateOptions<ZapotecChoice>): void {
    const prev = this.view;
    const sameSeat = o.seat === this.seat;
    this.clearTwins();
    this.view = v;
    this.seat = o.seat;
    this.highlight = new Set(o.highlight ?? []);
    const specs = buildTargets(v, o.seat, o.choices);
    // Pages: bring the decision into sight (the page shown stays while it holds one).
    this.repick(v, specs);
    // The plan comes first: the pieces it moves are built into the uncached live layer.
    const layout = this.layoutFor(v);
    let plan: Anim[] = [];
    if (sameSeat && comparable(prev, v) && this.opts.speed > 0) {
      const changes = diffViews(prev, v);
      if (!tooMuch(changes)) plan = planAnimations(changes, v, this.placesFor(v, layout));
    }
    this.reg.liveKeys = new Set(plan.flatMap((a) => (a.kind === 'fly' ? [] : [a.key])));
    this.build(v, layout);
    this.reg.liveKeys = new Set();
    this.specs = specs;
    this.hits = hitSpecs(v, o.seat);
    drawRings(this.comps, this.specs, this.highlight, this.viewport.cam.z, RINGS);
    // A piece landing on another page does not fly there: it is simply in its place when shown.
    if (layout.paged) plan = plan.filter((a) => a.kind !== 'move' || layout.paged!.parts.some((p) => p.comp === this.reg.get(a.key)?.comp));
    if (plan.length > 0) {
      playPlan({
        reg: this.reg, fx: this.fx, tweens: this.tweens, comps: this.comps, zoom: this.viewport.cam.z,
        speed: this.opts.speed, reduced: this.opts.reducedMotion,
      }, plan);
    }
    // Cards in hand and in the offer are also buttons beside the board: never zoom in just for them.
    if (!layout.paged) this.autoFocus((t) => !/^(hand|offer):/.test(t.id));
    this.heavyFrame = this.tweens.active;
    this.redraw();
    this.ensureHook();
  }

  protected tap(x: number, y: number): boolean {
    if (this.tapTabOrTarget(x, y)) return true;
    // Not a legal target: tell what it is (and why not) when it is big enough to aim at.
    const el = this.elementAt(x, y);
    if (!el || Math.min(el.rect.w, el.rect.h) < INSPECT_MIN) return false;
    this.emitInspect({ id: el.id, how: 'tap', rect: el.rect });
    return true;
  }

  /** At fit, where spaces are smaller than a finger, a tap zooms to the section or board under it. */
  protected regionAt(x: number, y: number): Rect | null {
    if (this.layout.paged) return null; // pages are drawn readable: a tap explains, never zooms
    const main = this.comps.get('main')?.place;
    if (main && SPACE * main.s < MIN_TARGET) {
      const local = { x: (x - main.x) / main.s, y: (y - main.y) / main.s };
      for (let r = 0; r < 3; r++) for (let t = 0; t < 3; t++) {
        const sec = sectionRect(r, t);
        if (contains(sec, local)) return placeRect(main, sec);
      }
      for (const area of [...CAPITAL_PARTS, { ...SACRIFICE_HEADER, h: 530 }]) if (contains(area, local)) return placeRect(main, area);
    }
    for (const [id, c] of this.comps) {
      if (id === 'main' || CELL * c.place.s >= MIN_TARGET) continue;
      const r = placeRect(c.place, { x: 0, y: 0, w: c.size.w, h: c.size.h });
      if (contains(r, { x, y })) return r;
    }
    return null;
  }

  /** The smallest inspectable element under a CSS-px point of the host, with its screen rect. */
  elementAt(x: number, y: number): { id: string; rect: Rect } | null {
    let best: { id: string; rect: Rect } | null = null;
    for (const hs of this.hits) {
      if (!this.onPage(hs.comp, hs.rect)) continue;
      const pl = this.placeOf(hs.comp);
      if (!pl) continue;
      const r = toScreen(this.viewport.cam, placeRect(pl, hs.rect));
      if (contains(r, { x, y }) && (!best || r.w * r.h < best.rect.w * best.rect.h)) best = { id: hs.id, rect: r };
    }
    return best;
  }
}
