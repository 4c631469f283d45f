// Copan pass-and-play: two people share one phone. Court tiles in hand and Glyph cards are
// hidden, so the privacy cover comes between them: nothing of a hand is in the page under it, and
// a different person's board is never shown without a cover in between.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';
import { revealCover } from './privacy.ts';
import { clickCopan, copanRound } from './copan-play.ts';

describe('Copan pass-and-play', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'copan-pass', { viewport: VIEWPORTS.phone });
    await prepare(person.page, { botPaceMs: 0, confirmEndTurn: false });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('covers the screen between the two people for two rounds', async () => {
    const { page } = person;
    await page.locator('[data-testid=new-copan]').click();
    await page.locator('.seg button[data-value="2"]').click();
    await page.locator('#seat-kind-1').selectOption('human');
    await page.locator('#cp-event').selectOption('ev32');
    await page.locator('#seed').fill('copan-pass-seed');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await page.locator('.topbar .title').textContent()).toContain('Event 3·2');

    // The first cover: nothing private under it.
    await page.locator('.privacy').waitFor({ state: 'visible' });
    expect(await page.locator('.privacy').getAttribute('aria-label')).toMatch(/^Pass to /);
    expect(await page.locator('.own .own-area').count()).toBe(0);
    await screenshot(page, 'copan-pass-cover');
    expect(await revealCover(page)).toBe(true);
    expect(await page.locator('.own .cp-space.legal').count()).toBe(36); // 2 players: 36 open spaces
    expect(await page.locator('.own [data-tile]').count()).toBeGreaterThan(0); // the hand's tile types

    let shownSeat: string | null = null;
    let coverSinceChange = true;
    let covers = 1;
    const start = Date.now();
    while ((await copanRound(page)) < 3 && (await page.locator('.end-screen').count()) === 0) {
      expect(Date.now() - start).toBeLessThan(150_000);
      if (await page.locator('.privacy').count()) {
        expect(await page.locator('.own .own-area').count()).toBe(0);
        coverSinceChange = true;
        covers++;
        await revealCover(page);
        continue;
      }
      if (await page.locator('.own .own-area').count()) {
        const seat = await page.locator('.own').getAttribute('data-seat');
        if (seat !== shownSeat) {
          expect(coverSinceChange).toBe(true);
          shownSeat = seat;
          coverSinceChange = false;
        }
      }
      if (!(await clickCopan(page))) await page.waitForTimeout(150);
    }
    expect(await copanRound(page)).toBe(3);
    expect(covers).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'copan-pass-round3');
    expect(person.console.errors()).toEqual([]);
  }, 180_000);
});
