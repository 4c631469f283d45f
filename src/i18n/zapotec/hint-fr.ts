// Zapotec strings in French loaded with the game: the reasons of "Suggérer un coup".
import type { zapotecHintEn } from './hint-en.ts';

export const zapotecHintFr: Record<keyof typeof zapotecHintEn, string> = {
  'z.hint.pick': '{n, plural, one {# emplacement {property} libre} other {# emplacements {property} libres}} où bâtir',
  'z.hint.pickIncome': 'Revenu jusqu’à {income} par votre ligne {resource} ; {n, plural, one {# emplacement} other {# emplacements}} {property}',
  'z.hint.pyramidDone': 'Achève la pyramide {property} : +{n} en fin de partie',
  'z.hint.pyramidLead': 'Mène la pyramide {property}, {mine, plural, one {# niveau} other {# niveaux}} contre {others}',
  'z.hint.pyramid': 'Un niveau sur la pyramide {property} : +{n} en fin de partie',
  'z.hint.ritual': 'Rituel « {name} » : vaut {n} pour vous',
  'z.hint.sacrificeRank': 'Sacrifice case {step} : {rank, plural, =1 {premier} =2 {deuxième} other {troisième}} sur la piste',
  'z.hint.sacrifice': 'Monte la piste des sacrifices jusqu’à {step}',
  'z.hint.buildSet': 'Complète une série de rituel : +{n} en fin de partie',
  'z.hint.buildPyramid': 'Une maison comptée par vos pyramides : +{n} à la fin',
  'z.hint.buildRegion': '{n, plural, one {# maison} other {# maisons}} à vous en {region}',
  'z.hint.res': 'Apporte {list}',
  'z.hint.resFor': 'Apporte {list} : de quoi bâtir un {what}',
  'z.hint.palace': 'palais',
};
