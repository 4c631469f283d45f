// Plays an animation plan. The real piece stays hidden in its cached layer while a twin ("ghost")
// in the effects layer does the motion: travels (showing its back when it lands face down),
// turns over, rolls, walks the track, pulses. All anims of one key share one ghost and one
// timeline. Reduced motion replaces movement by a 120 ms fade at the destination and floaters
// by a static badge shown for 2 s (visual.md §7).
import { Container, Graphics } from 'pixi.js';
import { decelerate, moveDuration, standard } from '../core/ease.ts';
import { centre, placePt, type Pt } from '../core/geom.ts';
import { atSpeed, hideWhileTwin, lerp, type TwinContext } from '../core/twins.ts';
import { C, MOTION } from '../tokens.ts';
import { cardBack, cardFace } from './art-cards.ts';
import { dieNode } from './art-pieces.ts';
import { REVEAL, type Anim, type FlyPiece } from './plan.ts';
import type { Registry } from './registry.ts';
import { num } from './num.ts';

export interface AnimContext extends TwinContext<Registry> {
  redraw: () => void; // a whole-canvas frame (after a cached layer changed)
}

const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));
const FLOAT_MS = 700;
const FLOAT_RISE = 24;
const REDUCED_BADGE_MS = 2000;
const ROLL_MS = 450;
const SETTLE_MS = MOTION.settle;
const PULSE_SCALE = 0.18;

/** A point `k` (0..1) of the way along a polyline, by length. */
export function along(points: readonly Pt[], k: number): Pt {
  if (points.length === 1) return points[0]!;
  const seg: number[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const d = Math.hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
    seg.push(d);
    total += d;
  }
  let rest = clamp01(k) * total;
  for (let i = 0; i < seg.length; i++) {
    if (rest <= seg[i]! || i === seg.length - 1) {
      const f = seg[i]! > 0 ? Math.min(1, rest / seg[i]!) : 1;
      return { x: lerp(points[i]!.x, points[i + 1]!.x, f), y: lerp(points[i]!.y, points[i + 1]!.y, f) };
    }
    rest -= seg[i]!;
  }
  return points[points.length - 1]!;
}

function flyNode(what: FlyPiece, size: number): Container {
  if (what.piece === 'blackDie') return dieNode(5, size, true);
  const w = size * 0.7;
  return what.piece === 'card' ? cardFace(what.value, w, size, { improvement: true }) : cardBack(w, size);
}

function playFloat(ctx: AnimContext, a: Extract<Anim, { kind: 'float' }>, time: (ms: number) => number): void {
  const label = num(a.text, { size: 20, color: C.bone });
  const pad = 6;
  const badge = new Container();
  const bg = new Graphics().roundRect(-label.width / 2 - pad, -13, label.width + 2 * pad, 26, 13).fill(a.gain ? C['jade-dark'] : C.terracotta).stroke({ width: 2, color: C.obsidian });
  badge.addChild(bg, label);
  const c = centre(a.at);
  const s = Math.max(0.55, Math.min(1, a.at.h / 40)) / Math.max(0.5, ctx.zoom);
  badge.scale.set(s);
  badge.position.set(c.x, c.y - a.at.h * 0.6);
  badge.alpha = 0;
  ctx.fx.addChild(badge);
  const rise = FLOAT_RISE / Math.max(0.5, ctx.zoom);
  ctx.tweens.add({
    delay: time(a.delay), duration: time(ctx.reduced ? REDUCED_BADGE_MS : FLOAT_MS), ease: decelerate,
    update: (k, t) => {
      if (t <= 0) return;
      if (ctx.reduced) badge.alpha = t < 0.06 ? t / 0.06 : t > 0.94 ? (1 - t) / 0.06 : 1;
      else {
        badge.y = c.y - a.at.h * 0.6 - rise * k;
        badge.alpha = t < 0.1 ? t / 0.1 : t > 0.6 ? (1 - t) / 0.4 : 1;
      }
    },
    done: () => badge.destroy({ children: true }),
  });
}

function playFly(ctx: AnimContext, a: Extract<Anim, { kind: 'fly' }>, time: (ms: number) => number): void {
  if (ctx.reduced) return;
  const from = centre(a.from), to = centre(a.to);
  const ghost = flyNode(a.what, Math.max(14, Math.min(a.from.h, a.to.h, 60)));
  ghost.position.set(from.x, from.y);
  ghost.alpha = 0;
  ctx.fx.addChild(ghost);
  const dist = Math.hypot(to.x - from.x, to.y - from.y) * ctx.zoom;
  ctx.tweens.add({
    delay: time(a.delay), duration: time(moveDuration(dist) + 80), ease: decelerate,
    update: (k, t) => {
      if (t <= 0) return;
      ghost.position.set(lerp(from.x, to.x, k), lerp(from.y, to.y, k) - Math.sin(Math.PI * k) * 16);
      ghost.rotation = a.what.piece === 'blackDie' ? k * Math.PI * 2 : 0;
      ghost.alpha = t < 0.08 ? t / 0.08 : t > 0.8 ? (1 - t) / 0.2 : 1;
    },
    done: () => ghost.destroy({ children: true }),
  });
}

