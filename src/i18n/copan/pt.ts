// Copan strings in Portuguese (terms follow that edition's vocabulary).
import type { copanEn } from './en.ts';

export const copanPt: Record<keyof typeof copanEn, string> = {
  'cp.title': 'Copan: Cidade Moribunda',
};
