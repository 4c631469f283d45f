// Applies the design tokens as CSS custom properties (the hex values live only in the token
// module) and the theme and motion settings as data attributes the stylesheet reads.
import { setSoundLevel } from './sound.ts';
import { PALETTE, PLAYERS } from '../render/tokens.ts';
import type { Settings } from '../store/settings.ts';

export function applyTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, hex] of Object.entries(PALETTE)) root.style.setProperty(`--c-${name}`, hex);
  PLAYERS.forEach((p, i) => root.style.setProperty(`--seat-${i}`, p.hex));
}

export function applySettings(settings: Settings, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = settings.theme;
  root.dataset.motion = settings.motion;
  setSoundLevel(settings.sound ?? 'normal');
}
