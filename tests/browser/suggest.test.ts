// "Suggest a move" in every game: the hard AI's best choices (three at most) for the person's
// current decision, each named as in the action bar with a one-line reason where the move brings
// something at once (points, a gain), and a button that plays it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, baseUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

const version = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

async function ask(page: Page): Promise<{ moves: string[]; reasons: string[] }> {
  await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
  await page.locator('.topbar button[aria-label="Menu"]').click();
  await page.getByRole('button', { name: 'Suggest a move' }).click();
  const dialog = page.locator('dialog[open] .dialog');
  await dialog.locator('.hint-list').waitFor({ timeout: 30_000 });
  return {
    moves: await dialog.locator('.hint-move').allTextContents(),
    reasons: await dialog.locator('.hint-why').allTextContents(),
  };
}

describe('suggest a move', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await person?.close(); await browser?.close(); });

  for (const [game, players] of [['zapotec', 2], ['chocolatl', 3], ['copan', 2]] as const) {
    it(`${game}: up to three moves with reasons, and one plays`, async () => {
      person = await newPerson(browser, `suggest-${game}`, { viewport: VIEWPORTS.tablet });
      const { page } = person;
      await prepare(page, { botPaceMs: 0, confirmEndTurn: false });
      await page.goto('about:blank'); // a hash change alone would not start the app's route
      await page.goto(`${baseUrl().replace(/\/$/, '')}/#/new/${game}?players=${players}&difficulty=easy&seed=suggest-${game}`);
      await page.locator('.game').waitFor({ timeout: 30_000 });
      const { moves, reasons } = await ask(page);
      expect(moves.length).toBeGreaterThanOrEqual(1);
      expect(moves.length).toBeLessThanOrEqual(3);
      expect(new Set(moves).size).toBe(moves.length);
      for (const m of moves) expect(m.trim()).not.toBe('');
      // A reason says what the move brings, never the move's own name again.
      for (const r of reasons) { expect(r.trim()).not.toBe(''); expect(moves.some((m) => r.includes(m))).toBe(false); }
      await screenshot(page, `suggest-${game}-tablet`);
      const before = await version(page);
      await page.locator('dialog[open] [data-testid=hint-play]').first().click();
      await page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, before, { timeout: 15_000 });
      expect(person.console.errors()).toEqual([]);
      await person.close();
    }, 90_000);
  }
});
