// Every string a person sees goes through t(). English is the source; French and Portuguese
// must carry every key (the compiler checks their type, a test checks their placeholders).
//
// Only the English core catalog is in the first download. French and Portuguese (loadLang) and each
// game's own strings (loadGameStrings: each game's files under src/i18n/<game>/) are
// separate chunks, fetched before the screens that need them, so t() itself stays synchronous.
import { en as core, type MessageKey } from './en.ts';
import { GAME_CATALOGS, LANG_CATALOGS, type StringTable } from './loaders.ts';
import { format, type Params } from './format.ts';

export type { MessageKey } from './en.ts';
export const LANGS = ['en', 'fr', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export type { Params } from './format.ts';

/** What is loaded so far, per language (core strings plus the games fetched): filled in place. */
export const CATALOGS: Record<Lang, Partial<Record<MessageKey, string>>> = { en: { ...core }, fr: {}, pt: {} };
const loadedLangs = new Set<Lang>(['en']);
/** Games whose strings have been asked for: a language loaded later brings theirs too. */
const wantedGames = new Set<string>();
const loading = new Map<string, Promise<void>>();
const done = new Set<string>();

let current: Lang = 'en';
const listeners = new Set<(lang: Lang) => void>();

/** The first of the browser's preferred languages that we speak, else English. */
export function detectLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(base ?? '')) return base as Lang;
  }
  return 'en';
}

export function getLang(): Lang {
  return current;
}

/** Switches at once; call loadLang(lang) first (useLang does both), or the screen shows English. */
export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  for (const cb of listeners) cb(lang);
}

/** Loads `lang`'s catalogs (and those of every game already opened), then switches to it. */
export async function useLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  setLang(lang);
}

export function onLangChange(cb: (lang: Lang) => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Fetches a table once; a failed fetch (offline without a cache) may be retried later. */
function once(id: string, load: () => Promise<StringTable>, into: Lang): Promise<void> {
  let p = loading.get(id);
  if (!p) {
    p = load().then((table) => { Object.assign(CATALOGS[into], table); done.add(id); }, (err: unknown) => { loading.delete(id); throw err; });
    loading.set(id, p);
  }
  return p;
}

/** The core catalog of `lang` and the strings of every game opened so far, in that language. */
export async function loadLang(lang: Lang): Promise<void> {
  const core = lang === 'en' ? Promise.resolve() : once(`core:${lang}`, LANG_CATALOGS[lang], lang);
  await Promise.all([core, ...[...wantedGames].map((g) => loadGame(g, lang))]);
  loadedLangs.add(lang);
}

function loadGame(game: string, lang: Lang): Promise<void> {
  const loaders = Object.hasOwn(GAME_CATALOGS, game) ? GAME_CATALOGS[game] : undefined;
  return loaders ? once(`${game}:${lang}`, loaders[lang], lang) : Promise.resolve();
}

/** A game's own strings (English, as the fallback, and the current language), before its screens. */
export async function loadGameStrings(game: string): Promise<void> {
  wantedGames.add(game);
  await Promise.all([...new Set<Lang>(['en', current, ...loadedLangs])].map((l) => loadGame(game, l)));
}

/** True when the game's strings are in, in English and the current language (nothing to fetch). */
export function gameStringsReady(game: string): boolean {
  if (!Object.hasOwn(GAME_CATALOGS, game)) return true;
  return done.has(`${game}:en`) && done.has(`${game}:${current}`);
}

/** Every game's strings (the rules reference shows all games' tabs). */
export async function loadAllGameStrings(): Promise<void> {
  await Promise.all(Object.keys(GAME_CATALOGS).map(loadGameStrings));
}

/** Everything in every language: for tests and dev pages that read CATALOGS directly. */
export async function loadEverything(): Promise<void> {
  await Promise.all(LANGS.map(loadLang));
  await loadAllGameStrings();
}

/**
 * Fills `{name}` placeholders and picks plural forms ('{n, plural, one {# card} other {# cards}}',
 * src/i18n/format.ts) for the current language; an unknown key falls back to English, then to the
 * key itself. Every count a person reads is a plural in the catalogs, so pass counts as numbers.
 */
export function t(key: MessageKey, params?: Params): string {
  const own = CATALOGS[current][key];
  if (own !== undefined) return format(own, current, params);
  // English text keeps English plural rules.
  return format(CATALOGS.en[key] ?? key, 'en', params);
}

/** For keys built at run time (e.g. `res.${name}`): checked, so a typo shows as the raw key. */
export function tk(key: string, params?: Params): string {
  return key in CATALOGS.en ? t(key as MessageKey, params) : key;
}
