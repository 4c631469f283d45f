import { describe, expect, it } from 'vitest';
import { CATALOGS, LANGS, detectLang, loadEverything, setLang, t, type MessageKey } from '../../src/i18n/index.ts';
import { copanCharNames } from '../../src/i18n/copan/board-names.ts'; // proper names, kept by every edition

import { paramNames, pluralsWellFormed } from '../../src/i18n/format.ts';

// Counts in a plural form count as parameters too ('{n, plural, …}' uses n).
const placeholders = paramNames;

await loadEverything();
// Every key of the app and of the three games, in English (the core catalog and the games' files).
const en = CATALOGS.en as Record<MessageKey, string>;

describe('translations', () => {
  it.each(LANGS)('%s has every key, none empty, with exactly the English placeholders', (lang) => {
    const catalog = CATALOGS[lang] as Record<MessageKey, string>;
    const missing = Object.keys(en).filter((k) => !(k in catalog) || !catalog[k as keyof typeof en]?.trim());
    expect(missing).toEqual([]);
    const extra = Object.keys(catalog).filter((k) => !(k in en));
    expect(extra).toEqual([]);
    const wrong = Object.keys(en).filter((k) => placeholders(catalog[k as keyof typeof en]).join() !== placeholders(en[k as keyof typeof en]).join());
    expect(wrong).toEqual([]);
    // Exactly '{n, plural, …}' (the form the formatter reads), every count with an 'other' form.
    const loose = (s: string) => (s.match(/\{\s*\w+\s*,\s*plural\s*,/g) ?? []).length !== (s.match(/\{\w+, plural,/g) ?? []).length;
    const badPlurals = Object.keys(catalog).filter((k) => loose(catalog[k as keyof typeof en]) || !pluralsWellFormed(catalog[k as keyof typeof en]));
    expect(badPlurals).toEqual([]);
  });

  it('French and Portuguese are real translations, not copies of English', () => {
    for (const lang of ['fr', 'pt'] as const) {
      const same = Object.keys(en).filter((k) => !(k in copanCharNames) && (CATALOGS[lang] as Record<MessageKey, string>)[k as keyof typeof en] === en[k as keyof typeof en] && /[a-z]{4,}/.test(en[k as keyof typeof en]));
      // Proper names and short codes may stay identical; sentences may not.
      expect(same.length, same.slice(0, 10).join(', ')).toBeLessThan(Object.keys(en).length * 0.08);
    }
  });

  it('picks the browser language when we speak it, else English', () => {
    expect(detectLang(['fr-CA', 'en'])).toBe('fr');
    expect(detectLang(['pt-BR'])).toBe('pt');
    expect(detectLang(['de-DE', 'es'])).toBe('en');
    expect(detectLang([])).toBe('en');
  });

  it('fills placeholders and switches language without losing anything', () => {
    setLang('en');
    expect(t('z.log.buy', { player: 'Ana', code: 'Z07' })).toBe('Ana buys Z07');
    setLang('fr');
    expect(t('z.log.buy', { player: 'Ana', code: 'Z07' })).toContain('Z07');
    setLang('en');
  });
});
