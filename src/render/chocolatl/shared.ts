// Shared geometry for repeated pieces: every card frame, back, badge, die, chip and icon of one
// kind and size is tessellated once and reused by all its copies (and by the animation ghosts),
// so rebuilding a layer after a move builds no new geometry. Released with the last scene.
import { Graphics, GraphicsContext } from 'pixi.js';

const contexts = new Map<string, GraphicsContext>();
let scenes = 0;

/** A Graphics drawing the shared context `key` (drawn by `draw` the first time it is asked for). */
export function shape(key: string, draw: (g: GraphicsContext) => void): Graphics {
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = new GraphicsContext();
    draw(ctx);
    contexts.set(key, ctx);
  }
  return new Graphics(ctx);
}

/** Scenes register while alive; the shared contexts go when the last one is destroyed. */
export function retainShapes(): () => void {
  scenes++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--scenes > 0) return;
    for (const ctx of contexts.values()) ctx.destroy();
    contexts.clear();
  };
}
