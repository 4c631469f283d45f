// Chocolatl with one person and two AI seats through the real UI: the new-game screen, a whole
// round by clicks on the own area's cards (two taps per offering) and the action bar, a reload that
// keeps the exact state, screenshots at three sizes, then the AI finishing the game to the end screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';
import { chocHash, chocRound, playChoc } from './chocolatl-play.ts';

describe('Chocolatl against two AI players in the browser', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'choc-solo', { viewport: VIEWPORTS.phone });
    await prepare(person.page, { botPaceMs: 0 });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('starts from the new-game screen and plays the first round through clicks', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('[data-testid=new-chocolatl]').click();
    await page.locator('.seg button[data-value="3"]').click();
    expect(await page.locator('[data-testid=chocolatl-variant]').textContent()).toContain('3 to 5');
    await page.locator('#seed').fill('choc-browser-seed');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await page.locator('.chip').count()).toBe(3);
    // The sacrifice: one tap on a hand card.
    expect(await page.locator('.actionbar .prompt').textContent()).toContain('altar');
    expect(await page.locator('.own .acard.legal').count()).toBe(13);
    // First offering: a held card, then its partner.
    await playChoc(page, async () => (await page.locator('.own .acard.legal').count()) === 12, 20_000);
    // A bot's move may redraw the hand between finding the card and the click, which then lands on
    // a node that is gone: tap again until the card is held (a person would tap again too).
    const held = page.locator('.own .acard.legal[aria-pressed="true"]');
    for (let tries = 0; tries < 5 && (await held.count()) === 0; tries++) {
      await page.locator('.own .acard.legal').nth(0).click();
      await held.waitFor({ timeout: 2_000 }).catch(() => undefined);
    }
    expect(await held.count()).toBe(1);
    await page.locator('.own .acard.legal').nth(1).click();
    await page.locator('.own .acard.legal').nth(10).waitFor({ state: 'detached' }); // 10 cards left
    expect(await page.locator('.own table.breakdown tbody tr').first().textContent()).toMatch(/L1 Chocolatl\s*\d+ \d+/);
    const clicks = await playChoc(page, async () => (await chocRound(page)) >= 2, 120_000);
    expect(clicks.length).toBeGreaterThanOrEqual(8); // four more offerings, two taps each
    expect(await chocRound(page)).toBe(2);
    expect(person.console.errors()).toEqual([]);
  }, 180_000);

  it('a reload in the middle of the game comes back to the same state hash', async () => {
    const { page } = person;
    // Only the person owes a move (the bots' offerings of round 2 are in): nothing changes meanwhile.
    await page.waitForFunction(() => {
      const pending = (window as unknown as { __meso: { pending(): { seat: number }[] } }).__meso.pending();
      return pending.length > 0 && pending.every((p) => p.seat === 0);
    }, undefined, { timeout: 30_000 });
    const before = await chocHash(page);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    await page.reload({ waitUntil: 'load' });
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await chocHash(page)).toBe(before);
    expect(await chocRound(page)).toBe(2);
  });

  it('takes screenshots of the game at phone, tablet and desktop sizes', async () => {
    const { page } = person;
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(800);
      const shot = await screenshot(page, `chocolatl-solo-${label}`);
      expect(shot.width).toBe(viewport.width);
      expect(shot.distinctColours).toBeGreaterThan(40);
    }
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('opens the Chocolatl rules reference over the game', async () => {
    const { page } = person;
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=rules]').click();
    const dialog = page.locator('.dialog');
    await dialog.locator('h1', { hasText: 'Chocolatl' }).waitFor();
    const headings = await dialog.locator('section h2').allTextContents();
    expect(headings).toEqual(expect.arrayContaining(['The temple sacrifice', 'Offering modes', 'L4 Pyramid of Cholula', 'End scoring']));
    expect(headings.length).toBe(15);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('"let the AI play for me" finishes the game, then the end screen ranks all three', async () => {
    const { page } = person;
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=autoplay]').click();
    await page.locator('.end-screen').waitFor({ state: 'visible', timeout: 240_000 });
    expect(await page.locator('.rank-card').count()).toBe(3);
    expect(await page.locator('table.breakdown tbody tr').count()).toBeGreaterThan(2);
    await screenshot(page, 'chocolatl-solo-end');
    expect(person.console.errors()).toEqual([]);
  }, 300_000);
});
