// Pointer and wheel gestures on the canvas: tap, one-finger drag, two-finger pinch, wheel zoom.
// Coordinates are CSS px relative to the element. Every listener is unbound by the returned function.

export interface GestureHandlers {
  tap(x: number, y: number): void;
  pan(dx: number, dy: number): void; // one finger / mouse drag (the scene decides if it pans)
  zoom(factor: number, x: number, y: number): void; // pinch or wheel, about (x, y)
  end(): void; // a drag, pinch or wheel burst finished
  /** A quick, mostly sideways one-finger flick (dx < 0: towards the left); before end(). */
  swipe?(dx: number): void;
}

const TAP_SLOP = 8; // px a finger may wander and still tap
const TAP_TIME = 500; // ms
const SWIPE_MIN = 60; // px sideways for a flick
const SWIPE_TIME = 600; // ms

export function bindGestures(el: HTMLElement, h: GestureHandlers): () => void {
  const pts = new Map<number, { x: number; y: number }>();
  let down: { x: number; y: number; t: number; moved: boolean } | null = null;
  let pinch: { d: number; cx: number; cy: number } | null = null;
  let pinched = false; // a second finger came down during this gesture: not a swipe
  let wheelTimer = 0;

  const local = (e: PointerEvent | WheelEvent): { x: number; y: number } => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const pinchOf = (): { d: number; cx: number; cy: number } => {
    const [a, b] = [...pts.values()];
    return { d: Math.hypot(a!.x - b!.x, a!.y - b!.y), cx: (a!.x + b!.x) / 2, cy: (a!.y + b!.y) / 2 };
  };

  const onDown = (e: PointerEvent): void => {
    // A primary pointer going down means no other is: forget any whose release went elsewhere
    // (a dialog opened over the canvas mid-click), or the next drag would count as a pinch.
    if (e.isPrimary) pts.clear();
    const p = local(e);
    pts.set(e.pointerId, p);
    try {
      el.setPointerCapture?.(e.pointerId);
    } catch {
      // Not an active pointer (a synthetic event): the gesture still works without capture.
    }
    if (pts.size === 1) {
      down = { ...p, t: performance.now(), moved: false };
      pinched = false;
    } else if (pts.size === 2) {
      pinched = true;
      pinch = pinchOf();
      if (down) down.moved = true; // a second finger cancels the tap
    }
  };
  const onMove = (e: PointerEvent): void => {
    const prev = pts.get(e.pointerId);
    if (!prev) return;
    const p = local(e);
    pts.set(e.pointerId, p);
    if (pts.size >= 2 && pinch) {
      const now = pinchOf();
      if (pinch.d > 0) h.zoom(now.d / pinch.d, now.cx, now.cy);
      h.pan(now.cx - pinch.cx, now.cy - pinch.cy);
      pinch = now;
      return;
    }
    if (!down) return;
    if (!down.moved && Math.hypot(p.x - down.x, p.y - down.y) > TAP_SLOP) down.moved = true;
    if (down.moved) h.pan(p.x - prev.x, p.y - prev.y);
  };
  const onUp = (e: PointerEvent): void => {
    if (!pts.has(e.pointerId)) return;
    pts.delete(e.pointerId);
    if (pts.size === 1) pinch = null;
    if (pts.size > 0) return;
    const quick = down !== null && performance.now() - down.t < TAP_TIME && e.type === 'pointerup';
    const wasTap = quick && !down!.moved;
    const p = local(e);
    const dx = down ? p.x - down.x : 0, dy = down ? p.y - down.y : 0;
    const flick = down !== null && !pinched && e.type === 'pointerup' && performance.now() - down.t < SWIPE_TIME &&
      Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > 2 * Math.abs(dy);
    down = null;
    pinch = null;
    if (wasTap) h.tap(p.x, p.y);
    else {
      if (flick) h.swipe?.(dx);
      h.end();
    }
  };
  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const p = local(e);
    // Trackpad pinch arrives as ctrl+wheel with small deltas; mouse wheels send ±100ish.
    const k = e.ctrlKey ? 0.01 : 0.0015;
    h.zoom(Math.exp(-e.deltaY * k), p.x, p.y);
    clearTimeout(wheelTimer);
    wheelTimer = window.setTimeout(() => h.end(), 140);
  };

  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onUp);
  el.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    clearTimeout(wheelTimer);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onUp);
    el.removeEventListener('wheel', onWheel);
  };
}
