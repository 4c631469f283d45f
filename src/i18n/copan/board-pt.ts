// Portuguese words on the Copan board canvas (terms of the Portuguese edition, as in ui-pt.ts).
import type { copanBoardEn } from './board-en.ts';
import { copanCharNames } from './board-names.ts';
import { copanBoardDetailPt } from './board-detail-pt.ts';

export const copanBoardPt: Record<keyof typeof copanBoardEn, string> = {
  'cp.b.site.embassies': 'Embaixadas', 'cp.b.site.river': 'Rio', 'cp.b.site.ballcourt': 'Campo de Bola',
  'cp.b.site.altars': 'Altares', 'cp.b.site.glyphstair': 'Escadaria Hieroglífica',
  'cp.b.zone.zenith': 'Zênite', 'cp.b.zone.fate': 'Destino', 'cp.b.zone.event': 'Evento',
  'cp.b.zone.storage': 'Armazéns', 'cp.b.zone.bag': 'Saco', 'cp.b.zone.reserve': 'Reserva',
  'cp.b.bot': 'Bot', 'cp.b.turn': 'Vez',
  'cp.b.automa.easy': 'Fácil', 'cp.b.automa.hard': 'Difícil', 'cp.b.automa.basic': 'Modo básico', 'cp.b.automa.advanced': 'Modo avançado',
  'cp.b.target.pyramid': 'Espaço {space} da Pirâmide',
  'cp.b.target.totem': '{site}, espaço de totem {space}',
  'cp.b.target.riverTiles': 'Rio: as duas peças restantes',
  'cp.b.target.storage': 'Pilha de extensões de armazém',
  'cp.b.target.city': 'Cidade {city}',
  'cp.b.target.character': 'Campo de Bola, espaço de Personagem {slot}',
  'cp.b.target.altar': 'Altar {card}, coluna {column}',
  'cp.b.target.line': 'Linha de glifos {line}',
  'cp.b.target.glyph': 'Espaço de carta Glifo {slot}',
  'cp.b.target.stair': 'O seu sacerdote na escadaria de {stair}',
  'cp.b.target.jade': 'Espaço {tile} da máscara de jade',
  'cp.b.target.ownCharacter': 'O seu Personagem {card}',
  'cp.b.target.handGlyph': 'As suas cartas Glifo {colour}',
  'cp.b.target.bonus': 'Ação bônus: {site}',
  ...copanCharNames,
  ...copanBoardDetailPt,
};
