// The browser behaves like an app: Back goes to the previous screen (game → home with the game in
// Continue, new-game form → home, settings → the game it was opened from, an open dialog → closed),
// never out of the app or to a blank page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';

describe('app history', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'history', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('goes back screen by screen, closes a dialog, and never leaves the app', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready] .home').waitFor();
    // New-game form → Back → home.
    await page.locator('[data-testid=new-copan]').click();
    await page.locator('#seed').waitFor();
    await page.goBack();
    await page.locator('#app[data-ready] .home').waitFor();
    expect(page.url()).toBe(appUrl('/'));
    // Form → game: Back from the game lands on home (not on the form), the game in Continue.
    await page.locator('[data-testid=new-copan]').click();
    await page.locator('#seed').fill('history-back');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/game/'));
    const gameUrl = page.url();
    // A dialog open: Back closes it and the game stays.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('dialog[open] .dialog').waitFor();
    await page.goBack();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await page.locator('.game').count()).toBe(1);
    expect(page.url()).toBe(gameUrl);
    // A dialog closed by its own button leaves no entry behind: one Back goes home.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('dialog[open] .dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await page.goBack();
    await page.locator('#app[data-ready] .home').waitFor();
    expect(await page.locator('.home .save-row').count()).toBeGreaterThanOrEqual(1);
    // Forward comes back to the same game, from its save.
    await page.goForward();
    await page.locator('.game').waitFor();
    expect(page.url()).toBe(gameUrl);
    // Settings opened from the game: Back returns to the game, again Back goes home.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('.dialog button', { hasText: 'Settings' }).click();
    await page.locator('#set-confirm').waitFor();
    await page.goBack();
    await page.locator('.game').waitFor();
    expect(page.url()).toBe(gameUrl);
    await page.goBack();
    await page.locator('#app[data-ready] .home').waitFor();
    // At home the history holds nothing under the app's first entry but the blank tab.
    await page.goBack();
    await page.waitForTimeout(300);
    expect(page.url()).toBe('about:blank');
  });

  it('opened straight on a game, Back goes home rather than out of the app', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready] .home').waitFor();
    const row = page.locator('.home .save-row').first();
    await row.waitFor();
    await page.locator('.home [data-testid=resume]').first().click();
    await page.locator('.game').waitFor();
    const gameUrl = page.url();
    // Closed first: a game open in one tab is not played in a second one (two-tabs.test.ts).
    const fresh = await person.context.newPage();
    await page.close();
    await fresh.goto(gameUrl, { waitUntil: 'load' });
    await fresh.locator('.game').waitFor();
    await fresh.goBack();
    await fresh.locator('#app[data-ready] .home').waitFor();
    expect(fresh.url()).toBe(appUrl('/'));
    await fresh.close();
  });
});
