// Chocolatl strings in French (terms follow that edition's vocabulary).
import type { chocolatlEn } from './en.ts';

export const chocolatlFr: Record<keyof typeof chocolatlEn, string> = {
  'c.title': 'Chocolatl',
};
