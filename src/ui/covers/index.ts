// Each game's cover art (our own vector drawings, coloured only through the palette's CSS
// variables: see the f-/s- classes in home.css), its emblem for a saved game without a board
// thumbnail, and the facts a game tile states: seats and length.
import { ZAPOTEC_COVER } from './zapotec.ts';
import { CHOCOLATL_COVER } from './chocolatl.ts';
import { COPAN_COVER } from './copan.ts';

const COVERS: Record<string, string> = { zapotec: ZAPOTEC_COVER, chocolatl: CHOCOLATL_COVER, copan: COPAN_COVER };

/**
 * Seats and length per game. The rulebooks in shared/seeds state no playing time; these are the
 * figures of the design brief (issue 26). Chocolatl's 2-player variant is offered in the form, the
 * tile states the intended 3-5.
 */
export const GAME_FACTS: Record<string, { players: [number, number]; minutes: [number, number] }> = {
  zapotec: { players: [1, 4], minutes: [60, 60] },
  chocolatl: { players: [3, 5], minutes: [45, 45] },
  copan: { players: [1, 4], minutes: [60, 90] },
};

/** The cover as an inline SVG element (decorative: the tile's text names the game). */
export function coverArt(game: string, cls = 'cover'): SVGSVGElement {
  const holder = document.createElement('div');
  // Constant markup from our own modules, never user data.
  holder.innerHTML = `<svg class="${cls}" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">${COVERS[game] ?? ''}</svg>`;
  return holder.firstElementChild as SVGSVGElement;
}

/** The cover in a small 4:3 frame (its motifs kept, the edges cut), for a save with no board thumbnail yet. */
export function emblem(game: string): SVGSVGElement {
  const svg = coverArt(game, 'emblem');
  svg.setAttribute('viewBox', '10 0 150 100');
  return svg;
}
