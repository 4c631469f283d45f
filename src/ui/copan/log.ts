// Copan events as sentences for the log and screen-reader announcements. The state keeps events,
// never sentences, so the log follows a change of language.
import type { GameEvent } from '../../engine/types.ts';
import { t, tk } from '../../i18n/index.ts';
import { CHARACTERS, EMBASSY_TOKENS, EVENT_CARDS, type EventId, type Fx } from '../../games/copan/data.ts';
import { ALTAR_SPACE_NAMES } from '../../games/copan/board.ts';
import { FACE_INDEX, amounts, bonusText, charIndexOf, colourName, faceName, fxText, resName, siteName, sideName, spaceText, stairName } from './words.ts';

type Names = (seat: number) => string;

/** The Fate die and what it brings: the player did not choose these, so they are told even after their own move. */
const CHANCE = new Set(['omen', 'fate', 'eventEffect', 'close']);
export const isChance = (e: GameEvent): boolean => CHANCE.has(e.type);

export function logLines(events: GameEvent[], name: Names): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = lineFor(e, name);
    if (line) out.push(line);
  }
  return out;
}

const num = (x: unknown): number => Number(x);
const charName = (card: unknown): string => (typeof card === 'number' ? CHARACTERS[card]?.name : CHARACTERS[charIndexOf(String(card))]?.name) ?? String(card);
const tiles = (xs: unknown): string => amounts([0, 1, 2, 3].map((r) => (xs as number[]).filter((x) => x === r).length));

/** The event side of a decline/omen roll: what the Event card face does. */
function eventFx(card: unknown, face: unknown): string {
  const fx: Fx | undefined = EVENT_CARDS[card as EventId]?.[FACE_INDEX(String(face))];
  return fx ? fxText(fx) : '';
}

