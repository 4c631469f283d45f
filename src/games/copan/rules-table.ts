// Which rules answer which decision task.
import { placeRules } from './court.ts';
import { climbRules, descendRules, freeEmbassyRules, gainRules, jadeRules, loseGlyphRules, loseRules, pickCharRules, pickGlyphRules, removeJadeRules } from './effect-choices.ts';
import { discardOwnedRules, newCharRules } from './characters.ts';
import { bonusRules } from './bonus.ts';
import { freeRules } from './free-actions.ts';
import type { CopanRules } from './handlers.ts';
import { altarRules, embassyRules, glyphLineRules, recruitRules, riverBuyRules } from './site-actions.ts';
import { relocateRules, siteRules } from './site-choice.ts';
import { ejectRules } from './eject.ts';
import type { Task } from './types.ts';
import { automaPlaceRules } from './automa.ts';

export const TASK_RULES: Partial<Record<Task['k'], CopanRules>> = {
  place: placeRules,
  site: siteRules,
  bonus: bonusRules,
  gain: gainRules,
  lose: loseRules,
  climb: climbRules,
  descend: descendRules,
  jade: jadeRules,
  pickGlyph: pickGlyphRules,
  pickChar: pickCharRules,
  newChar: newCharRules,
  discardChar: discardOwnedRules,
  trimChars: discardOwnedRules,
  removeJade: removeJadeRules,
  loseGlyph: loseGlyphRules,
  relocate: relocateRules,
  freeEmbassy: freeEmbassyRules,
  eject: ejectRules,
  riverBuy: riverBuyRules,
  embassy: embassyRules,
  recruit: recruitRules,
  altar: altarRules,
  glyphLine: glyphLineRules,
  automaPlace: automaPlaceRules,
};

export { freeRules };
