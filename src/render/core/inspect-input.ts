// Asking the board what something is: a mouse resting on an element (hover), a finger held on it
// (hold, about half a second without moving) or a right click. Taps stay with the viewport's
// gestures; each scene reports taps on elements that are not legal targets itself. The scene
// supplies `at` (what is under a point), optionally with a plain-language `text`.
import type { Rect } from './geom.ts';

export type InspectHow = 'hover' | 'tap' | 'hold';

export interface InspectEvent {
  id: string | null; // null: the pointer left every element (hover only)
  how: InspectHow;
  rect?: Rect; // CSS px relative to the host
  text?: string; // a plain-language description of the element, when the scene has one
}

export type InspectListener = (e: InspectEvent) => void;
export interface InspectHit { id: string; rect: Rect; text?: string }
export type InspectAt = (x: number, y: number) => InspectHit | null;

const HOLD_MS = 550;
const SLOP = 8;

/** The event for a hit, carrying `text` only when there is one. */
export const inspectEvent = (hit: InspectHit, how: InspectHow): InspectEvent =>
  ({ id: hit.id, how, rect: hit.rect, ...(hit.text !== undefined ? { text: hit.text } : {}) });

/** Binds hover, hold and context-menu inspection on `el`; returns the unbind function. */
export function bindInspect(el: HTMLElement, at: InspectAt, emit: InspectListener): () => void {
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
    emit(inspectEvent(hit, 'hold'));
    return true;
  };
  const cancelHold = () => { if (hold) { clearTimeout(hold.timer); hold = null; } };
  const setHover = (hit: InspectHit | null) => {
    if ((hit?.id ?? null) === hover) return;
    hover = hit?.id ?? null;
    emit(hit ? inspectEvent(hit, 'hover') : { id: null, how: 'hover' });
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

  const events: [string, EventListener][] = [
    ['pointermove', onMove as EventListener], ['pointerdown', onDown as EventListener], ['pointerup', onUp],
    ['pointercancel', onUp], ['pointerleave', onLeave as EventListener], ['contextmenu', onMenu as EventListener],
  ];
  for (const [type, fn] of events) el.addEventListener(type, fn);
  return () => {
    cancelHold();
    cancelAnimationFrame(frame);
    for (const [type, fn] of events) el.removeEventListener(type, fn);
  };
}
