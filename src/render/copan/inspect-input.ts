// Asking the Copan board what something is, in the shape the game screen already handles for
// Zapotec ({ id, how, rect }), plus our own `text`: a mouse resting on an element (hover), a
// finger held on it for about half a second, a right click, or a tap on something that is not a
// legal target (reported by the scene's tap handler). The scene supplies `at` (what is under a point).
import type { Rect } from '../core/geom.ts';

export interface CopanInspectEvent {
  id: string | null; // null: the mouse left every element (hover only)
  how: 'hover' | 'tap' | 'hold';
  rect?: Rect; // CSS px relative to the canvas
  text?: string; // a plain-language description of the element
}
export type InspectListener = (e: CopanInspectEvent) => void;
type At = (x: number, y: number) => { id: string; text: string; rect: Rect } | null;

const HOLD_MS = 550, SLOP = 8;

/** Binds hover, hold and right-click inspection on `el`; returns the unbind function. */
export function bindInspect(el: HTMLElement, at: At, emit: InspectListener): () => void {
  let hover: string | null = null, frame = 0, held = 0;
  let hold: { x: number; y: number; id: number; timer: number } | null = null;
  let pending: { x: number; y: number } | null = null;
  const local = (e: MouseEvent) => { const r = el.getBoundingClientRect(); return { x: e.clientX - r.left, y: e.clientY - r.top }; };
  const cancel = () => { if (hold) { clearTimeout(hold.timer); hold = null; } };
  const fire = (x: number, y: number): void => {
    const hit = at(x, y);
    if (!hit) return;
    held = performance.now();
    emit({ id: hit.id, how: 'hold', rect: hit.rect, text: hit.text });
  };
  const setHover = (hit: ReturnType<At>) => {
    if ((hit?.id ?? null) === hover) return;
    hover = hit?.id ?? null;
    emit(hit ? { id: hit.id, how: 'hover', rect: hit.rect, text: hit.text } : { id: null, how: 'hover' });
  };
  const onMove = (e: PointerEvent) => {
    if (hold && e.pointerId === hold.id) { const p = local(e); if (Math.hypot(p.x - hold.x, p.y - hold.y) > SLOP) cancel(); }
    if (e.pointerType !== 'mouse') return;
    if (e.buttons !== 0) { setHover(null); return; }
    pending = local(e);
    if (!frame) frame = requestAnimationFrame(() => { frame = 0; if (pending) setHover(at(pending.x, pending.y)); });
  };
  const onDown = (e: PointerEvent) => {
    cancel();
    if (e.pointerType === 'mouse') { setHover(null); return; }
    const p = local(e);
    hold = { ...p, id: e.pointerId, timer: window.setTimeout(() => { hold = null; fire(p.x, p.y); }, HOLD_MS) };
  };
  const onLeave = (e: PointerEvent) => { cancel(); if (e.pointerType === 'mouse') setHover(null); };
  const onMenu = (e: MouseEvent) => { e.preventDefault(); if (performance.now() - held > 1000) { const p = local(e); fire(p.x, p.y); } };
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointerup', cancel);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('contextmenu', onMenu);
  return () => {
    cancel();
    cancelAnimationFrame(frame);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointerup', cancel);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('contextmenu', onMenu);
  };
}
