// English words on the Copan board canvas (keys 'cp.b.*', src/render/copan) and the accessible
// labels of its targets. Merged into the Copan catalog by en.ts.
import { copanCharNames } from './board-names.ts';
import { copanBoardDetailEn } from './board-detail-en.ts';

export const copanBoardEn = {
  'cp.b.site.embassies': 'Embassies', 'cp.b.site.river': 'River', 'cp.b.site.ballcourt': 'Ball Court',
  'cp.b.site.altars': 'Altars', 'cp.b.site.glyphstair': 'Hieroglyphic Stairway',
  'cp.b.zone.zenith': 'Zenith', 'cp.b.zone.fate': 'Fate', 'cp.b.zone.event': 'Event',
  'cp.b.zone.storage': 'Storage', 'cp.b.zone.bag': 'Bag', 'cp.b.zone.reserve': 'Reserve',
  'cp.b.bot': 'Bot', 'cp.b.turn': 'Turn',
  'cp.b.automa.easy': 'Easy', 'cp.b.automa.hard': 'Hard', 'cp.b.automa.basic': 'Basic mode', 'cp.b.automa.advanced': 'Advanced mode',
  'cp.b.target.pyramid': 'Pyramid space {space}',
  'cp.b.target.totem': '{site}, totem space {space}',
  'cp.b.target.riverTiles': 'River: the two remaining tiles',
  'cp.b.target.storage': 'Storage extension pile',
  'cp.b.target.city': 'City {city}',
  'cp.b.target.character': 'Ball Court, Character space {slot}',
  'cp.b.target.altar': 'Altar {card}, column {column}',
  'cp.b.target.line': 'Glyph line {line}',
  'cp.b.target.glyph': 'Glyph card space {slot}',
  'cp.b.target.stair': 'Your priest on the {stair} stairway',
  'cp.b.target.jade': 'Jade mask space {tile}',
  'cp.b.target.ownCharacter': 'Your Character {card}',
  'cp.b.target.handGlyph': 'Your {colour} Glyph cards',
  'cp.b.target.bonus': 'Bonus action at the {site}',
  ...copanCharNames,
  ...copanBoardDetailEn,
} as const;
