// Chocolatl's refusal texts in French (see ./errors-en.ts).
import type { chocolatlErrorsEn } from './errors-en.ts';

export const chocolatlErrorsFr: Record<keyof typeof chocolatlErrorsEn, string> = {
  'err.malformed': 'Ce coup n’a pas été compris.',
  'err.unknown-kind': 'Ce type de coup n’existe pas.',
  'err.wrong-phase': 'Ce coup n’est pas possible à ce moment de la manche.',
  'err.already-chosen': 'Vous avez déjà fait ce choix.',
  'err.bad-location': 'Ce lieu n’existe pas.',
  'err.wrong-card-count': 'Mauvais nombre de cartes pour cette étape : posez-en {want} sur le lieu.',
  'err.wrong-location': 'Les offrandes se font lieu par lieu : c’est maintenant le lieu {next}.',
  'err.bad-dice-count': 'Le nombre de dés ne peut pas être négatif.',
  'err.not-enough-dice': 'Vous n’avez pas autant de dés noirs (vous en avez {held}).',
  'err.bad-city-option': 'À Tenochtitlan, choisissez une hutte ou le dé noir.',
  'err.no-hut-space': 'Tous les emplacements de hutte sont pris.',
  'err.bad-pyramid-order': 'La première pierre revient à vous ou à la deuxième plus grande offrande.',
  'err.cannot-discard-new-card': 'Gardez la nouvelle carte : rendez-en une autre.',
};
