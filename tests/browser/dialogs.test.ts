// Dialogs are native modal <dialog>s: focus stays inside, the page behind is inert, Escape and the
// scrim close them, each has its own heading id, and focus returns to the button that opened it.
// The pass-and-play cover is one too, but Escape never lifts it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';
import { revealCover } from './privacy.ts';

const inDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

describe('dialogs', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'dialogs', { viewport: VIEWPORTS.desktop });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('trap focus, make the page inert, close on Escape and the scrim, give focus back', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('[data-testid=new-zapotec]').click();
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor();

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.scrim[open]');
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    const firstId = await dialog.getAttribute('aria-labelledby');
    expect(await page.locator(`#${firstId}`).textContent()).toBe('Menu');
    expect(await inDialog(page)).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog(page)).toBe(true);
    }
    // The page behind is inert: it takes neither focus nor clicks.
    expect(await page.evaluate(() => {
      const behind = document.querySelector<HTMLElement>('.game button');
      behind?.focus();
      return document.activeElement === behind;
    })).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await menu.evaluate((b) => b === document.activeElement)).toBe(true);

    // The next dialog has its own heading id; a click on the scrim closes it.
    await page.locator('body').press('s');
    await dialog.waitFor();
    const secondId = await dialog.getAttribute('aria-labelledby');
    expect(secondId).not.toBe(firstId);
    expect(await page.locator(`#${secondId}`).textContent()).toBe('Summary of the position');
    expect(await page.locator(`[id="${secondId}"]`).count()).toBe(1);
    await page.mouse.click(4, 4);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('dialog').count()).toBe(0);
    expect(person.console.errors()).toEqual([]);
  }, 60_000);

  it('the pass-and-play cover is modal and Escape does not lift it', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('[data-testid=new-chocolatl]').click();
    await page.locator('.seg button[data-value="3"]').click();
    await page.locator('#seat-kind-1').selectOption('human');
    await page.locator('[data-testid=start]').click();
    const cover = page.locator('dialog.privacy[open]');
    await cover.waitFor();
    expect(await cover.evaluate((d) => d.matches(':modal'))).toBe(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    expect(await cover.count()).toBe(1);
    expect(await page.locator('.own .acard').count()).toBe(0);
    expect(await inDialog(page)).toBe(true);
    expect(await revealCover(page)).toBe(true);
    expect(await page.locator('.own .acard.legal').count()).toBe(13);
    expect(person.console.errors()).toEqual([]);
  }, 60_000);
});
