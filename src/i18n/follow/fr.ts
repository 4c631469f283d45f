// Following the game (log filter, "while you were away"), in French.
import type { followEn } from './en.ts';

export const followFr: Record<keyof typeof followEn, string> = {
  'follow.filter': 'Filtrer le journal',
  'follow.players': 'Afficher les lignes de',
  'follow.all': 'Tous',
  'follow.search': 'Chercher dans le journal',
  'follow.searchPlaceholder': 'Chercher',
  'follow.clear': 'Effacer la recherche',
  'follow.none': 'Aucune ligne ne correspond.',
  'follow.count': '{n, plural, one {# ligne correspond} other {# lignes correspondent}}',
  'follow.awayTitle': 'Pendant votre absence',
  'follow.awayMore': '{n, plural, one {# autre ligne dans le journal} other {# autres lignes dans le journal}}',
  'follow.awayMarked': '{n, plural, =0 {Rien n’a changé sur le plateau.} one {# élément a changé sur le plateau, entouré de vert :} other {# éléments ont changé sur le plateau, entourés de vert :}}',
  'follow.awayLog': 'Journal',
  'follow.pageChanged': 'des éléments ont changé depuis votre dernier coup',
  'follow.changed': 'Changé depuis votre dernier coup.',
};
