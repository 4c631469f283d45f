// "Ask before a move that cannot be undone" (on by default): picking a Zapotec card against
// Cocijobot reveals its card, so the pick is confirmed first, with the reason; Cancel changes nothing.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { startSolo } from './zapotec-play.ts';

const version = (page: Person['page']) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

describe('confirm before an irreversible move', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'irreversible', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('asks before a Zapotec pick that reveals Cocijobot\'s card, and Cancel keeps the hand', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startSolo(page);
    expect(await version(page)).toBe(0);
    await page.locator('.acard.legal').first().click();
    const dialog = page.locator('dialog[open] .dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This cannot be undone');
    expect(await dialog.textContent()).toContain('shows hidden information');
    await screenshot(page, 'irreversible-confirm-phone');
    await dialog.locator('button', { hasText: 'Cancel' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await version(page)).toBe(0);
    await page.locator('.acard.legal').first().click();
    await page.locator('dialog[open] .dialog .btn.primary').click();
    await page.waitForFunction(() => (window as unknown as { __meso: { version(): number } }).__meso.version() > 0);
  });
});