function lineFor(e: GameEvent, name: Names): string | null {
  const player = e.seat === undefined ? '' : name(num(e.seat));
  switch (e.type) {
    case 'turnStart': return t('cp.u.log.turn', { player });
    case 'place': return t('cp.u.log.place', { player, tile: resName(String(e.tile)), space: spaceText(String(e.space)) });
    case 'placeBlind': return t('cp.u.log.placeBlind', { player, space: spaceText(String(e.space)) });
    case 'cube': {
      const moved = num(e.track), asked = num(e.asked);
      const line = t('cp.u.log.cube', { res: resName(moved), to: num(e.to) });
      return moved === asked ? line : `${line} ${t('cp.u.log.redirect', { res: resName(asked) })}`;
    }
    case 'omen': return t('cp.u.log.omen');
    case 'fate': return t('cp.u.log.fate', { n: FACE_INDEX(String(e.face)) + 1 });
    case 'eventEffect': return t('cp.u.log.eventEffect', { face: faceName(String(e.face)), effect: eventFx(e.card, e.face) });
    case 'close': {
      const why = tk(`cp.u.log.closeWhy.${String(e.site)}`), face = faceName(String(e.face));
      // Two Altar spaces share each face: say which one closes.
      if (e.site === 'altars') return t('cp.u.log.closeAltar', { card: Math.floor(num(e.space) / 3) + 1, column: (num(e.space) % 3) + 1, face, why });
      return t('cp.u.log.close', { site: siteName(String(e.site)), face, why });
    }
    case 'gain': return t('cp.u.log.gain', { player, list: amounts(e.amounts as number[]) });
    case 'lose': {
      const line = t('cp.u.log.lose', { player, list: amounts(e.amounts as number[]) });
      return num(e.vpLost) > 0 ? `${line} ${t('cp.u.log.vpLost', { n: num(e.vpLost) })}` : line;
    }
    case 'pay': return t('cp.u.log.pay', { player, list: amounts(e.amounts as number[]) });
    case 'vp': {
      const line = t(num(e.n) >= 0 ? 'cp.u.log.vp' : 'cp.u.log.vpMinus', { player, n: Math.abs(num(e.n)) });
      return e.why ? `${line.replace(/\.$/, '')} (${tk(`cp.u.why.${String(e.why)}`)}).` : line;
    }
    case 'totem': return t('cp.u.log.totem', { player, site: siteName(String(e.site)), n: num(e.space) + 1, side: sideName(String(e.side)) });
    case 'push': return t('cp.u.log.push', { player, site: siteName(String(e.site)), n: num(e.space) + 1 });
    case 'eject': return t('cp.u.log.eject', { player, site: siteName(String(e.site)) });
    case 'action': return t('cp.u.log.action', { player, site: siteName(String(e.site)) });
    case 'noAction': return t('cp.u.log.noAction', { player });
    case 'takeRiver': return t('cp.u.log.takeRiver', { player, list: tiles(e.tiles) });
    case 'river': return t('cp.u.log.river', { list: tiles((e.tiles as number[]).filter((x) => x >= 0)) });
    case 'storage': return t('cp.u.log.storage', { player, n: num(e.ext) });
    case 'embassy': return t(e.free ? 'cp.u.log.freeEmbassy' : 'cp.u.log.embassy', { player, n: Number(String(e.city).slice(4)) });
    case 'embassyTokens': {
      const row = EMBASSY_TOKENS[num(e.level) - 1] ?? [];
      const list = (e.kinds as number[]).map((k) => (row[k] ? fxText(row[k]![0]) : '?')).join('; ');
      return t('cp.u.log.embassyTokens', { player, level: num(e.level), list });
    }
    case 'recruit': return t('cp.u.log.recruit', { player, name: charName(e.card), face: faceName(String(e.slot)) });
    case 'keepCharacter': return t('cp.u.log.keepChar', { player, name: charName(e.card) });
    case 'useCharacter': return t('cp.u.log.useChar', { player, name: charName(e.card) });
    case 'discardCharacter': return t('cp.u.log.discardChar', { player, name: charName(e.card) });
    case 'pickCharacter': return t('cp.u.log.pickChar', { player, name: charName(e.card) });
    case 'altar': return t('cp.u.log.altar', { player, slot: ALTAR_SPACE_NAMES.indexOf(String(e.space)) < 0 ? '?' : Math.floor(ALTAR_SPACE_NAMES.indexOf(String(e.space)) / 3) + 1 });
    case 'glyphLine': return t('cp.u.log.glyphLine', { player, n: Number(String(e.line).slice(4)), list: (e.colours as number[]).map(colourName).join(', ') || '—' });
    case 'pickGlyph': return t('cp.u.log.pickGlyph', { player, colour: colourName(String(e.colour)) });
    case 'loseGlyph': return t('cp.u.log.loseGlyph', { player, colour: colourName(String(e.colour)) });
    case 'exchange': return t('cp.u.log.exchange', { player, n: num(e.tiles) });
    case 'climb': return t('cp.u.log.climb', { player, stair: stairName(num(e.stair)), to: num(e.to) });
    case 'descend': return t('cp.u.log.descend', { player, stair: stairName(num(e.stair)), to: num(e.to) });
    case 'zenith': return t('cp.u.log.zenith', { player, n: num(e.vp), stair: stairName(num(e.stair)) });
    case 'jade': return t('cp.u.log.jade', { player, n: num(e.tile) });
    case 'jadeRemoved': return t('cp.u.log.jadeRemoved', { player, n: num(e.tile) });
    case 'bonusGained': return t('cp.u.log.bonusGained', { player, what: bonusText(num(e.site), num(e.disc)) });
    case 'bonusSkipped': return t('cp.u.log.bonusSkipped', { player });
    case 'bonusLost': return t('cp.u.log.bonusLost', { player });
    case 'automaCard': return t('cp.u.log.automaCard', { player, res: resName(String(e.card)) });
    case 'automaAction': return t('cp.u.log.automaAction', { player, site: siteName(String(e.site)) });
    case 'automaRoll': return t('cp.u.log.automaRoll', { face: faceName(String(e.face)) });
    case 'automaGlyph': return t('cp.u.log.automaGlyph', { player, colour: colourName(String(e.colour)) });
    case 'endTriggered': return t(e.by === 'decline' ? 'cp.u.log.endDecline' : 'cp.u.log.endPyramid');
    case 'gameOver': return t('cp.u.log.over');
    case 'undo': return t('cp.u.log.undo', { player });
    case 'turnEnd': return null;
    default: return null;
  }
}

/** The points an event gives and why, in a few words, for the round summary. */
export function points(e: GameEvent): { seat: number; n: number; why: string } | null {
  if (e.type !== 'vp' || typeof e.seat !== 'number') return null;
  return { seat: e.seat, n: num(e.n), why: e.why ? tk(`cp.u.why.${String(e.why)}`) : t('cp.u.why.other') };
}

/**
 * The Fate die is rolled by the seat whose turn it is: the last turn started in these events, else
 * the mover (the first event's seat). The Automa's own rolls (automaRoll) are nobody's to wait for.
 */
export function rollBy(events: readonly GameEvent[], i: number): number | null {
  if (events[i]!.type !== 'fate') return null;
  for (let k = i - 1; k >= 0; k--) if (events[k]!.type === 'turnStart') return Number(events[k]!.seat);
  return typeof events[0]!.seat === 'number' ? events[0]!.seat : null;
}
