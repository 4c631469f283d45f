// English source strings for Chocolatl (keys start with 'c.'). Merged into the main catalog.
export const chocolatlEn = {
  'c.title': 'Chocolatl',
} as const;
