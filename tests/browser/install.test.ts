// Installing the app: the browser's install prompt is kept for our own buttons (home screen, game
// menu), and Safari on iOS, which has no prompt, gets a one-time "Add to Home Screen" hint.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot } from './harness.ts';
import { axe } from './a11y-helpers.ts';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** What Chromium fires when the app may be installed (a stand-in whose prompt() is recorded). */
const offerInstall = (page: Page) => page.evaluate(() => {
  const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
  e.prompt = async () => { (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1; };
  e.userChoice = Promise.resolve({ outcome: 'dismissed' });
  window.dispatchEvent(e);
  return e.defaultPrevented;
});

describe('install', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('keeps the browser prompt for an Install button on the home screen and in the game menu', async () => {
    const person = await newPerson(browser, 'installer', { viewport: VIEWPORTS.phone });
    try {
      const { page } = person;
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await page.locator('#app[data-ready] .home').waitFor();
      expect(await page.locator('[data-testid=install]').count()).toBe(0);
      expect(await offerInstall(page)).toBe(true); // the browser's own mini-infobar is held back
      const install = page.locator('.home [data-testid=install]');
      await install.waitFor();
      // No game finished yet: a quiet button in the bottom row, not the pitch at the top.
      expect(await page.locator('.home .home-bar').count()).toBe(0);
      expect(await axe(page, 'home with Install')).toEqual([]);
      await install.click();
      await install.waitFor({ state: 'detached' }); // the prompt can be used once
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

      // In a game, the menu offers it too.
      await offerInstall(page);
      await page.locator('[data-testid=new-zapotec]').click();
      await page.locator('[data-testid=start]').click();
      await page.locator('.game').waitFor();
      await page.locator('.topbar button[aria-label="Menu"]').click();
      await page.locator('.dialog [data-testid=install]').click();
      expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(2);
      expect(person.console.errors()).toEqual([]);
    } finally {
      await person.close();
    }
  });

  it('shows the iOS "Add to Home Screen" hint once, as a bar that can be dismissed', async () => {
    const person = await newPerson(browser, 'iphone', { viewport: VIEWPORTS.phone, userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true });
    try {
      const { page } = person;
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      const hint = page.locator('.home [data-testid=ios-hint]');
      await hint.waitFor();
      expect(await hint.getAttribute('role')).toBe('note'); // a bar in the page, never a modal
      expect(await page.locator('[role=dialog]').count()).toBe(0);
      await screenshot(page, 'home-ios-hint-phone');
      expect(await axe(page, 'home with the iOS hint')).toEqual([]);
      await hint.getByRole('button', { name: 'Dismiss' }).click();
      await hint.waitFor({ state: 'detached' });
      await page.reload({ waitUntil: 'load' });
      await page.locator('#app[data-ready] .home').waitFor();
      expect(await hint.count()).toBe(0);
      expect(person.console.errors()).toEqual([]);
    } finally {
      await person.close();
    }
  });

  it('a browser other than Safari on iOS gets no hint', async () => {
    const person = await newPerson(browser, 'desktop', { viewport: VIEWPORTS.desktop });
    try {
      const { page } = person;
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await page.locator('#app[data-ready] .home').waitFor();
      expect(await page.locator('[data-testid=ios-hint]').count()).toBe(0);
    } finally {
      await person.close();
    }
  });
});
