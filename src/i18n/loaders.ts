// Where each catalog comes from. Every loader is a dynamic import: Vite makes each a chunk of its
// own, fetched only when that language or game is first needed (the service worker precaches them
// all, so an installed app switches language offline). Type-only imports here cost nothing at run time.
import type { MessageKey } from './en.ts';

export type StringTable = Partial<Record<MessageKey, string>>;
type Loader = () => Promise<StringTable>;

/** The core catalogs (the app, saves and the network); English is in the first download. */
export const LANG_CATALOGS: Record<'fr' | 'pt', Loader> = {
  fr: () => import('./fr.ts').then((m) => m.fr),
  pt: () => import('./pt.ts').then((m) => m.pt),
};

/** Each game's own strings, per language. */
export const GAME_CATALOGS: Record<string, Record<'en' | 'fr' | 'pt', Loader>> = {
  zapotec: {
    en: () => import('./zapotec/en.ts').then((m) => m.zapotecEn),
    fr: () => import('./zapotec/fr.ts').then((m) => m.zapotecFr),
    pt: () => import('./zapotec/pt.ts').then((m) => m.zapotecPt),
  },
  chocolatl: {
    en: () => import('./chocolatl/en.ts').then((m) => m.chocolatlEn),
    fr: () => import('./chocolatl/fr.ts').then((m) => m.chocolatlFr),
    pt: () => import('./chocolatl/pt.ts').then((m) => m.chocolatlPt),
  },
  // Not a game: online play's later strings (pass the host, the chat and rematch), loaded by the
  // hosting and joining flows.
  online: {
    en: () => import('./online/en.ts').then((m) => m.onlineEn),
    fr: () => import('./online/fr.ts').then((m) => m.onlineFr),
    pt: () => import('./online/pt.ts').then((m) => m.onlinePt),
  },
  // Not a game: following the game (the log's filter, "while you were away"), loaded by those parts.
  follow: {
    en: () => import('./follow/en.ts').then((m) => m.followEn),
    fr: () => import('./follow/fr.ts').then((m) => m.followFr),
    pt: () => import('./follow/pt.ts').then((m) => m.followPt),
  },
  // Not a game: Zapotec's later strings (the reasons "Suggest a move" gives), loaded by the
  // suggestion chunk, so that a Zapotec game starts without them.
  'zapotec-hint': {
    en: () => import('./zapotec/hint-en.ts').then((m) => m.zapotecHintEn),
    fr: () => import('./zapotec/hint-fr.ts').then((m) => m.zapotecHintFr),
    pt: () => import('./zapotec/hint-pt.ts').then((m) => m.zapotecHintPt),
  },
  copan: {
    en: () => import('./copan/en.ts').then((m) => m.copanEn),
    fr: () => import('./copan/fr.ts').then((m) => m.copanFr),
    pt: () => import('./copan/pt.ts').then((m) => m.copanPt),
  },

};
