// "Since you looked" marks: a soft jade ring around each board item that changed since the viewer's
// last decision (which ones: ui/away-marks.ts from each game's changed-items function). The ring
// breathes for three slow cycles, then stays still (visual.md: nothing loops; reduced motion:
// still from the start). Jade, because turquoise means "legal now" and maize "decide now".
import { Graphics, type Container } from 'pixi.js';
import { toScreen, type Camera } from './camera.ts';
import { inflate, type Rect } from './geom.ts';
import type { Surface } from './surface.ts';
import { C } from '../tokens.ts';

const CYCLE_MS = 1400;
const CYCLES = 3;

export interface MarkHost {
  world: Container; // the camera's world container: marks live in world units
  surface: Surface;
  cam(): Camera;
  /** The world rect of item `id` as drawn now, or null when it is not on screen (another page). */
  locate(id: string): Rect | null;
  /** World rects of the page tabs whose (hidden) pages hold marked items: they get the dot. */
  tabs(): Rect[];
  reduced(): boolean;
}

export class ChangeMarks {
  private ids: string[] = [];
  private readonly g = new Graphics();
  private start = 0;
  private pulsing = false;
  private drawnRects: Rect[] = [];

  constructor(private readonly host: MarkHost) {
    this.g.label = 'marks';
    this.g.eventMode = 'none';
  }

  /** Marks these items (an empty list clears the marks). */
  set(ids: readonly string[]): void {
    this.ids = [...new Set(ids)];
    this.start = performance.now();
    this.draw(1);
    if (this.ids.length && !this.host.reduced() && !this.pulsing) {
      this.pulsing = true;
      this.host.surface.addHook((now) => this.pulse(now));
    }
  }

  /** The marked ids drawn on the board now (tests and the DOM twins read them). */
  shown(): string[] {
    return this.ids.filter((id) => this.host.locate(id) !== null);
  }

  /** Every marked id, drawn or not (a paged board marks the tabs of the pages holding them). */
  get list(): readonly string[] { return this.ids; }

  /** The layout or the zoom changed: the rings follow their items at the new line width. */
  refresh(): void {
    if (this.ids.length || this.drawnRects.length) this.draw(this.g.alpha);
  }

  private pulse(now: number): boolean {
    if (this.g.destroyed) return (this.pulsing = false);
    const k = (now - this.start) / CYCLE_MS;
    const done = k >= CYCLES || this.ids.length === 0 || this.host.reduced();
    this.g.alpha = done ? 1 : 0.7 + 0.3 * Math.cos(2 * Math.PI * k);
    this.host.surface.invalidateRects(this.screenRects());
    if (done) this.pulsing = false;
    return !done;
  }

  private screenRects(): Rect[] {
    const cam = this.host.cam();
    return this.drawnRects.map((r) => inflate(toScreen(cam, r), 10));
  }

  private draw(alpha: number): void {
    if (this.g.destroyed) return;
    const { world } = this.host;
    // Above every board part (parts are added to the world after the marks were).
    if (this.g.parent !== world || world.children[world.children.length - 1] !== this.g) world.addChild(this.g);
    const before = this.screenRects();
    const px = 1 / Math.max(0.05, this.host.cam().z); // world units per CSS px
    this.g.clear();
    this.drawnRects = [];
    for (const id of this.ids) {
      const at = this.host.locate(id);
      if (!at) continue;
      const r = inflate(at, 5 * px);
      const radius = Math.min(10 * px, r.w / 4, r.h / 4);
      this.g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 7 * px, color: C.bone, alpha: 0.9 });
      this.g.roundRect(r.x, r.y, r.w, r.h, radius).stroke({ width: 3.5 * px, color: C.jade });
      // A dot on the corner: a shape of its own, so a mark never reads as a (turquoise) legal ring.
      this.g.circle(r.x + r.w, r.y, 6 * px).fill(C.jade).stroke({ width: 2 * px, color: C.bone });
      this.drawnRects.push(r);
    }
    for (const t of this.ids.length ? this.host.tabs() : []) {
      this.g.circle(t.x + t.w - 9 * px, t.y + 9 * px, 6 * px).fill(C.jade).stroke({ width: 2 * px, color: C.bone });
      this.drawnRects.push(t);
    }
    this.g.alpha = alpha;
    this.host.surface.invalidateRects([...before, ...this.screenRects()]);
  }
}
