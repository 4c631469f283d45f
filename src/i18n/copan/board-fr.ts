// French words on the Copan board canvas (terms of the French edition, as in ui-fr.ts).
import type { copanBoardEn } from './board-en.ts';
import { copanCharNames } from './board-names.ts';
import { copanBoardDetailFr } from './board-detail-fr.ts';

export const copanBoardFr: Record<keyof typeof copanBoardEn, string> = {
  'cp.b.site.embassies': 'Ambassades', 'cp.b.site.river': 'Rivière', 'cp.b.site.ballcourt': 'Jeu de balle',
  'cp.b.site.altars': 'Autels', 'cp.b.site.glyphstair': 'Escalier hiéroglyphique',
  'cp.b.zone.zenith': 'Zénith', 'cp.b.zone.fate': 'Destin', 'cp.b.zone.event': 'Événement',
  'cp.b.zone.storage': 'Entrepôts', 'cp.b.zone.bag': 'Sac', 'cp.b.zone.reserve': 'Réserve',
  'cp.b.bot': 'Bot', 'cp.b.turn': 'À jouer',
  'cp.b.automa.easy': 'Facile', 'cp.b.automa.hard': 'Difficile', 'cp.b.automa.basic': 'Mode de base', 'cp.b.automa.advanced': 'Mode avancé',
  'cp.b.target.pyramid': 'Case {space} de la Pyramide',
  'cp.b.target.totem': '{site}, case de totem {space}',
  'cp.b.target.riverTiles': 'Rivière : les deux tuiles restantes',
  'cp.b.target.storage': 'Pile d’extensions d’entrepôt',
  'cp.b.target.city': 'Cité {city}',
  'cp.b.target.character': 'Jeu de balle, case Personnage {slot}',
  'cp.b.target.altar': 'Autel {card}, colonne {column}',
  'cp.b.target.line': 'Ligne de glyphes {line}',
  'cp.b.target.glyph': 'Case de carte Glyphe {slot}',
  'cp.b.target.stair': 'Votre prêtre sur l’escalier {stair}',
  'cp.b.target.jade': 'Case {tile} du masque de jade',
  'cp.b.target.ownCharacter': 'Votre Personnage {card}',
  'cp.b.target.handGlyph': 'Vos cartes Glyphe {colour}',
  'cp.b.target.bonus': 'Action bonus : {site}',
  ...copanCharNames,
  ...copanBoardDetailFr,
};
