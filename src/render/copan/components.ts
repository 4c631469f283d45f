// One entry point per component id: what to draw (`buildComp`) and the slice of the view it
// depends on (`compKey`, so unchanged components are kept as they are).
import type { CopanView } from '../../games/copan/view.ts';
import type { Art } from './art.ts';
import { drawAltars, drawGlyphStair } from './draw-altars.ts';
import { drawPlayer, playerKey } from './draw-player.ts';
import { drawPyramid, pyramidKey } from './draw-pyramid.ts';
import { drawScore, scoreKey } from './draw-score.ts';
import { drawBallCourt, drawEmbassies, drawHeader, drawRiver, type SiteCtx } from './draw-sites.ts';
import type { CompId } from './layout.ts';

const totems = (v: CopanView) => v.players.map((p) => [p.site, p.space, p.side]);

export function compKey(id: CompId, v: CopanView, lastFate: number): string {
  if (id === 'score') return scoreKey(v);
  if (id === 'pyr') return pyramidKey(v, lastFate);
  const n = Number(id.slice(1));
  if (id[0] === 'b') return playerKey(v, n);
  const t = totems(v);
  switch (n) {
    case 0: return JSON.stringify([t, v.cities, v.players.map((p) => p.emb)]);
    case 1: return JSON.stringify([t, v.river, v.storagePile, v.bagCount]);
    case 2: return JSON.stringify([t, v.charDisplay, v.charDeckCount, v.charTop.length, v.players.map((p) => p.court)]);
    case 3: return JSON.stringify([t, v.altarDisplay, v.altarSpaces, v.players.map((p) => p.reserve)]);
    default: return JSON.stringify([t, v.glyphDisplay, v.glyphDeckCount, v.glyphTop.length]);
  }
}

export function buildComp(id: CompId, a: Art, v: CopanView, lastFate: number, ctx: SiteCtx): void {
  if (id === 'score') return drawScore(a, v, ctx.automaSeat, ctx.colors);
  if (id === 'pyr') return drawPyramid(a, v, lastFate, ctx.automaSeat, ctx.colors);
  const n = Number(id.slice(1));
  if (id[0] === 'b') return drawPlayer(a, v, n, ctx);
  drawHeader(a, v, n, ctx);
  if (n === 0) drawEmbassies(a, v, ctx);
  else if (n === 1) drawRiver(a, v);
  else if (n === 2) drawBallCourt(a, v, ctx);
  else if (n === 3) drawAltars(a, v, ctx);
  else drawGlyphStair(a, v);
}
