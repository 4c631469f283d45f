// A solo Zapotec game through the real UI: a whole round by clicks, a reload that keeps the exact
// state, the AI finishing the game to the end screen, export and import of the save, screenshots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { playUntilRound, roundOnScreen, startSolo, stateHash } from './zapotec-play.ts';

describe('Zapotec solo in the browser', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'solo', { viewport: VIEWPORTS.phone, acceptDownloads: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('plays a whole round through clicks and taps', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startSolo(page, 'normal');
    expect(await roundOnScreen(page)).toBe(1);
    const clicks = await playUntilRound(page, 2);
    expect(clicks).toBeGreaterThanOrEqual(5); // pick, income, end capital, end construction, draw (+ confirm)
    expect(await roundOnScreen(page)).toBe(2);
    expect(await page.locator('.chip').count()).toBe(2);
    expect(person.console.errors()).toEqual([]);
  });

  it('a reload in the middle of the game comes back to the same state hash', async () => {
    const { page } = person;
    await page.locator('.acard.legal').first().click(); // pick the round-2 card
    await page.waitForTimeout(300);
    const before = await stateHash(page);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    await page.reload({ waitUntil: 'load' });
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await stateHash(page)).toBe(before);
  });

  it('takes screenshots of the game at phone, tablet and desktop sizes', async () => {
    const { page } = person;
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      const shot = await screenshot(page, `zapotec-solo-${label}`);
      expect(shot.width).toBe(viewport.width);
    }
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('"let the AI play for me" finishes the game through the same path, then the end screen shows every score', async () => {
    const { page } = person;
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=autoplay]').click();
    const skip = page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
    await skip.waitFor({ state: 'visible', timeout: 10_000 }).then(() => skip.click({ timeout: 2_000 })).catch(() => {}); // gone when the bots outran it: no 30 s retry
    await page.locator('.end-screen').waitFor({ state: 'visible', timeout: 150_000 });
    expect(await page.locator('.rank-card').count()).toBe(2);
    expect(await page.locator('table.breakdown tbody tr').count()).toBeGreaterThan(2);
    await screenshot(page, 'zapotec-solo-end');
    expect(person.console.errors()).toEqual([]);
  }, 180_000);

  it('exports a save to a file and imports it back', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor();
    const rows = page.locator('.home .card-row');
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), rows.first().locator('button[aria-label="Export to a file"]').click()]);
    const file = await download.path();
    expect(file).toBeTruthy();
    await page.locator('#import-file').setInputFiles(file!);
    await page.locator('.toast', { hasText: 'imported' }).waitFor({ timeout: 10_000 });
    // Same id: the import replaces the record; a changed copy with another id adds one.
    expect(await rows.count()).toBe(before);
    await page.locator('#import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"mesoamerica-table/save","v":1}') });
    await page.locator('.toast.error').waitFor({ timeout: 10_000 });
    expect(await rows.count()).toBe(before);
  });
});
