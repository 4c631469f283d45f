// Por que um elemento do tabuleiro de Copan não reage agora (português).
import type { copanWhyEn } from './why-en.ts';

export const copanWhyPt: Record<keyof typeof copanWhyEn, string> = {
  'cp.why': 'Não é possível: {reason}',
  'cp.why.over': 'a partida terminou.',
  'cp.why.notYours': 'não é a sua decisão agora.',
  'cp.why.notNow': 'não nesta etapa. Agora: {now}',
  'cp.why.blocked': 'uma peça de preparação cobre este espaço da Pirâmide.',
  'cp.why.covered': 'uma peça da Corte já cobre este espaço da Pirâmide.',
  'cp.why.cityClosed': 'esta Cidade está fechada.',
  'cp.why.slotClosed': 'este espaço está fechado.',
  'cp.why.slotEmpty': 'este espaço está vazio.',
  'cp.why.altarTaken': 'já há um marcador neste espaço de Altar.',
  'cp.why.noAltarCard': 'não há carta de Altar acima deste espaço.',
  'cp.why.lineEmpty': 'esta linha não tem nenhuma carta de Glifo.',
  'cp.why.cost': 'você não pode pagar o custo (depois do desconto do Local).',
  'cp.why.otherBoard': 'este é o tabuleiro de outro jogador.',
  'cp.why.jadePlaced': 'esta peça de jade já está na sua máscara.',
  'cp.why.jadeTouch': 'uma peça de jade deve tocar as que já estão na máscara (a primeira vai na borda).',
  'cp.why.siteCost': 'você não pode pagar o símbolo de entrada deste Local e depois a sua ação.',
  'cp.why.sameSite': 'o seu totem já está aqui: mover-se é ir para outro Local.',
  'cp.why.stairTop': 'o seu sacerdote já está no topo desta escadaria.',
};
