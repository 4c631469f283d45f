// Asking the board what something is: a mouse resting on an element (hover), a finger held on it
// (hold, about half a second without moving) or a right click. Taps stay with the viewport's
// gestures; the scene reports taps on elements that are not legal targets itself.
import type { Rect } from '../core/geom.ts';

export type InspectHow = 'hover' | 'tap' | 'hold';

export interface InspectEvent {
  id: string | null; // null: the pointer left every element (hover only)
  how: InspectHow;
  rect?: Rect; // CSS px relative to the host
}

export type InspectListener = (e: InspectEvent) => void;

const HOLD_MS = 550;
const SLOP = 8;

/** Binds hover, hold and context-menu inspection on `el`; returns the unbind function. */
export function bindInspect(el: HTMLElement, at: (x: number, y: number) => { id: string; rect: Rect } | null, emit: InspectListener): () => void {
  let hover: string | null = null;
  let hold: { x: number; y: number; timer: number; id: number } | null = null;
  let held = 0; // time of the last hold, so the context menu that follows it is not a second one
  let frame = 0;
  let pending: { x: number; y: number } | null = null;
  const local = (e: MouseEvent) => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const fire = (x: number, y: number, touch: boolean): boolean => {
    const hit = at(x, y);
    if (!hit) return false;
    held = performance.now();
    // The finger lifts after the sheet opened: the click it makes must not land on the sheet's scrim.
    if (touch) {
      const swallow = (e: Event) => { if (performance.now() - held < 1500) { e.stopPropagation(); e.preventDefault(); } };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 1500);
    }
    emit({ id: hit.id, how: 'hold', rect: hit.rect });
    return true;
  };
  const cancelHold = () => { if (hold) { clearTimeout(hold.timer); hold = null; } };
  const setHover = (hit: { id: string; rect: Rect } | null) => {
    if ((hit?.id ?? null) === hover) return;
    hover = hit?.id ?? null;
    emit(hit ? { id: hit.id, how: 'hover', rect: hit.rect } : { id: null, how: 'hover' });
  };

  const onMove = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.id) {
      const p = local(e);
      if (Math.hypot(p.x - hold.x, p.y - hold.y) > SLOP) cancelHold();
    }
    if (e.pointerType !== 'mouse') return;
    if (e.buttons !== 0) { setHover(null); return; } // dragging pans: no tooltip
    pending = local(e);
    if (!frame) frame = requestAnimationFrame(() => {
      frame = 0;
      if (pending) setHover(at(pending.x, pending.y));
    });
  };
  const onDown = (e: PointerEvent) => {
    cancelHold();
    if (e.pointerType === 'mouse') { setHover(null); return; }
    const p = local(e);
    hold = { ...p, id: e.pointerId, timer: window.setTimeout(() => { hold = null; fire(p.x, p.y, true); }, HOLD_MS) };
  };
  const onUp = () => cancelHold();
  const onLeave = (e: PointerEvent) => { cancelHold(); if (e.pointerType === 'mouse') setHover(null); };
  const onMenu = (e: MouseEvent) => {
    e.preventDefault();
    if (performance.now() - held < 1000) return;
    const p = local(e);
    fire(p.x, p.y, false);
  };

  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onUp);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('contextmenu', onMenu);
  return () => {
    cancelHold();
    cancelAnimationFrame(frame);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('contextmenu', onMenu);
  };
}
