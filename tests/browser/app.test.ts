// The production build loads, shows its root, logs no errors and renders at phone, tablet and desktop
// sizes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';

describe('app shell', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'solo');
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('loads the home screen with a clean console', async () => {
    const { page } = person;
    const response = await page.goto(appUrl('/'), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Mesoamerica Table');
    const root = page.locator('#app[data-ready]');
    await root.waitFor({ state: 'visible' });
    expect(await root.textContent()).toContain('Zapotec');
    await page.locator('[data-testid=new-zapotec]').waitFor({ state: 'visible' });
    // Registration runs after load; wait until the worker is active so its errors would show up too.
    await page.locator('#app[data-offline-ready]').waitFor({ state: 'attached' });
    expect(person.console.errors()).toEqual([]);
  });

  it('offers all three games, each new-game screen with its own rules one tap away', async () => {
    const { page } = person;
    for (const [game, heading] of [['zapotec', 'Zapotec'], ['chocolatl', 'Chocolatl'], ['copan', 'Copan']] as const) {
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await page.locator(`[data-testid=new-${game}][aria-disabled=false]`).click();
      await page.locator('[data-testid=rules-link]').click();
      const dialog = page.locator('.dialog');
      await dialog.waitFor();
      expect(await dialog.locator('[role=tab][aria-selected=true]').textContent()).toContain(heading);
      expect(await dialog.locator('section').count()).toBeGreaterThan(5);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(person.console.errors()).toEqual([]);
  });

  it('serves deep links through the SPA fallback', async () => {
    const { page } = person;
    const response = await page.goto(appUrl('/play/some-table?seat=2'), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    expect(person.console.errors()).toEqual([]);
  });

  it('the screenshot check rejects a blank page', async () => {
    const page = await person.context.newPage();
    try {
      await page.setContent('<body style="margin:0;background:#fff"></body>');
      await expect(screenshot(page, 'blank-page-check')).rejects.toThrow(/looks blank/);
    } finally {
      await page.close();
    }
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`renders a non-blank page at ${viewport.width}x${viewport.height} (${label})`, async () => {
      const { page } = person;
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await page.locator('#app[data-ready] .wordmark').waitFor({ state: 'visible' });
      await page.evaluate(() => document.fonts.ready);
      const shot = await screenshot(page, `app-${label}-${viewport.width}x${viewport.height}`);
      expect(shot.width).toBe(viewport.width);
      expect(shot.height).toBe(viewport.height);
      expect(person.console.errors()).toEqual([]);
    });
  }
});
