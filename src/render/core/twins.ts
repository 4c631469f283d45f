// What the Component-based scenes (Zapotec, Chocolatl) share when they animate: the real piece
// stays hidden in its cached layer while a twin ("ghost") in the effects layer does the motion.
import type { Container } from 'pixi.js';
import type { Component } from './component.ts';
import type { Tweens } from './tweens.ts';

export interface TwinContext<R> {
  reg: R;
  fx: Container; // world-space layer above everything
  tweens: Tweens;
  comps: Map<string, Component>;
  zoom: number; // current camera zoom (durations follow on-screen distance)
  speed: number; // 1 normal, 2 twice as fast
  reduced: boolean;
}

export const lerp = (a: number, b: number, k: number): number => a + (b - a) * k;

/** Durations at the scene's animation speed (a floor keeps a tiny speed from freezing things). */
export const atSpeed = (speed: number) => (ms: number): number => ms / Math.max(0.1, speed);

/**
 * Hides the landed piece while its twin plays: free when it sits in the live layer; in a cached
 * layer the cache is re-rendered, and `redraw` (if given) asks for the whole-canvas frame that needs.
 */
export function hideWhileTwin(node: Container, comp: Component, redraw?: () => void): () => void {
  const cached = !comp.live.children.some((sub) => sub === node.parent);
  node.visible = false;
  if (cached) {
    comp.refresh();
    redraw?.();
  }
  return () => {
    if (node.destroyed) return;
    node.visible = true;
    if (cached) {
      comp.refresh();
      redraw?.();
    }
  };
}
