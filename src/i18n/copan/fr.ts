// Copan strings in French (terms follow that edition's vocabulary).
import type { copanEn } from './en.ts';
import { copanUiFr } from './ui-fr.ts';
import { copanWhyFr } from './why-fr.ts';
import { copanBoardFr } from './board-fr.ts';
import { copanErrorsFr } from './errors-fr.ts';

export const copanFr: Record<keyof typeof copanEn, string> = {
  'cp.title': 'Copan : la cité mourante',
  ...copanUiFr,
  'cp.hint.loopBonus': 'Boucle d’Ambassades : sa Cité offre une action bonus ({site})',
  'cp.hint.loopEmbassy': 'Boucle d’Ambassades : sa Cité offre une Ambassade gratuite',
  'cp.hint.cities': 'Ambassades dans {k, plural, one {# Cité} other {# Cités}} : {vp} à la fin (avant {was})',
  'cp.hint.zenith': '{stair} : le prêtre atteint le Zénith, {vp, plural, one {# point} other {# points}}',
  'cp.hint.climb': '{stair} : prêtre à la marche {step}, à {left} du Zénith',
  'cp.hint.bonus': 'Déclenche une action bonus : {site}',
  'cp.hint.storage': 'Stockage {n} : de quoi garder une récolte',
  'cp.hint.char': 'Recrute {name}',
  'cp.hint.jade': 'Tuile de jade {n} sur 16 sur votre masque',
  'cp.hint.glyph': 'Une carte Glyphe {colour} pour vos séries',
  'cp.hint.court': 'Jeu de balle : {n, plural, one {# jeton} other {# jetons}} à vous',
  'cp.hint.place': 'À côté de {n, plural, one {# tuile} other {# tuiles}} de Cour : rapporte {list}',
  'cp.hint.placeDouble': 'Case double : 2 au choix, puis {list}',
  'cp.hint.tiles': 'Tuiles de Cour pour votre main : {list}',
  'cp.hint.courtLead': 'Mène au Jeu de balle, {n, plural, one {# jeton} other {# jetons}} contre {best} : {vp} à la fin',
  'cp.hint.placeAlone': 'Rapporte {list} ; {n, plural, one {# case libre} other {# cases libres}} autour pour plus tard',
  'cp.hint.res': 'Apporte {list}',
  ...copanWhyFr,
  ...copanBoardFr,
  ...copanErrorsFr,
};
