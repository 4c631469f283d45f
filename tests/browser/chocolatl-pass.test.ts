// Chocolatl pass-and-play: two people share one phone (and a bot plays the third seat). The
// privacy cover hides everything private between them: nothing of a hand is in the page under
// it, and a different person's hand is never shown without a cover in between.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';
import { chocRound, clickChoc, openOwnSheet, revealCover } from './chocolatl-play.ts';

describe('Chocolatl pass-and-play', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'choc-pass', { viewport: VIEWPORTS.phone });
    await prepare(person.page, { botPaceMs: 0, confirmEndTurn: false });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('covers the screen between the two people through the sacrifice and the first round', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('[data-testid=new-chocolatl]').click();
    await page.locator('.seg button[data-value="3"]').click();
    await page.locator('#seat-kind-1').selectOption('human');
    await page.locator('#seed').fill('choc-pass-seed');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });

    // The first cover: nothing private under it.
    await page.locator('.privacy').waitFor({ state: 'visible' });
    expect(await page.locator('.privacy').getAttribute('aria-label')).toMatch(/^Pass to /);
    expect(await page.locator('.own .acard').count()).toBe(0);
    await screenshot(page, 'chocolatl-pass-cover');
    expect(await revealCover(page)).toBe(true);
    expect(await page.locator('.own .acard.legal').count()).toBe(13);
    const firstSeat = await page.locator('.own').getAttribute('data-seat');

    // Person 1 sacrifices: the cover comes back for person 2 before their hand is shown.
    await openOwnSheet(page);
    await page.locator('.own .acard.legal').first().click();
    await page.locator('.privacy').waitFor({ state: 'visible' });
    expect(await page.locator('.own .acard').count()).toBe(0);
    await revealCover(page);
    expect(await page.locator('.own').getAttribute('data-seat')).not.toBe(firstSeat);
    await openOwnSheet(page);
    await page.locator('.own .acard.legal').first().click();

    // The first round: whenever the hand on screen changes owner, a cover came first.
    let shownSeat: string | null = null;
    let coverSinceChange = true;
    let covers = 0;
    const start = Date.now();
    while ((await chocRound(page)) < 2 && (await page.locator('.end-screen').count()) === 0) {
      expect(Date.now() - start).toBeLessThan(150_000);
      if (await page.locator('.privacy').count()) {
        expect(await page.locator('.own .acard').count()).toBe(0);
        coverSinceChange = true;
        covers++;
      } else if ((await page.locator('.own .acard').count()) > 0) {
        const seat = await page.locator('.own').getAttribute('data-seat');
        if (seat !== shownSeat) {
          expect(coverSinceChange).toBe(true);
          shownSeat = seat;
          coverSinceChange = false;
        }
      }
      const what = await clickChoc(page);
      if (!what) await page.waitForTimeout(150);
    }
    console.log(`pass-and-play round 1: ${covers} covers`);
    expect(covers).toBeGreaterThanOrEqual(2);
    expect(person.console.errors()).toEqual([]);
  }, 200_000);
});
