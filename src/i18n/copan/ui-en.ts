// English strings of the Copan screens (presenter, own area, log, new-game form, rules reference).
// The board scene's strings are in ./en.ts. Keys start with 'cp.' or 'rules.cp.'.
export const copanUiEn = {
  'cp.automa': 'the Automa',
} as const;
