// ============================================================================================
// [rc] RECONSTRUCTED ALTAR CARDS AND EVENT-CARD DETAILS (spec 2.10, 2.13). Altar cards are
// [rc] reconstructed entirely. Event effects are the rulebook's [text]; the face order f1-f6,
// the resource types read through the icon key, the lost faces and the length/difficulty grid
// are [rc] reconstructed.
// ============================================================================================
import { ALTARS, BALLCOURT, EMBASSIES, GLYPHSTAIR, NONE, res4, type Fx, type Res, type Res4, type Site } from './data-core.ts';

export interface AltarCard {
  readonly id: string;
  readonly cost: Res4;
  readonly cols: readonly [Fx, Fx, Fx]; // column c also climbs c + 1 steps
}
const bonus = (site: Site | -1, disc = 0): Fx => ({ t: 'bonus', site, disc });
const glyph: Fx = { t: 'glyph' }, char: Fx = { t: 'char' }, jade: Fx = { t: 'jade' };
const river2: Fx = { t: 'river2' }, storage: Fx = { t: 'storage' };
const freeEmbassy: Fx = { t: 'freeEmbassy' }, relocate: Fx = { t: 'relocate' };
const altar = (n: number, cost: Res4, a: Fx, b: Fx, c: Fx = NONE): AltarCard => ({
  id: `alt${String(n).padStart(2, '0')}`,
  cost,
  cols: [a, b, c],
});

/** [rc] reconstructed: all 16 Altar cards. */
export const ALTAR_CARDS: readonly AltarCard[] = [
  altar(1, res4(1, 0, 1), bonus(BALLCOURT), glyph),
  altar(2, res4(0, 1, 1), bonus(GLYPHSTAIR), river2),
  altar(3, res4(0, 0, 1, 1), bonus(ALTARS), char),
  altar(4, res4(0, 0, 2), bonus(-1), storage),
  altar(5, res4(1, 0, 1), freeEmbassy, relocate),
  altar(6, res4(0, 1, 1), bonus(EMBASSIES, 2), glyph),
  altar(7, res4(0, 0, 1, 1), jade, bonus(BALLCOURT, 1)),
  altar(8, res4(0, 0, 2), bonus(GLYPHSTAIR, 2), river2),
  altar(9, res4(1, 0, 2), bonus(-1), jade, glyph),
  altar(10, res4(0, 1, 2), freeEmbassy, bonus(ALTARS, 1), river2),
  altar(11, res4(0, 0, 2, 1), char, storage, relocate),
  altar(12, res4(0, 0, 3), bonus(BALLCOURT, 2), bonus(GLYPHSTAIR, 1), glyph),
  altar(13, res4(1, 1, 1), jade, bonus(EMBASSIES, 1)),
  altar(14, res4(0, 1, 1, 1), bonus(-1), freeEmbassy),
  altar(15, res4(1, 0, 1, 1), storage, char),
  altar(16, res4(1, 0, 2, 1), freeEmbassy, jade, bonus(-1)),
];

export const EVENT_IDS = ['ev11', 'ev12', 'ev13', 'ev21', 'ev22', 'ev23', 'ev31', 'ev32', 'ev33'] as const;
export type EventId = (typeof EVENT_IDS)[number];
export const DEFAULT_EVENT: EventId = 'ev11'; // first-game card [rc] reconstructed

const fwd = (r: Res): Fx => ({ t: 'cube', r, d: 1 });
const back = (r: Res): Fx => ({ t: 'cube', r, d: -1 });
const gain = (food = 0, fame = 0, zeal = 0, power = 0): Fx => ({ t: 'gain', r: res4(food, fame, zeal, power) });
const lose = (food = 0, fame = 0, zeal = 0, power = 0): Fx => ({ t: 'lose', r: res4(food, fame, zeal, power) });
const any = (n: number): Fx => ({ t: 'gainAny', n });
const climb1: Fx = { t: 'climb', n: 1 }, discard: Fx = { t: 'discardChar' };

/** Effects of each Event card for faces f1..f6. Faces marked "lost" are [rc] reconstructed. */
export const EVENT_CARDS: Readonly<Record<EventId, readonly [Fx, Fx, Fx, Fx, Fx, Fx]>> = {
  ev11: [any(2), fwd(0), jade, { t: 'gainPerDiscard', r: 1 }, fwd(2), climb1 /* f6 lost */],
  ev12: [lose(2), gain(0, 0, 0, 2), fwd(1), discard, back(0), climb1],
  ev13: [lose(2), any(3), { t: 'removeJade' }, { t: 'loseAnyPerCity' }, fwd(2), discard /* f6 lost */],
  ev21: [fwd(3), jade, fwd(0), any(3), fwd(2), climb1],
  ev22: [gain(2), fwd(2), { t: 'losePerFaceUp', r: 1 }, gain(0, 0, 2), back(1), back(3)],
  ev23: [back(0), back(3), gain(0, 2), { t: 'loseAnyPerExt' }, discard, fwd(1)],
  ev31: [fwd(1), gain(0, 0, 2, 2), fwd(2), fwd(3), gain(2, 2), back(0)],
  ev32: [{ t: 'descend', n: 1 }, fwd(2), fwd(3), fwd(1), fwd(0), any(3)],
  ev33: [fwd(2), fwd(0), fwd(1), { t: 'loseStorage' }, fwd(3), { t: 'loseGlyph' }],
};
