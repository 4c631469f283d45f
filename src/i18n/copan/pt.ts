// Copan strings in Portuguese (terms follow that edition's vocabulary).
import type { copanEn } from './en.ts';
import { copanUiPt } from './ui-pt.ts';
import { copanWhyPt } from './why-pt.ts';
import { copanBoardPt } from './board-pt.ts';
import { copanErrorsPt } from './errors-pt.ts';

export const copanPt: Record<keyof typeof copanEn, string> = {
  'cp.title': 'Copan: Cidade Moribunda',
  ...copanUiPt,
  'cp.hint.loopBonus': 'Ciclo de Embaixadas: sua Cidade dá uma ação bônus ({site})',
  'cp.hint.loopEmbassy': 'Ciclo de Embaixadas: sua Cidade dá uma Embaixada grátis',
  'cp.hint.cities': 'Embaixadas em {k, plural, one {# Cidade} other {# Cidades}}: {vp} no final (antes {was})',
  'cp.hint.zenith': '{stair}: o sacerdote chega ao Zênite, {vp, plural, one {# ponto} other {# pontos}}',
  'cp.hint.climb': '{stair}: sacerdote no degrau {step}, a {left} do Zênite',
  'cp.hint.bonus': 'Dispara uma ação bônus: {site}',
  'cp.hint.storage': 'Armazém {n}: espaço para guardar uma colheita',
  'cp.hint.char': 'Recruta {name}',
  'cp.hint.jade': 'Peça de jade {n} de 16 na sua máscara',
  'cp.hint.glyph': 'Uma carta de Glifo {colour} para seus conjuntos',
  'cp.hint.court': 'Jogo de bola: {n, plural, one {# marcador} other {# marcadores}} seus',
  'cp.hint.place': 'Ao lado de {n, plural, one {# peça} other {# peças}} da Corte: coleta {list}',
  'cp.hint.placeDouble': 'Espaço duplo: 2 à escolha, depois {list}',
  'cp.hint.tiles': 'Peças da Corte para sua mão: {list}',
  'cp.hint.courtLead': 'Lidera o Jogo de bola, {n, plural, one {# marcador} other {# marcadores}} contra {best}: {vp} no final',
  'cp.hint.placeAlone': 'Coleta {list}; {n, plural, one {# espaço livre} other {# espaços livres}} ao lado para depois',
  'cp.hint.res': 'Traz {list}',
  ...copanWhyPt,
  ...copanBoardPt,
  ...copanErrorsPt,
};
