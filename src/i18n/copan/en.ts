import { copanUiEn } from './ui-en.ts';
import { copanWhyEn } from './why-en.ts';
import { copanBoardEn } from './board-en.ts';
import { copanErrorsEn } from './errors-en.ts';

// English source strings for Copan (keys start with 'cp.'). Merged into the main catalog.
export const copanEn = {
  'cp.title': 'Copan: Dying City',
  ...copanUiEn,
  // The reasons "Suggest a move" gives (src/ui/copan/hint.ts).
  'cp.hint.loopBonus': 'Embassy loop: its City sets off a bonus action at {site}',
  'cp.hint.loopEmbassy': 'Embassy loop: its City gives a free Embassy',
  'cp.hint.cities': 'Embassies in {k, plural, one {# City} other {# Cities}}: {vp} at the end (was {was})',
  'cp.hint.zenith': 'Priest reaches the Zenith of the {stair}: {vp, plural, one {# point} other {# points}}',
  'cp.hint.climb': 'Priest on the {stair} to step {step}, {left} from the Zenith',
  'cp.hint.bonus': 'Sets off a bonus action at {site}',
  'cp.hint.storage': 'Storage {n}: room to keep a later harvest',
  'cp.hint.char': 'Recruits {name}',
  'cp.hint.jade': 'Jade tile {n} of 16 on your mask',
  'cp.hint.glyph': 'A {colour} Glyph card for your sets',
  'cp.hint.court': 'Ball Court: {n, plural, one {# token} other {# tokens}} of yours',
  'cp.hint.place': 'Beside {n, plural, one {# Court tile} other {# Court tiles}}: collects {list}',
  'cp.hint.placeDouble': 'Double space: 2 of your choice, then {list}',
  'cp.hint.tiles': 'Court tiles for your hand: {list}',
  'cp.hint.courtLead': 'Leads the Ball Court, {n, plural, one {# token} other {# tokens}} to {best}: {vp} at the end',
  'cp.hint.placeAlone': 'Collects {list}; {n, plural, one {# open space} other {# open spaces}} beside it for later tiles',
  'cp.hint.res': 'Brings {list}',
  ...copanWhyEn,
  ...copanBoardEn,
  ...copanErrorsEn,
} as const;
