// Catalogs load on demand (src/i18n/loaders.ts): French, Portuguese and each game's strings are not
// in the first download, and t() stays synchronous once the loaders have run.
import { beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('../../src/i18n/index.ts');
let i18n: I18n;

beforeEach(async () => {
  // A fresh module instance: only the English core catalog, as on a first start.
  vi.resetModules();
  i18n = await import('../../src/i18n/index.ts');
});

describe('catalogs on demand', () => {
  it('starts with the English core only: no French, no game strings', () => {
    expect(i18n.t('app.back')).toBe('Back');
    expect(Object.keys(i18n.CATALOGS.fr)).toEqual([]);
    expect(i18n.CATALOGS.en['cp.title']).toBeUndefined();
    expect(i18n.CATALOGS.en['c.title']).toBeUndefined();
    expect(i18n.gameStringsReady('copan')).toBe(false);
    expect(i18n.CATALOGS.en['z.name']).toBeUndefined();
    expect(i18n.gameStringsReady('zapotec')).toBe(false);
  });

  it('switches language only once its catalog is in', async () => {
    await i18n.useLang('fr');
    expect(i18n.getLang()).toBe('fr');
    expect(i18n.t('app.back')).toBe('Retour');
    expect(i18n.CATALOGS.pt).toEqual({});
  });

  it("loads a game's strings in English and the current language, and in a language chosen later", async () => {
    await i18n.useLang('pt');
    await i18n.loadGameStrings('copan');
    expect(i18n.gameStringsReady('copan')).toBe(true);
    expect(i18n.t('cp.title')).not.toBe('cp.title');
    expect(i18n.CATALOGS.en['cp.title']).toBe('Copan: Dying City');
    expect(i18n.CATALOGS.fr['cp.title']).toBeUndefined();
    expect(i18n.CATALOGS.en['c.title']).toBeUndefined(); // Chocolatl not opened
    await i18n.useLang('fr');
    expect(i18n.t('cp.title')).toBe('Copan : la cité mourante');
    expect(i18n.tk('rules.cp.goal.title')).not.toBe('rules.cp.goal.title');
  });

  it('a language switch without its catalog falls back to English, never to a raw key', () => {
    i18n.setLang('pt');
    expect(i18n.t('app.back')).toBe('Back');
  });
});
