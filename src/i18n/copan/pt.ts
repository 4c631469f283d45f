// Copan strings in Portuguese (terms follow that edition's vocabulary).
import type { copanEn } from './en.ts';
import { copanUiPt } from './ui-pt.ts';
import { copanWhyPt } from './why-pt.ts';
import { copanBoardPt } from './board-pt.ts';
import { copanErrorsPt } from './errors-pt.ts';

export const copanPt: Record<keyof typeof copanEn, string> = {
  'cp.title': 'Copan: Cidade Moribunda',
  ...copanUiPt,
  ...copanWhyPt,
  ...copanBoardPt,
  ...copanErrorsPt,
};
