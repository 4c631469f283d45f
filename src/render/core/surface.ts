// The Pixi surface a scene draws on: WebGL first, the canvas renderer as the fallback, never
// WebGPU (it renders blank in software Chromium). Rendering is on demand: nothing is drawn while
// nothing changes; frame hooks keep the loop alive only while they report work (animations).
import { Application, type Renderer } from 'pixi.js';

export type FrameHook = (now: number) => boolean; // return true while there is more to draw

export interface Surface {
  readonly app: Application;
  readonly renderer: Renderer;
  readonly canvas: HTMLCanvasElement;
  readonly dpr: number;
  /** Draws once on the next animation frame. */
  invalidate(): void;
  /** Runs `hook` every frame until it returns false, drawing each frame. */
  addHook(hook: FrameHook): void;
  resize(w: number, h: number): void;
  destroy(): void;
}

export async function createSurface(host: HTMLElement, w: number, h: number, background: number): Promise<Surface> {
  const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
  const app = new Application();
  await app.init({
    preference: ['webgl', 'canvas'], // WebGL, else canvas; WebGPU is excluded entirely
    width: w,
    height: h,
    resolution: dpr,
    autoDensity: true,
    antialias: false, // caches are antialiased; a multisampled canvas would multiply the fill cost
    background,
    autoStart: false, // no ticker: we render on demand
    sharedTicker: false,
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false }, // gestures are ours
  });
  app.ticker?.stop();
  const canvas = app.canvas as HTMLCanvasElement;
  canvas.style.display = 'block';
  canvas.style.touchAction = 'none';
  host.appendChild(canvas);

  const hooks = new Set<FrameHook>();
  let raf = 0;
  let alive = true;
  const frame = (now: number): void => {
    raf = 0;
    if (!alive) return;
    for (const hook of [...hooks]) if (!hook(now)) hooks.delete(hook);
    app.render();
    if (hooks.size > 0) schedule();
  };
  const schedule = (): void => {
    if (!raf && alive) raf = requestAnimationFrame(frame);
  };
  return {
    app,
    renderer: app.renderer,
    canvas,
    dpr,
    invalidate: schedule,
    addHook(hook) {
      hooks.add(hook);
      schedule();
    },
    resize(nw, nh) {
      app.renderer.resize(nw, nh);
      schedule();
    },
    destroy() {
      alive = false;
      if (raf) cancelAnimationFrame(raf);
      hooks.clear();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
