// Game events as sentences for the log and the screen-reader announcements. The state keeps
// events, never sentences, so the log follows a change of language.
import type { GameEvent } from '../../engine/types.ts';
import { t, tk } from '../../i18n/index.ts';
import { BOARD_SPACES, PROPERTIES } from '../../games/zapotec/data.ts';
import { cocijobotCard } from '../../games/zapotec/cocijobot.ts';
import { cardText, prop, res, ritualName, tileCode } from './labels.ts';

type Names = (seat: number) => string;

export function logLines(events: GameEvent[], name: Names): string[] {
  const out: string[] = [];
  let gains: { seat: number; cause: string; items: Map<string, number> } | null = null;
  const flush = () => {
    if (!gains) return;
    const items = [...gains.items].map(([r, n]) => `${res(r)} ×${n}`).join(", ");
    out.push(t('z.log.gain', { player: name(gains.seat), items }));
    gains = null;
  };
  for (const e of events) {
    const seat = e.seat as number;
    if (e.type === 'gain') {
      if (!gains || gains.seat !== seat || gains.cause !== e.cause) { flush(); gains = { seat, cause: String(e.cause), items: new Map() }; }
      gains.items.set(String(e.resource), (gains.items.get(String(e.resource)) ?? 0) + Number(e.n));
      continue;
    }
    flush();
    const line = lineFor(e, name);
    if (line) out.push(line);
  }
  flush();
  return out;
}

function lineFor(e: GameEvent, name: Names): string | null {
  const player = e.seat === undefined ? '' : name(e.seat);
  switch (e.type) {
    case 'picked': return t('z.log.picked', { player });
    case 'reveal': return t('z.log.reveal', { cards: (e.cards as number[]).filter((c) => c > 0).map(cardText).join(' · ') });
    case 'turnStart': return t('z.log.turn', { player });
    case 'score': return scoreLine(e, player);
    case 'buyTrade': return t('z.log.buy', { player, code: tileCode(Number(e.tile)) });
    case 'useTrade': return t('z.log.use', { player, code: tileCode(Number(e.tile)) });
    case 'sacrifice': return t('z.log.sacrifice', { player, step: Number(e.to) });
    case 'pyramid': return t('z.log.pyramid', { player, property: prop(PROPERTIES[Number(e.scoring)]!) });
    case 'ritualDisc': return t('z.log.ritual', { player, ritual: ritualName(Number(e.card)) });
    case 'build': {
      const sp = BOARD_SPACES[Number(e.space)]!;
      return t(e.palace ? 'z.log.palace' : 'z.log.build', { player, type: prop(sp.type), region: prop(sp.region), terrain: prop(sp.terrain) });
    }
    case 'scoreWithHand': return t('z.log.scoreWithHand', { player, card: cardText(Number(e.card)) });
    case 'draw': return t('z.log.draw', { player, card: cardText(Number(e.card)) });
    case 'roundStart': return t('z.log.round', { n: Number(e.round), card: cardText(Number(e.bonus)) });
    case 'gameOver': return t('z.log.over');
    case 'botReveal': {
      const c = cocijobotCard(Number(e.card));
      return t('z.log.botReveal', { type: prop(c.type), region: prop(c.region), terrain: prop(c.terrain), n: c.num });
    }
    case 'botCapital': return t('z.log.botCapital', { action: tk(`z.botAction.${String(e.action)}`) });
    case 'botBuildFailed': return null;
    case 'undo': return t('z.log.undo', { player });
    default: return null;
  }
}

/** A points line with its reason: what was counted at turn scoring, the sacrifice step reached, the level's bonus. */
function scoreLine(e: GameEvent, player: string): string {
  const n = Number(e.vp);
  const cause = String(e.cause);
  if (cause === 'turnScoring' && e.property !== undefined) return t('z.log.scoreTurn', { player, n, houses: Number(e.houses), property: prop(String(e.property)) });
  if (cause.startsWith('step')) return t('z.log.scoreStep', { player, n, step: Number(cause.slice(4)) });
  if (cause === 'hard') return t('z.log.scoreHard', { player, n });
  if (cause === 'easy') return t('z.log.scoreEasy', { player, n });
  return t('z.log.score', { player, n });
}

/** The points an event gives and why, in a few words, for the round summary. */
export function points(e: GameEvent): { seat: number; n: number; why: string } | null {
  if (e.type !== 'score' || typeof e.seat !== 'number') return null;
  const cause = String(e.cause);
  const why = cause === 'turnScoring' ? t('z.why.turn') : cause.startsWith('step') ? t('z.why.step') : cause === 'hard' || cause === 'easy' ? t('z.why.level') : t('z.why.other');
  return { seat: e.seat, n: Number(e.vp), why };
}
