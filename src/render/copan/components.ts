// One entry point per component id: the layers it is drawn in, each with the slice of the view it
// depends on (`compParts`), so an update redraws only the layers whose slice changed: a priest
// climbing redraws the stairways, not the Pyramid's tiles; a totem moving redraws two Site
// headers, not five Sites. `compKey`/`buildComp` draw a component whole (tests, the dev page).
import type { CopanView } from '../../games/copan/view.ts';
import type { Art } from './art.ts';
import { drawAltars, drawGlyphStair } from './draw-altars.ts';
import { drawPlayerBody, drawPlayerHeader, playerKeys } from './draw-player.ts';
import { pyramidParts } from './draw-pyramid.ts';
import { drawScore, scoreKey } from './draw-score.ts';
import { drawBallCourt, drawEmbassies, drawHeader, drawRiver, type SiteCtx } from './draw-sites.ts';
import type { CompId } from './layout.ts';

export interface Part { name: string; key: string; draw: (a: Art) => void }

function siteBody(n: number, v: CopanView): string {
  switch (n) {
    case 0: return JSON.stringify([v.cities, v.players.map((p) => p.emb)]);
    case 1: return JSON.stringify([v.river, v.storagePile, v.bagCount]);
    case 2: return JSON.stringify([v.charDisplay, v.charDeckCount, v.charTop.length, v.players.map((p) => p.court)]);
    case 3: return JSON.stringify([v.altarDisplay, v.altarSpaces, v.players.map((p) => p.reserve)]);
    default: return JSON.stringify([v.glyphDisplay, v.glyphDeckCount, v.glyphTop.length]);
  }
}

const SITE_BODY = [drawEmbassies, (a: Art, v: CopanView) => drawRiver(a, v), drawBallCourt, drawAltars, (a: Art, v: CopanView) => drawGlyphStair(a, v)] as const;

export function compParts(id: CompId, v: CopanView, lastFate: number, ctx: SiteCtx): Part[] {
  if (id === 'score') return [{ name: 'score', key: scoreKey(v), draw: (a) => drawScore(a, v, ctx.automaSeat, ctx.colors) }];
  if (id === 'pyr') return pyramidParts(v, lastFate, ctx.automaSeat, ctx.colors);
  const n = Number(id.slice(1));
  if (id[0] === 'b') {
    const [hk, bk] = playerKeys(v, n);
    return [{ name: 'head', key: hk, draw: (a) => drawPlayerHeader(a, v, n, ctx) }, { name: 'body', key: bk, draw: (a) => drawPlayerBody(a, v, n, ctx) }];
  }
  // A Site header shows the totems standing on it only.
  const here = v.players.map((p, seat) => (p.site === n ? [seat, p.space, p.side] : null)).filter(Boolean);
  return [
    { name: 'head', key: JSON.stringify(here), draw: (a) => drawHeader(a, v, n, ctx) },
    { name: 'body', key: siteBody(n, v), draw: (a) => SITE_BODY[n]!(a, v, ctx) },
  ];
}

export const compKey = (id: CompId, v: CopanView, lastFate: number, ctx: SiteCtx = { automaSeat: v.automa?.seat ?? -1 }): string =>
  compParts(id, v, lastFate, ctx).map((p) => p.key).join('|');

export function buildComp(id: CompId, a: Art, v: CopanView, lastFate: number, ctx: SiteCtx): void {
  for (const p of compParts(id, v, lastFate, ctx)) p.draw(a);
}
