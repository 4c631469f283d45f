// Effects as pictures: one icon for an effect of the shared vocabulary (gain, VP, climb, jade,
// Glyph card, Character, storage, River tiles, bonus action at a Site, free Embassy, relocation)
// with its amount beside it. Used on City tiles, Altar cards and the jade mask.
import type { Fx } from '../../games/copan/data.ts';
import { C } from '../tokens.ts';
import type { Art } from './art.ts';
import { drawCpIcon, RES_ICON, SITE_ICON, type CpIcon } from './icons.ts';

function iconOf(fx: Fx): { icon: CpIcon | null; n: number | null; glyphCard?: boolean } {
  switch (fx.t) {
    case 'gain': {
      const r = fx.r.findIndex((x) => x > 0);
      return { icon: RES_ICON[Math.max(0, r)]!, n: fx.r[Math.max(0, r)] ?? 0 };
    }
    case 'gainAny': return { icon: 'anyRes', n: fx.n };
    case 'vp': return { icon: 'vp', n: fx.n };
    case 'climb': return { icon: 'climb', n: fx.n };
    case 'jade': return { icon: 'jade', n: null };
    case 'char': return { icon: 'card', n: null };
    case 'glyph': return { icon: null, n: null, glyphCard: true };
    case 'storage': return { icon: 'storage', n: null };
    case 'river2': return { icon: 'river', n: 2 };
    case 'bonus': return { icon: fx.site >= 0 ? SITE_ICON[fx.site]! : 'anyRes', n: fx.disc > 0 ? -fx.disc : null };
    case 'freeEmbassy': return { icon: 'embassies', n: null };
    case 'relocate': return { icon: 'climb', n: null };
    default: return { icon: null, n: null };
  }
}

/** Draws `fx` centred on (x, y) in a box about `size` tall. Bonus actions get a dashed frame. */
export function drawFx(a: Art, fx: Fx, x: number, y: number, size: number): void {
  const { icon, n, glyphCard } = iconOf(fx);
  const g = a.g;
  const ix = n === null ? x : x - size * 0.3;
  if (fx.t === 'bonus') g.roundRect(x - size * 0.85, y - size * 0.55, size * 1.7, size * 1.1, 4).stroke({ color: C.turquoise, width: 1.5 });
  if (glyphCard) {
    g.roundRect(ix - size * 0.28, y - size * 0.4, size * 0.56, size * 0.8, 2).fill(C.jade).stroke({ color: C.obsidian, width: 1.2 });
    g.rect(ix - size * 0.12, y - size * 0.12, size * 0.24, size * 0.24).fill(C.bone);
  } else if (icon) drawCpIcon(a.g, icon, ix, y, size * 0.8);
  if (fx.t === 'relocate') g.circle(ix, y, size * 0.42).stroke({ color: C.obsidian, width: 1.2 });
  if (n !== null) a.num(n, x + size * 0.38, y, size * 0.55, C['cacao-ink'], n > 0 && fx.t !== 'climb');
}
