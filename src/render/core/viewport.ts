// The camera of a scene: pinch/wheel zoom between fit and 3×, drag pan once zoomed (ignored at
// fit, so the page never feels loose), double-tap toggles fit/2× about the finger, a single tap
// off the targets asks what is there (it never zooms), and eased camera moves for the buttons.
import { Container } from 'pixi.js';
import { FIT, MAX_ZOOM, clampCamera, focusOn, lerpCamera, panBy, sameCamera, tapOutcome, zoomAt, type Camera } from './camera.ts';
import { decelerate } from './ease.ts';
import type { Rect } from './geom.ts';
import { bindGestures } from './gestures.ts';
import type { Tweens } from './tweens.ts';
import { MOTION } from '../tokens.ts';

export type CameraMode = 'fit' | 'focus' | 'user';

export interface ViewportHost {
  content(): Rect; // world rect of everything
  size(): { w: number; h: number };
  /** A tap: return true when it hit a target (then no zoom gesture is considered). */
  tap(x: number, y: number): boolean;
  /** A sideways flick at fit (where a drag does not pan): dir 1 = next, -1 = previous. */
  swipe?(dir: 1 | -1): void;
  /** A single tap off the targets (CSS px): tell what is there, if anything. */
  inspectTap?(x: number, y: number): void;
  changed(): void; // draw a frame
  settled(): void; // the camera stopped: re-rasterise for the new zoom
  animate(): boolean; // whether camera moves are animated (reduced motion: no)
}

const DOUBLE_TAP_MS = 300;

export class Viewport {
  readonly world = new Container();
  cam: Camera = { ...FIT };
  mode: CameraMode = 'fit';
  /** The targets last brought into sight (see bringIntoSight). */
  sightKey = '';
  private unbind: () => void;
  private lastTap: { x: number; y: number; t: number } | null = null;
  private tapTimer = 0;
  private moveId = 0;
  /** The camera mode when the gesture in progress started moving the camera. */
  private gestureFrom: CameraMode | null = null;

  constructor(el: HTMLElement, private readonly host: ViewportHost, private readonly tweens: Tweens) {
    this.unbind = bindGestures(el, {
      tap: (x, y) => this.onTap(x, y),
      pan: (dx, dy) => {
        if (this.cam.z <= 1.001) return;
        this.gestureFrom ??= this.mode;
        this.set(panBy(this.cam, dx, dy, ...this.frame()), 'user');
      },
      zoom: (f, x, y) => {
        this.gestureFrom ??= this.mode;
        this.set(zoomAt(this.cam, f, x, y, ...this.frame()), 'user');
      },
      end: () => {
        this.gestureFrom = null;
        this.host.settled();
      },
      // Once the person has zoomed or panned, a flick only pans; at fit or at the scene's own focus
      // zoom it turns the page (a finger moving left shows the next).
      swipe: (dx) => { if ((this.gestureFrom ?? this.mode) !== 'user') this.host.swipe?.(dx < 0 ? 1 : -1); },
    });
  }

  private frame(): [Rect, number, number] {
    const { w, h } = this.host.size();
    return [this.host.content(), w, h];
  }

  private set(c: Camera, mode: CameraMode): void {
    this.moveId++; // a gesture cancels an eased move
    this.cam = c.z <= 1.0001 ? { ...FIT } : c;
    this.mode = this.cam.z <= 1.0001 && mode !== 'focus' ? 'fit' : mode;
    this.apply();
  }

  apply(): void {
    this.world.position.set(this.cam.x, this.cam.y);
    this.world.scale.set(this.cam.z);
    this.host.changed();
  }

  /** Eases to `to` (or jumps under reduced motion), then reports the settle. */
  moveTo(to: Camera, mode: CameraMode): void {
    const target = clampCamera(to, ...this.frame());
    this.mode = target.z <= 1.0001 && mode !== 'focus' ? 'fit' : mode;
    if (sameCamera(this.cam, target)) return;
    const id = ++this.moveId;
    if (!this.host.animate()) {
      this.cam = target;
      this.apply();
      this.host.settled();
      return;
    }
    const from = this.cam;
    this.tweens.add({
      delay: 0, duration: MOTION.camera, ease: decelerate,
      update: (k) => {
        if (id !== this.moveId) return;
        this.cam = lerpCamera(from, target, k);
        this.apply();
      },
      done: () => {
        if (id !== this.moveId) return;
        this.cam = target;
        this.apply();
        this.host.settled();
      },
    });
    this.host.changed();
  }

  fit(): void { this.moveTo(FIT, 'fit'); }
  focus(r: Rect, mode: CameraMode = 'focus'): void {
    const [content, w, h] = this.frame();
    this.moveTo(focusOn(r, content, w, h), mode);
  }
  zoomBy(f: number): void {
    const { w, h } = this.host.size();
    this.moveTo(zoomAt(this.cam, f, w / 2, h / 2, ...this.frame()), 'user');
  }
  /** After a resize: back to fit at once. */
  reset(): void {
    this.moveId++;
    this.cam = { ...FIT };
    this.mode = 'fit';
    this.apply();
  }

  private onTap(x: number, y: number): void {
    const hit = this.host.tap(x, y);
    const now = performance.now();
    const last = this.lastTap;
    const second = !hit && last !== null && now - last.t < DOUBLE_TAP_MS && Math.hypot(x - last.x, y - last.y) < 30;
    const what = tapOutcome(hit, second, this.cam.z > 1.05);
    clearTimeout(this.tapTimer);
    if (what === 'target') { this.lastTap = null; return; }
    if (what === 'fit' || what === 'zoomIn') {
      this.lastTap = null;
      if (what === 'fit') this.fit();
      else {
        const [content, w, h] = this.frame();
        this.moveTo(zoomAt(this.cam, Math.min(2, MAX_ZOOM), x, y, content, w, h), 'user');
      }
      return;
    }
    // A single tap: wait out a possible second one, then only ask what is there.
    this.lastTap = { x, y, t: now };
    this.tapTimer = window.setTimeout(() => {
      this.lastTap = null;
      this.host.inspectTap?.(x, y);
    }, DOUBLE_TAP_MS);
  }

  /** Puts the camera back where it was (clamped to the board as laid out now), without easing. */
  restore(c: Camera, mode: CameraMode): void {
    this.moveId++;
    const cam = clampCamera(c, ...this.frame());
    this.cam = cam;
    this.mode = cam.z <= 1.0001 && mode !== 'focus' ? 'fit' : mode;
    this.apply();
    this.host.settled();
  }

  destroy(): void {
    clearTimeout(this.tapTimer);
    this.unbind();
  }
}
