// Plays an animation plan on the registered pieces: a moving piece starts where it came from
// (an offset in its component's units) and glides home with the decelerate curve and a 6 % lift;
// settling pieces (tokens, jade tiles) grow in from 130 % and Closed tokens fade in. Under reduced motion
// every piece fades in at its destination in 120 ms instead. Durations scale with `speed`.
import { decelerate } from '../core/ease.ts';
import type { Tweens } from '../core/tweens.ts';
import { MOTION } from '../tokens.ts';
import type { Registry } from './art.ts';
import type { Anim } from './plan.ts';

export interface PlayCtx {
  reg: Registry;
  tweens: Tweens;
  zoom: number;
  speed: number;
  reduced: boolean;
}

export function playPlan(ctx: PlayCtx, plan: readonly Anim[]): number {
  let started = 0;
  for (const a of plan) {
    const e = ctx.reg.map.get(a.key);
    if (!e) continue;
    const obj = e.obj;
    // A redraw may destroy the object mid-tween (its component was rebuilt): then the tween is moot.
    const live = <A extends unknown[]>(f: (...args: A) => void) => (...args: A) => { if (!obj.destroyed) f(...args); };
    const hx = obj.position.x, hy = obj.position.y, sx = obj.scale.x;
    started++;
    if (ctx.reduced) {
      obj.alpha = 0;
      ctx.tweens.add({ delay: a.delay / ctx.speed, duration: MOTION.reducedFade, ease: (t) => t, update: live((k: number) => { obj.alpha = k; }) });
      continue;
    }
    if (a.kind === 'move') {
      // World offset → the component's design units (the camera scales both alike).
      const dx = (a.from.x - a.to.x) / e.s, dy = (a.from.y - a.to.y) / e.s;
      ctx.tweens.add({
        delay: a.delay / ctx.speed, duration: a.duration / ctx.speed, ease: decelerate,
        update: live((k: number, t: number) => {
          obj.position.set(hx + dx * (1 - k), hy + dy * (1 - k));
          obj.scale.set(sx * (1 + MOTION.lift * Math.sin(Math.PI * t)));
        }),
        done: live(() => { obj.position.set(hx, hy); obj.scale.set(sx); }),
      });
    } else {
      ctx.tweens.add({
        delay: a.delay / ctx.speed, duration: a.duration / ctx.speed, ease: decelerate,
        update: live((k: number) => { obj.alpha = k; if (hx !== 0 || hy !== 0) obj.scale.set(sx * (1.3 - 0.3 * k)); }),
        done: live(() => { obj.alpha = 1; obj.scale.set(sx); }),
      });
    }
  }
  return started;
}
