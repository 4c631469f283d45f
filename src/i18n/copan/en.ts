// English source strings for Copan (keys start with 'cp.'). Merged into the main catalog.
export const copanEn = {
  'cp.title': 'Copan: Dying City',
} as const;
