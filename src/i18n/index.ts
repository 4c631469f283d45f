// Every string a person sees goes through t(). English is the source; French and Portuguese
// must carry every key (the compiler checks their type, a test checks their placeholders).
import { en, type MessageKey } from './en.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';

export type { MessageKey } from './en.ts';
export const LANGS = ['en', 'fr', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export type Params = Record<string, string | number>;

export const CATALOGS: Record<Lang, Record<MessageKey, string>> = { en, fr, pt };

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

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  for (const cb of listeners) cb(lang);
}

export function onLangChange(cb: (lang: Lang) => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** Fills `{name}` placeholders; an unknown key falls back to English, then to the key itself. */
export function t(key: MessageKey, params?: Params): string {
  const text = CATALOGS[current][key] ?? en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** For keys built at run time (e.g. `res.${name}`): checked, so a typo shows as the raw key. */
export function tk(key: string, params?: Params): string {
  return key in en ? t(key as MessageKey, params) : key;
}
