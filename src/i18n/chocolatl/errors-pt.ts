// Chocolatl's refusal texts in Portuguese (see ./errors-en.ts).
import type { chocolatlErrorsEn } from './errors-en.ts';

export const chocolatlErrorsPt: Record<keyof typeof chocolatlErrorsEn, string> = {
  'err.malformed': 'Essa jogada não foi entendida.',
  'err.unknown-kind': 'Esse tipo de jogada não existe.',
  'err.wrong-phase': 'Essa jogada não é possível neste momento da rodada.',
  'err.already-chosen': 'Você já fez essa escolha.',
  'err.bad-location': 'Esse local não existe.',
  'err.wrong-card-count': 'Número errado de cartas nesta etapa: coloque {want} no local.',
  'err.wrong-location': 'As oferendas são feitas local por local: agora é o local {next}.',
  'err.bad-dice-count': 'O número de dados não pode ser negativo.',
  'err.not-enough-dice': 'Você não tem tantos dados pretos (tem {held}).',
  'err.bad-city-option': 'Em Tenochtitlan, escolha uma cabana ou o dado preto.',
  'err.no-hut-space': 'Todos os espaços de cabana estão ocupados.',
  'err.bad-pyramid-order': 'A primeira pedra vai para você ou para a segunda maior oferenda.',
  'err.cannot-discard-new-card': 'Fique com a carta nova: devolva outra no lugar.',
};