/** One key's timeline: an optional travel/settle/roll/walk phase, then an optional flip, or a pulse. */
function playKey(ctx: AnimContext, key: string, anims: Anim[], time: (ms: number) => number): void {
  const e = ctx.reg.get(key);
  const comp = e && ctx.comps.get(e.comp);
  if (!e || !comp || e.node.destroyed) return;
  const dest = placePt(comp.place, { x: e.node.x, y: e.node.y });
  const scale = comp.place.s * e.node.scale.x;
  const travel = anims.find((a) => a.kind === 'move' || a.kind === 'settle' || a.kind === 'path' || a.kind === 'roll');
  const flip = anims.find((a) => a.kind === 'flip');
  const pulse = anims.find((a) => a.kind === 'pulse');
  const start = Math.min(...anims.map((a) => a.delay));
  if (ctx.reduced && pulse && !travel && !flip) return; // nothing moves: no pulse

  const ghost = new Container();
  ghost.label = e.comp; // dirty rectangles are grouped per component
  const face = e.make();
  face.position.set(0, 0);
  const showBack = !!flip || (travel?.kind === 'move' && travel.back === true);
  const back = showBack && e.back ? e.back() : null;
  ghost.addChild(face);
  if (back) ghost.addChild(back);
  ghost.position.set(dest.x, dest.y);
  ghost.scale.set(scale);
  ctx.fx.addChild(ghost);
  const show = hideWhileTwin(e.node, comp, ctx.redraw);
  const finish = (): void => {
    ghost.destroy({ children: true });
    show();
  };
  const faceUp = (up: boolean): void => {
    face.visible = up || !back;
    if (back) back.visible = !up;
  };

  if (ctx.reduced) {
    // A cross-fade at the destination: from the back for a card turning over, from nothing otherwise.
    const at = flip ? flip.delay : travel?.delay ?? start;
    face.visible = true;
    face.alpha = 0;
    if (back) back.visible = !!flip;
    ctx.tweens.add({
      delay: time(at), duration: time(MOTION.reducedFade), ease: standard,
      update: (k, t) => {
        if (t <= 0) return;
        face.alpha = k;
        if (back) back.alpha = 1 - k;
      },
      done: finish,
    });
    return;
  }

  // Phase A: travel (or settle / walk / roll), from `a0` for `da` ms.
  let a0 = start, da = 0;
  let from: Pt = dest, s0 = scale;
  if (travel) {
    a0 = travel.delay;
    if (travel.kind === 'move') {
      from = centre(travel.from);
      const w = ghost.getLocalBounds().width * scale;
      s0 = w > 0 ? Math.min(3, Math.max(0.3, travel.from.w / w)) * scale : scale;
      da = moveDuration(Math.hypot(dest.x - from.x, dest.y - from.y) * ctx.zoom);
    } else if (travel.kind === 'path') {
      from = travel.points[0] ?? dest;
      da = travel.duration;
    } else da = travel.kind === 'roll' ? ROLL_MS : SETTLE_MS;
  }
  const aEnd = a0 + da;
  const f0 = flip ? Math.max(flip.delay, aEnd) : aEnd;
  const end = pulse && !travel && !flip ? pulse.delay + REVEAL.pulse : f0 + (flip ? REVEAL.flip : 0);
  const path = travel?.kind === 'path' ? [...travel.points, dest] : null;
  faceUp(!back);
  if (travel?.kind === 'move' || travel?.kind === 'path') ghost.position.set(from.x, from.y);
  if (travel?.kind === 'settle') ghost.alpha = 0;
  if (travel?.kind === 'move') ghost.scale.set(s0);

  ctx.tweens.add({
    delay: time(start), duration: time(Math.max(1, end - start)), ease: (t) => t,
    update: (_k, t) => {
      const now = start + t * (end - start);
      if (travel) {
        const lt = da > 0 ? clamp01((now - a0) / da) : 1;
        const k = decelerate(lt);
        if (travel.kind === 'move') {
          ghost.position.set(lerp(from.x, dest.x, k), lerp(from.y, dest.y, k));
          ghost.scale.set(lerp(s0, scale, k) * (1 + MOTION.lift * Math.sin(Math.PI * lt)));
        } else if (travel.kind === 'path' && path) {
          const p = along(path, k);
          ghost.position.set(p.x, p.y);
          ghost.scale.set(scale * (1 + MOTION.lift * 2 * Math.sin(Math.PI * lt)));
        } else if (travel.kind === 'settle') {
          ghost.alpha = now < a0 ? 0 : Math.min(1, lt * 3);
          ghost.scale.set(scale * lerp(1.25, 1, k));
          ghost.y = dest.y - (1 - k) * 10 * scale;
        } else if (travel.kind === 'roll') {
          ghost.rotation = (1 - k) * Math.PI * 2.5;
          ghost.scale.set(scale * (1 + 0.25 * Math.sin(Math.PI * lt)));
          ghost.y = dest.y - Math.abs(Math.sin(Math.PI * 2 * lt)) * (1 - lt) * 14 * scale;
        }
      }
      if (flip) {
        const ft = clamp01((now - f0) / REVEAL.flip);
        const k = standard(ft);
        ghost.scale.x = (travel?.kind === 'move' && now < aEnd ? ghost.scale.y : scale) * Math.max(0.02, Math.abs(Math.cos(Math.PI * k)));
        faceUp(k >= 0.5 || !back);
      }
      if (pulse && !travel && !flip) {
        const pt = clamp01((now - pulse.delay) / REVEAL.pulse);
        ghost.scale.set(scale * (1 + PULSE_SCALE * Math.sin(Math.PI * pt)));
      }
    },
    done: finish,
  });
}

export function playPlan(ctx: AnimContext, plan: readonly Anim[]): void {
  const time = atSpeed(ctx.speed);
  const byKey = new Map<string, Anim[]>();
  for (const a of plan) {
    if (a.kind === 'float') playFloat(ctx, a, time);
    else if (a.kind === 'fly') playFly(ctx, a, time);
    else byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  }
  for (const [key, anims] of byKey) playKey(ctx, key, anims, time);
}
