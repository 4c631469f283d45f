// Chocolatl strings in Portuguese (terms follow that edition's vocabulary).
import type { chocolatlEn } from './en.ts';

export const chocolatlPt: Record<keyof typeof chocolatlEn, string> = {
  'c.title': 'Chocolatl',
};
