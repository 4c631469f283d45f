// Online-play strings loaded with the hosting and joining flows, in Portuguese.
import { chatPt } from '../chat/pt.ts';
import type { onlineEn } from './en.ts';

export const onlinePt: Record<keyof typeof onlineEn, string> = {
  ...chatPt,
  "net.handover": "Passar a hospedagem",
  "net.handoverText": "Quem hospeda a partir de agora? O aparelho dessa pessoa recebe o jogo inteiro, mãos incluídas, por isso ela é consultada antes. Você continua daqui como convidado.",
  "net.handoverNone": "Nenhum jogador está conectado agora.",
  "net.handoverWait": "Aguardando {name} aceitar…",
  "net.handoverNo": "{name} prefere não hospedar.",
  "net.handoverLost": "A passagem não terminou: você continua hospedando.",
  "net.offerTitle": "Hospedar este jogo?",
  "net.offerText": "{name} pede que seu aparelho hospede o jogo a partir de agora. Ele guardaria o jogo inteiro, inclusive as cartas ocultas de cada jogador, como o aparelho de quem hospeda. Mantenha esta página aberta até o fim.",
  "net.theHost": "Quem hospeda",
  "net.offerYes": "Hospedar o jogo",
  "net.hostNow": "{name} hospeda o jogo agora.",
  "net.youHost": "Você hospeda o jogo agora: mantenha esta página aberta.",
  "net.handoverBad": "O jogo recebido não passou na verificação: você continua convidado.",
  "net.seedBad": "A distribuição desta partida não confere: a semente do anfitrião não corresponde às partes sorteadas por cada aparelho. A distribuição pode não ser justa.",
  "net.hostMark": "anfitrião",
};
