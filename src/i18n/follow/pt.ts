// Following the game (log filter, "while you were away"), in Portuguese.
import type { followEn } from './en.ts';

export const followPt: Record<keyof typeof followEn, string> = {
  'follow.filter': 'Filtrar o histórico',
  'follow.players': 'Mostrar as linhas de',
  'follow.all': 'Todos',
  'follow.search': 'Procurar no histórico',
  'follow.searchPlaceholder': 'Procurar',
  'follow.clear': 'Limpar a procura',
  'follow.none': 'Nenhuma linha corresponde.',
  'follow.count': '{n, plural, =0 {Nenhuma linha corresponde} one {# linha corresponde} other {# linhas correspondem}}',
  'follow.awayTitle': 'Enquanto você estava fora',
  'follow.awayMore': '{n, plural, one {mais # linha no histórico} other {mais # linhas no histórico}}',
  'follow.awayMarked': '{n, plural, =0 {Nada mudou no tabuleiro.} one {# elemento mudou no tabuleiro, marcado a verde:} other {# elementos mudaram no tabuleiro, marcados a verde:}}',
  'follow.awayLog': 'Histórico',
  'follow.pageChanged': 'itens mudaram desde a sua última jogada',
  'follow.changed': 'Mudou desde a sua última jogada.',
};
