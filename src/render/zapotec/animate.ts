// Plays an animation plan: the real piece stays hidden in its cached layer while a twin ("ghost")
// travels in the effects layer from where it came from to where it now is, then the piece shows.
// Reduced motion replaces movement by a short fade at the destination (visual.md §7).
import { Graphics, type Container } from 'pixi.js';
import type { Component } from '../core/component.ts';
import { decelerate, moveDuration, standard } from '../core/ease.ts';
import { centre, placePt, type Pt } from '../core/geom.ts';
import { atSpeed, hideWhileTwin, lerp, type TwinContext } from '../core/twins.ts';
import { drawIcon } from '../icons/index.ts';
import { MOTION } from '../tokens.ts';
import type { Anim } from './plan.ts';
import type { Registry } from './registry.ts';

export type AnimContext = TwinContext<Registry>;

/** World centre and scale of a keyed piece (its comp's place × its own scale). */
function destination(ctx: AnimContext, key: string): { at: Pt; scale: number; node: Container; comp: Component } | null {
  const e = ctx.reg.get(key);
  const comp = e && ctx.comps.get(e.comp);
  if (!e || !comp || e.node.destroyed) return null;
  return { at: placePt(comp.place, { x: e.node.x, y: e.node.y }), scale: comp.place.s * e.node.scale.x, node: e.node, comp };
}

export function playPlan(ctx: AnimContext, plan: readonly Anim[]): void {
  const time = atSpeed(ctx.speed);
  for (const a of plan) {
    if (a.kind === 'fly') {
      if (ctx.reduced) continue;
      const from = centre(a.from), to = centre(a.to);
      const ghost = new Graphics();
      const size = Math.max(14, Math.min(a.to.h, 40) * 0.7);
      drawIcon(ghost.context, a.icon, 0, 0, size, { chip: true });
      ghost.position.set(from.x, from.y);
      ctx.fx.addChild(ghost);
      ctx.tweens.add({
        delay: time(a.delay), duration: time(MOTION.resource), ease: decelerate,
        update: (k, t) => {
          ghost.position.set(lerp(from.x, to.x, k), lerp(from.y, to.y, k) - Math.sin(Math.PI * k) * 18);
          ghost.alpha = t < 0.02 ? 0 : t > 0.8 ? (1 - t) / 0.2 : 1;
        },
        done: () => ghost.destroy(),
      });
      continue;
    }
    const d = destination(ctx, a.key);
    if (!d) continue;
    const entry = ctx.reg.get(a.key)!;
    const ghost = entry.make();
    ghost.position.set(d.at.x, d.at.y);
    ghost.scale.set(d.scale);
    ctx.fx.addChild(ghost);
    const show = hideWhileTwin(d.node, d.comp);
    const finish = (): void => {
      ghost.destroy({ children: true });
      show();
    };
    if (ctx.reduced) {
      ctx.tweens.add({ delay: 0, duration: time(MOTION.reducedFade), ease: standard, update: (k) => { ghost.alpha = k; }, done: finish });
      continue;
    }
    if (a.kind === 'settle') {
      ctx.tweens.add({
        delay: time(a.delay), duration: time(MOTION.settle), ease: decelerate,
        update: (k, t) => {
          ghost.alpha = Math.min(1, t * 3);
          ghost.scale.set(d.scale * lerp(1.25, 1, k));
          ghost.y = d.at.y - (1 - k) * 10 * d.scale;
        },
        done: finish,
      });
    } else if (a.kind === 'flip') {
      ctx.tweens.add({
        delay: time(a.delay), duration: time(300), ease: standard,
        update: (k) => ghost.scale.set(d.scale * Math.abs(Math.cos(Math.PI * k)), d.scale),
        done: finish,
      });
    } else {
      const from = centre(a.from);
      const dist = Math.hypot(d.at.x - from.x, d.at.y - from.y) * ctx.zoom;
      const w = ghost.getLocalBounds().width * d.scale;
      const s0 = w > 0 ? Math.min(3, Math.max(0.3, a.from.w / w)) * d.scale : d.scale;
      ctx.tweens.add({
        delay: time(a.delay), duration: time(moveDuration(dist)), ease: decelerate,
        update: (k, t) => {
          ghost.position.set(lerp(from.x, d.at.x, k), lerp(from.y, d.at.y, k));
          ghost.scale.set(lerp(s0, d.scale, k) * (1 + MOTION.lift * Math.sin(Math.PI * t)));
        },
        done: finish,
      });
    }
  }
}
