// Chocolatl's refusal texts in English: `err.<code>` for each code of src/games/chocolatl/refusals.ts
// that no other game shares (shared codes are in the main catalog). Merged into the game's catalog.
export const chocolatlErrorsEn = {
  'err.malformed': 'That move was not understood.',
  'err.unknown-kind': 'That kind of move does not exist.',
  'err.wrong-phase': 'That move is not possible at this point of the round.',
  'err.already-chosen': 'You have already made that choice.',
  'err.bad-location': 'There is no such location.',
  'err.wrong-card-count': 'Wrong number of cards for this step: put {want} on the location.',
  'err.wrong-location': 'Offerings are made one location at a time: it is location {next} now.',
  'err.bad-dice-count': 'The number of dice cannot be negative.',
  'err.not-enough-dice': 'You do not hold that many black dice (you have {held}).',
  'err.bad-city-option': 'At Tenochtitlan, choose a hut or the black die.',
  'err.no-hut-space': 'Every hut space is taken.',
  'err.bad-pyramid-order': 'The first stone goes to you or to the second-largest offering.',
  'err.cannot-discard-new-card': 'Keep the new card: give back another one instead.',
} as const;
