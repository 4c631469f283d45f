// Plain-language lines about a Copan position for screen readers, and the status line.
import { t, tk } from '../../i18n/index.ts';
import { CHARACTERS, DECLINE_LAST, RESOURCES, TIER_START, type EventId } from '../../games/copan/data.ts';
import type { CopanView } from '../../games/copan/index.ts';
import type { Pending } from '../../engine/types.ts';
import { amounts, cityText, colourName, faceName, resName, siteName } from './words.ts';

/** Turns played so far, as a round number: everyone's first turn is round 1. */
export const roundOfView = (v: { players: { turns: number }[] }): number => Math.min(...v.players.map((p) => p.turns)) + 1;

/** "Event card: hourglass 2, difficulty 3" from an id such as ev23. */
export function eventName(id: EventId | string, short = false): string {
  return t(short ? 'cp.u.eventShort' : 'cp.u.eventCard', { len: Number(id[2]), diff: Number(id[3]) });
}

export function status(v: CopanView, pending: Pending[]): string {
  if (v.over) return t('cp.u.status.over');
  const step = pending[0] ? tk(`cp.u.step.${pending[0].kind}`) : t('cp.u.step.auto');
  const parts = [t('cp.u.status', { round: roundOfView(v), step }), eventName(v.opts.event, true)];
  if (v.fate >= 0) parts.push(faceName(v.fate));
  if (v.endTriggered) parts.push(t('cp.u.lastRound'));
  return parts.join(' · ');
}

const tier = (pos: number): number => (pos >= TIER_START[2] ? 3 : pos >= TIER_START[1] ? 2 : 1);

export function summary(v: CopanView, seat: number, name: (seat: number) => string): string[] {
  const p = v.players[seat]!;
  const open = v.pyramid.filter((x) => x === -1).length;
  const totems = v.players.flatMap((q, i) => (q.site >= 0 ? [`${name(i)} ${siteName(q.site)} ${q.space + 1}`] : [])).join(', ');
  return [
    t('cp.u.sum.turn', { round: roundOfView(v), player: name(v.active), event: eventName(v.opts.event) }),
    t('cp.u.sum.scores', { list: v.players.map((q, i) => `${name(i)} ${q.vp}`).join(', ') }),
    t('cp.u.sum.resources', { list: amounts(p.res), ext: p.ext }),
    t('cp.u.sum.hand', { list: p.hand ? amounts(p.hand) : t('cp.u.hidden') }),
    t('cp.u.sum.decline', {
      list: v.cubes.map((c, r) => t('cp.u.sum.track', { res: resName(r), pos: c, last: DECLINE_LAST, tier: tier(c) })).join('; '),
    }),
    t('cp.u.sum.pyramid', { open }),
    t('cp.u.sum.river', { list: amounts(RESOURCES.map((_, r) => v.river.filter((x) => x === r).length)) }),
    t('cp.u.sum.totems', { list: totems || '—' }),
    t('cp.u.sum.cities', { list: v.cities.map((c, i) => cityText(i, c)).join('; ') }),
    t('cp.u.sum.court', { list: v.charDisplay.map((c) => (c >= 0 ? CHARACTERS[c]!.name : c === -2 ? t('cp.u.closed') : '—')).join(', ') }),
    t('cp.u.sum.glyphs', { list: v.glyphDisplay.map((c) => (c >= 0 ? colourName(c) : c === -2 ? t('cp.u.closed') : '—')).join(', ') }),
    t('cp.u.sum.stairs', { list: v.players.map((q, i) => `${name(i)} ${q.priests.join('/')}`).join(', ') }),
  ];
}
