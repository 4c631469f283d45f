// The Action phase choice of a Site, and relocation (ejection is in eject.ts).
import { ALTARS, BALLCOURT, EMBASSIES, GLYPHSTAIR, RIVER, SITES, type SiteName } from './data.ts';
import { SIDE_INDEX, SIDE_NAMES, SITE_INDEX } from './board.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import { LAST_SPACE, canEnter, canStay, putTotem, resolveSpaceThenAct } from './totems.ts';
import type { CopanChoice, CopanState, Task } from './types.ts';

interface SiteMove {
  how: 'move' | 'stay' | 'fallback';
  site: number;
  side: number;
}

const siteName = (i: number): SiteName => SITES[i]!;

function anyRegularOption(s: CopanState): boolean {
  const seat = s.active;
  const p = s.players[seat]!;
  if (canStay(s, seat)) return true;
  // The River first: it is almost always open, and the other Sites cost more to check.
  for (const site of [RIVER, EMBASSIES, BALLCOURT, ALTARS, GLYPHSTAIR])
    if (site !== p.site && (canEnter(s, seat, site, 0) || canEnter(s, seat, site, 1))) return true;
  return false;
}

export const siteRules = defineHandler<Extract<Task, { k: 'site' }>, SiteMove>({
  kinds: ['move', 'stay', 'fallback'],
  parse(raw) {
    if (raw.kind === 'stay') return { how: 'stay', site: -1, side: -1 };
    const site = readIndex(raw, 'site', SITE_INDEX);
    if (site === undefined) return malformed('site');
    if (raw.kind === 'fallback') return { how: 'fallback', site, side: -1 };
    const side = readIndex(raw, 'side', SIDE_INDEX);
    return side === undefined ? malformed('side') : { how: 'move', site, side };
  },
  candidates() {
    const out: SiteMove[] = [{ how: 'stay', site: -1, side: -1 }];
    for (let site = 0; site < SITES.length; site++) out.push({ how: 'move', site, side: 0 }, { how: 'move', site, side: 1 });
    for (let site = 0; site < SITES.length; site++) out.push({ how: 'fallback', site, side: -1 });
    return out;
  },
  validate(s, _t, m) {
    const seat = s.active;
    const p = s.players[seat]!;
    if (m.how === 'stay') {
      if (p.site < 0) return err('not-on-a-site', 'The totem is not on a Site.');
      if (p.space === LAST_SPACE) return err('must-move', 'A totem on the final space must move to another Site.');
      if (!canStay(s, seat)) return err('cannot-afford-action', 'Staying needs the Site action to be affordable.', { site: siteName(p.site) });
      return null;
    }
    if (m.site === p.site) return err('same-site', 'Moving means going to another Site.', { site: siteName(m.site) });
    if (m.how === 'fallback') {
      if (anyRegularOption(s)) return err('options-exist', 'Another Site can be entered or stayed on; the fallback is only for no option.');
      return null;
    }
    if (!canEnter(s, seat, m.site, m.side))
      return err('cannot-afford-site', 'The entry symbol and then the Site action must both be affordable.', { site: siteName(m.site) });
    return null;
  },
  run(s, _t, m, ctx) {
    const seat = s.active;
    const p = s.players[seat]!;
    if (m.how === 'stay') {
      putTotem(s, seat, p.site, p.space + 1, p.side, ctx);
      resolveSpaceThenAct(s, seat, ctx);
    } else if (m.how === 'move') {
      putTotem(s, seat, m.site, 0, m.side, ctx);
      resolveSpaceThenAct(s, seat, ctx);
    } else {
      // D8c: on s1 of another Site, nothing resolved, the action is lost.
      putTotem(s, seat, m.site, 0, p.side, ctx);
      ctx.events.push({ type: 'noAction', seat });
    }
  },
  toChoice(m): CopanChoice {
    if (m.how === 'stay') return { id: 'stay', kind: 'stay' };
    if (m.how === 'fallback') return { id: `fallback:${siteName(m.site)}`, kind: 'fallback', site: siteName(m.site) };
    return { id: `move:${siteName(m.site)}:${SIDE_NAMES[m.side]}`, kind: 'move', site: siteName(m.site), side: SIDE_NAMES[m.side]! };
  },
});

interface Dest {
  site: number; // -1 = skip
  side: number;
}

/** D21: an optional pure move to the entry space of another Site (pushes apply). */
export const relocateRules = defineHandler<Extract<Task, { k: 'relocate' }>, Dest>({
  kinds: ['relocate', 'relocate_skip'],
  parse(raw) {
    if (raw.kind === 'relocate_skip') return { site: -1, side: -1 };
    const site = readIndex(raw, 'site', SITE_INDEX);
    return site === undefined ? malformed('site') : { site, side: -1 };
  },
  candidates: () => [{ site: -1, side: -1 }, ...SITES.map((_, site) => ({ site, side: -1 }))],
  validate: (s, t, d) =>
    d.site >= 0 && d.site === s.players[t.seat]!.site ? err('same-site', 'Relocation goes to another Site.', { site: siteName(d.site) }) : null,
  run(s, t, d, ctx) {
    if (d.site >= 0) putTotem(s, t.seat, d.site, 0, s.players[t.seat]!.side, ctx);
  },
  toChoice: (d) =>
    d.site < 0 ? { id: 'relocate_skip', kind: 'relocate_skip' } : { id: `relocate:${siteName(d.site)}`, kind: 'relocate', site: siteName(d.site) },
});
