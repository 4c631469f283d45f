// Two tabs on the same local game: only one plays it. The second says the game is open in another
// tab and offers "Continue here", which makes the first save, go home and say why; no two copies
// ever take moves for the same save. A tab showing "open in another tab" opens the game by itself
// once the other tab closes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';

describe('two tabs on one game', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'tabs', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('lets one tab play, and hands the game over on "Continue here"', async () => {
    const first = person.page;
    await first.goto(appUrl('/'), { waitUntil: 'load' });
    await first.locator('[data-testid=new-copan]').click();
    await first.locator('#seed').fill('two-tabs');
    await first.locator('[data-testid=start]').click();
    await first.locator('.game').waitFor();
    await first.waitForFunction(() => location.hash.startsWith('#/game/'));
    const gameUrl = first.url();

    const second = await person.context.newPage();
    await second.goto(gameUrl, { waitUntil: 'load' });
    const taken = second.locator('[data-testid=taken]');
    await taken.waitFor();
    expect(await second.locator('.game').count()).toBe(0);
    expect(await taken.textContent()).toContain('This game is open in another tab');
    await screenshot(second, 'two-tabs-taken-phone');
    // The first tab still plays.
    expect(await first.locator('.game').count()).toBe(1);

    await second.locator('[data-testid=take-over]').click();
    await second.locator('.game').waitFor({ timeout: 15_000 });
    expect(second.url()).toBe(gameUrl);
    await first.locator('#app[data-ready] .home').waitFor();
    expect(await first.locator('.toast').textContent()).toContain('continues in another tab');
    expect(await first.evaluate(() => (window as unknown as { __meso: { hash(): unknown } }).__meso.hash())).toBeNull();

    // Reopening it in the first tab now finds it taken there, the other way round.
    await first.locator('.home [data-testid=resume]').first().click();
    await first.locator('[data-testid=taken]').waitFor();
    // The tab playing it closes: the waiting one opens the game by itself, from its save (a closing
    // tab lets its lock go only once its page is gone, so a tab opened right after found it taken).
    const hash = await second.evaluate(() => (window as unknown as { __meso: { hash(): unknown } }).__meso.hash());
    await second.close();
    await first.locator('.game').waitFor({ timeout: 15_000 });
    expect(first.url()).toBe(gameUrl);
    expect(await first.evaluate(() => (window as unknown as { __meso: { hash(): unknown } }).__meso.hash())).toBe(hash);
  });
});
