// A Vite plugin: puts the palette's CSS variables (from src/render/tokens.ts, the only place hex
// values live) into index.html's <head>, so the splash drawn before any script runs uses the same
// tokens as the app (theme.ts sets the same variables again at start-up).
import type { Plugin } from 'vite';
import { PALETTE } from '../render/tokens.ts';

export function htmlTokens(): Plugin {
  return {
    name: 'meso-html-tokens',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{
        tag: 'style', injectTo: 'head',
        children: `:root{${Object.entries(PALETTE).map(([k, v]) => `--c-${k}:${v}`).join(';')}}`,
      }],
    },
  };
}
