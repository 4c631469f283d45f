// "Suggest a move" in every game: the hard AI's best choices (three at most) for the person's
// current decision, each named as in the action bar with a one-line reason (the feature that drove
// the choice: points now, a pyramid level, an offering above the cards shown, an Embassy loop…) for
// at least two of the three, and a button that plays it. Shown on a phone (390x844).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, baseUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

const version = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

async function ask(page: Page): Promise<{ moves: string[]; reasons: string[] }> {
  // Per pick: its reason, or '' where it has none.
  await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
  await page.locator('.topbar button[aria-label="Menu"]').click();
  await page.getByRole('button', { name: 'Suggest a move' }).click();
  const dialog = page.locator('dialog[open] .dialog');
  await dialog.locator('.hint-list').waitFor({ timeout: 30_000 });
  return dialog.locator('.hint-list > li').evaluateAll((items) => ({
    moves: items.map((li) => li.querySelector('.hint-move')?.textContent ?? ''),
    reasons: items.map((li) => li.querySelector('.hint-why')?.textContent ?? ''),
  }));
}

describe('suggest a move', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await person?.close(); await browser?.close(); });

  for (const [game, players] of [['zapotec', 2], ['chocolatl', 3], ['copan', 2]] as const) {
    it(`${game}: up to three moves, most with a reason, and one plays`, async () => {
      person = await newPerson(browser, `suggest-${game}`, { viewport: VIEWPORTS.phone });
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
      // A reason for at least two picks of three (the one pick of a single-choice step): one line,
      // never the move's own name again.
      const given = reasons.filter((r) => r.trim() !== '');
      expect(given.length, `reasons: ${JSON.stringify(reasons)}`).toBeGreaterThanOrEqual(Math.min(2, moves.length));
      for (const r of given) { expect(r).not.toContain('\n'); expect(moves.some((m) => r.includes(m))).toBe(false); }
      await screenshot(page, `suggest-${game}-phone`);
      const before = await version(page);
      await page.locator('dialog[open] [data-testid=hint-play]').first().click();
      await page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, before, { timeout: 15_000 });
      expect(person.console.errors()).toEqual([]);
      await person.close();
    }, 90_000);
  }
});
