// Service-worker updates never reload the page by themselves: a new version only announces itself
// (onNeedRefresh), and the page reloads into it when the app calls update().
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPwaContext, type PwaSession } from './harness.ts';
import { DIST_DIR, startServer, type RunningServer } from './server.ts';

describe('service-worker update', () => {
  let dir: string;
  let server: RunningServer;
  let session: PwaSession;

  beforeAll(async () => {
    // A private copy of the build that this test can change under the running app.
    dir = await mkdtemp(join(tmpdir(), 'meso-dist-'));
    await cp(DIST_DIR, dir, { recursive: true });
    server = await startServer({ distDir: dir });
    session = await launchPwaContext();
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('waits for the app before activating a new version', async () => {
    const { page } = session;
    await page.goto(server.url, { waitUntil: 'load' });
    await page.locator('#app[data-offline-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toBe(new URL('sw.js', server.url).href);
    await page.evaluate(() => {
      (window as unknown as { mark: string }).mark = 'mid-move';
    });

    // Publish a new version and let the browser find it.
    const swPath = join(dir, 'sw.js');
    const next = `${await readFile(swPath, 'utf8')}\n// next version ${Date.now()}\n`;
    // As a build would: the worker and the compressed copies the server prefers.
    await writeFile(swPath, next);
    await writeFile(`${swPath}.br`, brotliCompressSync(next));
    await writeFile(`${swPath}.gz`, gzipSync(next));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    // The app is told, and nothing else happens: same document, the old worker still in control.
    // The bar is outside the screens' root, so a screen change cannot remove it.
    const bar = page.locator('body > #update-bar');
    const button = bar.locator('button[data-update]');
    await button.waitFor({ state: 'visible' });
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('mid-move');
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    // It survives navigation (home → new game → settings) and never covers the screen below it.
    await page.locator('[data-testid=new-zapotec]').click();
    await page.locator('[data-testid=start]').waitFor();
    await button.waitFor({ state: 'visible' });
    const [barBox, appBox] = await Promise.all([bar.boundingBox(), page.locator('#app').boundingBox()]);
    expect(appBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
    // A toast (here: a bad join link, which also goes back home) leaves it where it is.
    await page.evaluate(() => { location.hash = '#/join/%21%21'; });
    await page.locator('.toast.error').waitFor();
    await page.locator('#app .home').waitFor();
    await button.waitFor({ state: 'visible' });
    await page.locator('[data-testid=new-zapotec]').click();
    await page.locator('[data-testid=start]').waitFor();
    // "Later" hides it; it comes back when the home screen opens again.
    await bar.locator('button[data-update-later]').click();
    await bar.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /Back/ }).click();
    await page.locator('#app .home').waitFor();
    await button.waitFor({ state: 'visible' });
    expect(session.console.errors()).toEqual([]);

    // The app asks for the update: the new worker takes over and the page reloads into it.
    await Promise.all([page.waitForEvent('load'), button.click()]);
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBeUndefined();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: navigator.serviceWorker.controller !== null,
        updateButton: document.querySelector('[data-update]') !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true, updateButton: false });
  });
});
