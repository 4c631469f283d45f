// Installed-app use: after one visit the app starts and plays a new game with no network at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchPwaContext, waitForOfflineConfig, waitForServiceWorker, type PwaSession } from './harness.ts';
import { playUntilRound, roundOnScreen, startSolo } from './zapotec-play.ts';

describe('Zapotec offline', () => {
  let session: PwaSession;

  beforeAll(async () => {
    session = await launchPwaContext();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('starts and plays a new game offline after the service worker is active', async () => {
    const { page, context } = session;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await waitForServiceWorker(page);
    await page.reload({ waitUntil: 'load' });
    await waitForOfflineConfig(page);
    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'load' });
      await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await startSolo(page, 'easy');
      // The board (lazily loaded Pixi chunk) and the bot worker come from the precache too.
      await page.locator('.board-host canvas').waitFor({ state: 'attached', timeout: 20_000 });
      await playUntilRound(page, 2);
      expect(await roundOnScreen(page)).toBe(2);
      expect(session.console.errors()).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  }, 90_000);
});
