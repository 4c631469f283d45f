// The Pixi surface a scene draws on: WebGL first, the canvas renderer as the fallback, never
// WebGPU (it renders blank in software Chromium). Rendering is on demand: nothing is drawn while
// nothing changes; frame hooks keep the loop alive only while they report work (animations).
// Software WebGL is fill-rate bound, so frames where only small things move redraw only the
// rectangles around them (scissored, on a preserved drawing buffer) instead of the whole canvas.
import { Application, RenderTexture, type Container, type Renderer, type WebGLRenderer } from 'pixi.js';
import { mergeRects, type Rect } from './geom.ts';

export type FrameHook = (now: number) => boolean; // return true while there is more to draw

export interface Surface {
  readonly app: Application;
  readonly renderer: Renderer;
  readonly canvas: HTMLCanvasElement;
  readonly dpr: number;
  /** Software WebGL (SwiftShader) or the canvas renderer: every pixel counts, so no multisampling. */
  readonly software: boolean;
  /** Redraws everything on the next animation frame. */
  invalidate(): void;
  /**
   * Redraws only these CSS-px rectangles on the next frame (unless a full redraw is pending).
   * `cachesChanged`: some cached layer must be re-rendered first (never under a scissor).
   */
  invalidateRects(rects: readonly Rect[], cachesChanged?: boolean): void;
  /** Runs `hook` every frame until it returns false. */
  addHook(hook: FrameHook): void;
  resize(w: number, h: number): void;
  destroy(): void;
}

/** Whether WebGL runs on a software rasteriser (SwiftShader, llvmpipe…), probed on a scratch context. */
function softwareWebGL(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software/i.test(name);
  } catch {
    return true;
  }
}

export async function createSurface(host: HTMLElement, w: number, h: number, background: number): Promise<Surface> {
  const dpr = Math.min(2, globalThis.devicePixelRatio || 1);
  const soft = softwareWebGL();
  const app = new Application();
  await app.init({
    preference: ['webgl', 'canvas'], // WebGL, else canvas; WebGPU is excluded entirely
    width: w,
    height: h,
    resolution: dpr,
    autoDensity: true,
    antialias: !soft, // multisampling is cheap on a GPU and multiplies the cost of every pixel in software
    preserveDrawingBuffer: true, // partial redraws keep the rest of the previous frame
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
  const gl = app.renderer.name === 'webgl' ? (app.renderer as WebGLRenderer).gl : null;
  const software = soft || !gl;

  const hooks = new Set<FrameHook>();
  let raf = 0;
  let alive = true;
  let full = true;
  let dirty: Rect[] = [];
  let prepare = false;
  // Rendering the stage into a 1×1 texture refreshes every stale cache at full size (with no
  // scissor) while drawing almost nothing; the scissored passes then only composite.
  const scratch = RenderTexture.create({ width: 1, height: 1 });

  const partial = (rects: Rect[]): void => {
    if (!gl) return app.render();
    if (prepare) app.renderer.render({ container: app.stage, target: scratch });
    const cw = gl.drawingBufferWidth, ch = gl.drawingBufferHeight;
    gl.enable(gl.SCISSOR_TEST);
    for (const r of mergeRects(rects)) {
      const x0 = Math.max(0, Math.floor(r.x * dpr)), y0 = Math.max(0, Math.floor(r.y * dpr));
      const x1 = Math.min(cw, Math.ceil((r.x + r.w) * dpr)), y1 = Math.min(ch, Math.ceil((r.y + r.h) * dpr));
      if (x1 <= x0 || y1 <= y0) continue;
      gl.scissor(x0, ch - y1, x1 - x0, y1 - y0);
      app.render();
    }
    gl.disable(gl.SCISSOR_TEST);
  };
  const frame = (now: number): void => {
    raf = 0;
    if (!alive) return;
    for (const hook of [...hooks]) if (!hook(now)) hooks.delete(hook);
    if (full) app.render();
    else if (dirty.length > 0) partial(dirty);
    full = false;
    dirty = [];
    prepare = false;
    if (hooks.size > 0) schedule();
  };
  const schedule = (): void => {
    if (!raf && alive) raf = requestAnimationFrame(frame);
  };
  // A lost WebGL context (GPU reset, driver update, too many contexts) clears the canvas; Pixi
  // rebuilds its GPU resources when the context comes back, but we only draw on demand, so the
  // whole scene must be drawn again then. Until then nothing is drawn.
  const onLost = (): void => {
    dirty = [];
  };
  const onRestored = (): void => {
    // Layers cached as textures lost their pixels with the context: print them again.
    const stack: Container[] = [app.stage];
    while (stack.length) {
      const c = stack.pop()!;
      if (c.isCachedAsTexture) c.updateCacheTexture();
      stack.push(...c.children);
    }
    full = true;
    prepare = true;
    schedule();
  };
  canvas.addEventListener('webglcontextlost', onLost);
  canvas.addEventListener('webglcontextrestored', onRestored);
  return {
    app,
    renderer: app.renderer,
    canvas,
    dpr,
    software,
    invalidate() {
      full = true;
      schedule();
    },
    invalidateRects(rects, cachesChanged = false) {
      dirty.push(...rects);
      prepare ||= cachesChanged;
      schedule();
    },
    addHook(hook) {
      hooks.add(hook);
      schedule();
    },
    resize(nw, nh) {
      app.renderer.resize(nw, nh);
      full = true;
      schedule();
    },
    destroy() {
      alive = false;
      if (raf) cancelAnimationFrame(raf);
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
      hooks.clear();
      scratch.destroy(true);
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
