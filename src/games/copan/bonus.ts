// The bonus-action queue after the Site action (spec 5.7): each bonus in the order gained is
// taken at a Site that can pay it, or skipped; the turn ends when the queue is empty.
import { SITES } from './data.ts';
import { SITE_INDEX } from './board.ts';
import { canDoAction } from './actions.ts';
import { defineHandler, err, malformed, readIndex } from './handlers.ts';
import type { CopanState, Task } from './types.ts';

interface BonusMove {
  kind: 'bonus' | 'bonus_skip' | 'end_turn';
  site: number;
}

/** Bonus sites available for the head of the queue now (a Site of choice lists every Site). */
export function bonusSites(s: CopanState, seat = s.active): number[] {
  const head = s.bonusQueue[0];
  if (!head) return [];
  const sites = head.site >= 0 ? [head.site] : SITES.map((_, i) => i);
  const p = s.players[seat]!;
  return sites.filter((site) => canDoAction(s, seat, site, head.disc, p.res));
}

/** Bonus actions in the order gained (D18: optional; an unpayable one is lost). */
export const bonusRules = defineHandler<Extract<Task, { k: 'bonus' }>, BonusMove>({
  kinds: ['bonus', 'bonus_skip', 'end_turn'],
  parse(raw) {
    if (raw.kind !== 'bonus') return { kind: raw.kind as BonusMove['kind'], site: -1 };
    const site = readIndex(raw, 'site', SITE_INDEX);
    return site === undefined ? malformed('site') : { kind: 'bonus', site };
  },
  candidates: () => [{ kind: 'end_turn', site: -1 }, { kind: 'bonus_skip', site: -1 }, ...SITES.map((_, site) => ({ kind: 'bonus' as const, site }))],
  validate(s, t, m) {
    const head = s.bonusQueue[0];
    if (m.kind === 'end_turn') return head ? err('bonus-pending', 'Take or skip the pending bonus action first.') : null;
    if (!head) return err('no-bonus', 'No bonus action is pending.');
    if (m.kind === 'bonus_skip') return null;
    if (head.site >= 0 && head.site !== m.site) return err('wrong-site', `This bonus action is at ${SITES[head.site]}.`, { site: SITES[head.site]! });
    if (!bonusSites(s, t.seat ?? s.active).includes(m.site)) return err('cannot-afford-action', 'The bonus action cannot be paid at that Site.', { site: SITES[m.site]! });
    return null;
  },
  run(s, t, m, ctx) {
    if (m.kind === 'end_turn') return;
    const head = s.bonusQueue.shift()!;
    // An ejected owner's bonus actions (out of turn) carry its seat; the active player's do not.
    const seat = t.seat ?? s.active;
    const own = t.seat === undefined ? {} : { seat };
    if (m.kind === 'bonus_skip') {
      ctx.events.push({ type: 'bonusSkipped', seat });
      s.tasks.unshift({ k: 'bonus', ...own });
    } else s.tasks.unshift({ k: 'action', seat, site: m.site, disc: head.disc }, { k: 'afterAction', ...own }, { k: 'bonus', ...own });
  },
  toChoice: (m) => (m.kind === 'bonus' ? { id: `bonus:${SITES[m.site]}`, kind: 'bonus', site: SITES[m.site]! } : { id: m.kind, kind: m.kind }),
});
