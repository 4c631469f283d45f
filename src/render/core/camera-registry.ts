// Each board canvas's camera, reachable from the page without the game's presenter passing it on:
// the game screen keeps the view across remounts and reloads for every game the same way. No Pixi
// here, so the game screen can import it without loading the renderer.
import type { SavedCamera } from './camera.ts';

export interface CameraAccess {
  camera(): SavedCamera;
  setCamera(c: SavedCamera): boolean;
  /** Animation speed (1 normal, 0 instant: bots playing with the pacing skipped). */
  setSpeed(speed: number): void;
}

const byCanvas = new WeakMap<Element, CameraAccess>();

export function registerCamera(canvas: Element, access: CameraAccess): void { byCanvas.set(canvas, access); }

/** The camera of the board drawn on `canvas` (null when none is). */
export const cameraOn = (canvas: Element | null | undefined): CameraAccess | null => (canvas ? byCanvas.get(canvas) ?? null : null);
