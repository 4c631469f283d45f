// Canvas gestures without a browser: pointer events on a plain EventTarget standing in for the canvas.
import { describe, expect, it, vi } from 'vitest';
import { bindGestures, type GestureHandlers } from '../../src/render/core/gestures.ts';

function fakeCanvas() {
  const el = new EventTarget() as EventTarget & { getBoundingClientRect(): { left: number; top: number }; setPointerCapture(): void };
  el.getBoundingClientRect = () => ({ left: 0, top: 0 });
  el.setPointerCapture = () => {};
  const fire = (type: string, x: number, y: number, pointerId = 1, isPrimary = pointerId === 1) =>
    el.dispatchEvent(Object.assign(new Event(type), { clientX: x, clientY: y, pointerId, isPrimary }));
  return { el, fire };
}

function handlers(): GestureHandlers & { [k: string]: ReturnType<typeof vi.fn> } {
  return { tap: vi.fn(), pan: vi.fn(), zoom: vi.fn(), end: vi.fn(), swipe: vi.fn() } as never;
}

/** A one-finger drag from (x0, y0) by (dx, dy) in a few moves. */
function drag(fire: (t: string, x: number, y: number, id?: number) => void, x0: number, y0: number, dx: number, dy: number): void {
  fire('pointerdown', x0, y0);
  for (let i = 1; i <= 4; i++) fire('pointermove', x0 + (dx * i) / 4, y0 + (dy * i) / 4);
  fire('pointerup', x0 + dx, y0 + dy);
}

describe('canvas gestures', () => {
  it('a quick sideways flick is a swipe, in the direction of the finger', () => {
    const { el, fire } = fakeCanvas();
    const h = handlers();
    bindGestures(el as never, h);
    drag(fire, 300, 200, -120, 10);
    expect(h.swipe).toHaveBeenCalledWith(-120);
    drag(fire, 100, 200, 90, -20);
    expect(h.swipe).toHaveBeenLastCalledWith(90);
    expect(h.tap).not.toHaveBeenCalled();
    expect(h.end).toHaveBeenCalledTimes(2);
  });

  it('short, mostly vertical or two-finger moves are not swipes; a still finger taps', () => {
    const { el, fire } = fakeCanvas();
    const h = handlers();
    bindGestures(el as never, h);
    drag(fire, 300, 200, -40, 0); // too short
    drag(fire, 300, 200, -80, 70); // too steep
    fire('pointerdown', 100, 100, 1);
    fire('pointerdown', 200, 100, 2); // a pinch
    fire('pointermove', 20, 100, 1);
    fire('pointerup', 200, 100, 2);
    fire('pointerup', 20, 100, 1);
    expect(h.swipe).not.toHaveBeenCalled();
    drag(fire, 50, 50, 2, 1);
    expect(h.tap).toHaveBeenCalledWith(52, 51);
  });

  it('a pointer whose release never arrived does not turn the next drag into a pinch', () => {
    const { el, fire } = fakeCanvas();
    const h = handlers();
    bindGestures(el as never, h);
    fire('pointerdown', 10, 10); // released over a dialog: no pointerup here
    drag(fire, 300, 200, -120, 0);
    expect(h.swipe).toHaveBeenCalledWith(-120);
  });
});
