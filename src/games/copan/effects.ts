// Applies one effect of the shared vocabulary to a seat. Parts that need the player's choice
// become decision tasks at the front of the queue, so they are settled before anything else.
import type { Seat } from '../../engine/index.ts';
import type { Fx } from './data.ts';
import { cubeBack, cubeForward } from './decline.ts';
import { addVp, charSlots, clampToCapacity, gainRes, loseRes, sum4, takeStorage, type Ctx } from './resources.ts';
import { refillRiver, takeRiverTiles } from './supply.ts';
import type { CopanState } from './types.ts';
import { automaBonus, isAutoma } from './automa.ts';
import { actingSeat } from './eject.ts';

export function applyFx(s: CopanState, seat: Seat, fx: Fx, ctx: Ctx): void {
  const p = s.players[seat]!;
  switch (fx.t) {
    case 'none':
      return;
    case 'gain':
      return gainRes(s, seat, fx.r, ctx);
    case 'gainAny':
      if (fx.n > 0) s.tasks.unshift({ k: 'gain', seat, n: fx.n });
      return;
    case 'lose':
      return loseRes(s, seat, fx.r, ctx);
    case 'loseAny':
      return loseAny(s, seat, fx.n, ctx);
    case 'vp':
      return addVp(s, seat, fx.n, ctx, 'effect');
    case 'climb':
      s.tasks.unshift({ k: 'climb', seat, n: fx.n });
      return;
    case 'descend':
      s.tasks.unshift({ k: 'descend', seat, n: fx.n });
      return;
    case 'glyph':
      s.tasks.unshift({ k: 'pickGlyph', seat });
      return;
    case 'char':
      s.tasks.unshift({ k: 'pickChar', seat });
      return;
    case 'jade':
      // "Placed once the current action is done": only Site actions make the active player wait.
      if (s.inAction && seat === actingSeat(s)) s.pendingJade++;
      else s.tasks.unshift({ k: 'jade', seat });
      return;
    case 'storage':
      return takeStorage(s, seat, ctx);
    case 'loseStorage':
      return loseStorage(s, seat, ctx);
    case 'river2':
      takeRiverTiles(s, seat, 2, ctx);
      return refillRiver(s, ctx);
    case 'bonus':
      if (isAutoma(s, seat)) return automaBonus(s, fx.site, ctx);
      s.bonusQueue.push({ site: fx.site, disc: fx.disc });
      ctx.events.push({ type: 'bonusGained', seat, site: fx.site, disc: fx.disc });
      return;
    case 'freeEmbassy':
      s.tasks.unshift({ k: 'freeEmbassy', seat });
      return;
    case 'relocate':
      s.tasks.unshift({ k: 'relocate', seat });
      return;
    case 'cube':
      return fx.d > 0 ? cubeForward(s, fx.r, ctx) : cubeBack(s, fx.r, ctx);
    case 'discardChar':
      s.tasks.unshift({ k: 'discardChar', seat });
      return;
    case 'removeJade':
      s.tasks.unshift({ k: 'removeJade', seat });
      return;
    case 'loseGlyph':
      s.tasks.unshift({ k: 'loseGlyph', seat });
      return;
    case 'gainPerDiscard':
      return gainRes(s, seat, one(fx.r, p.down.length), ctx);
    case 'losePerFaceUp':
      return loseRes(s, seat, one(fx.r, p.chars.length), ctx);
    case 'loseAnyPerExt':
      return loseAny(s, seat, p.ext, ctx);
    case 'loseAnyPerCity':
      return loseAny(s, seat, p.emb.filter((n) => n > 0).length, ctx);
  }
}

const one = (r: number, n: number): number[] => [0, 1, 2, 3].map((i) => (i === r ? n : 0));

/** Losing n of choice: with n or fewer resources everything goes and the rest costs VP. */
export function loseAny(s: CopanState, seat: Seat, n: number, ctx: Ctx): void {
  if (n <= 0) return;
  const p = s.players[seat]!;
  if (sum4(p.res) <= n) {
    const all = [...p.res];
    loseRes(s, seat, all, ctx);
    addVp(s, seat, -(n - sum4(all)), ctx, 'shortfall');
  } else s.tasks.unshift({ k: 'lose', seat, n });
}

/** D15: the extension returns to the pile; excess resources are lost, excess Characters discarded. */
export function loseStorage(s: CopanState, seat: Seat, ctx: Ctx): void {
  const p = s.players[seat]!;
  if (p.ext === 0) return;
  p.ext--;
  s.storagePile++;
  clampToCapacity(p);
  ctx.events.push({ type: 'storage', seat, ext: p.ext });
  if (p.chars.length > charSlots(p)) s.tasks.unshift({ k: 'trimChars', seat });
}
