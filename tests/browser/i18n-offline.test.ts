// French, Portuguese and each game's strings are separate chunks loaded on demand (src/i18n/loaders.ts).
// The installed app must still start, switch language and open every game offline: the service
// worker precaches those chunks with the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchPwaContext, waitForOfflineConfig, type PwaSession } from './harness.ts';

/** Visible text that is a raw catalog key (a string whose chunk did not load). */
const RAW_KEY = /\b(cp|c|z|rules|game|app|home|new)\.[a-z][\w.-]*\b/;

describe('languages offline', () => {
  let session: PwaSession;

  beforeAll(async () => {
    session = await launchPwaContext({ locale: 'fr-FR' });
    const { page } = session;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    await waitForOfflineConfig(page);
  });
  afterAll(async () => {
    await session?.context.setOffline(false);
    await session?.close();
  });

  const text = () => session.page.locator('#app').innerText();

  it('starts in French, opens a game form and the rules of every game, and switches to Portuguese, all offline', async () => {
    const { page, context } = session;
    await context.setOffline(true);
    await page.reload({ waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await text()).toContain('Réglages');

    // A game's own strings: Copan's new-game form (its Event choice) in French.
    await page.locator('[data-testid=new-copan]').click();
    await page.locator('[data-testid=cp-event]').waitFor();
    expect(await text()).toContain('Carte Événement');
    expect(await text()).not.toMatch(RAW_KEY);

    // The rules reference holds every game's tab: Chocolatl's strings load with it.
    await page.locator('[data-testid=rules-link]').click();
    await page.locator('.rules [data-game=chocolatl]').click();
    expect(await page.locator('.rules').last().innerText()).not.toMatch(RAW_KEY);

    // Settings: Portuguese, whose catalog was never fetched, loads from the precache.
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Réglages' }).click();
    await page.locator('#set-lang').selectOption('pt');
    await page.getByText('Configurações').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    expect(await text()).not.toMatch(RAW_KEY);
    expect(session.console.errors()).toEqual([]);
  });
});
