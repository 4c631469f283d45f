// Zapotec strings in Portuguese loaded with the game: the reasons of "Sugerir uma jogada".
import type { zapotecHintEn } from './hint-en.ts';

export const zapotecHintPt: Record<keyof typeof zapotecHintEn, string> = {
  'z.hint.pick': '{n, plural, one {# espaço de {property} livre} other {# espaços de {property} livres}} para construir',
  'z.hint.pickIncome': 'Renda de até {income} pela sua linha de {resource}; {n, plural, one {# espaço} other {# espaços}} de {property}',
  'z.hint.pyramidDone': 'Completa a pirâmide de {property}: +{n} no final',
  'z.hint.pyramidLead': 'Lidera a pirâmide de {property}, {mine, plural, one {# nível} other {# níveis}} contra {others}',
  'z.hint.pyramid': 'Um nível na pirâmide de {property}: +{n} no final',
  'z.hint.ritual': 'Ritual “{name}”: vale {n} para você',
  'z.hint.sacrificeRank': 'Sacrifício casa {step}: {rank, plural, =1 {primeiro} =2 {segundo} other {terceiro}} na trilha',
  'z.hint.sacrifice': 'Sobe a trilha de sacrifícios até a casa {step}',
  'z.hint.buildSet': 'Completa um conjunto de ritual: +{n} no final',
  'z.hint.buildPyramid': 'Uma casa que suas pirâmides contam: +{n} no final',
  'z.hint.buildRegion': '{n, plural, one {# casa} other {# casas}} suas em {region}',
  'z.hint.res': 'Traz {list}',
  'z.hint.resFor': 'Traz {list}: o bastante para um {what}',
  'z.hint.palace': 'palácio',
};
