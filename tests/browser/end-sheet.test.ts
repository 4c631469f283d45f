// The end screen is a sheet over the final board: the board stays drawn under it, the sheet folds
// down to its title row, and every number in its chart is named with its source, for every seat.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createMatch, toSaveFile } from '../../src/engine/match.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';

/** A finished solo Zapotec game, played out with the first legal choice, as an export file. */
function finishedSave(): string {
  let match = createMatch(zapotecGame, { players: 1, difficulty: 'easy' }, 'end-sheet');
  for (let i = 0; i < 5000 && !zapotecGame.result(match.state); i++) {
    const p = zapotecGame.pending(match.state)[0]!;
    const c = zapotecGame.choices(match.state, p.seat)[0]!;
    const res = act(zapotecGame, match, p.seat, c);
    if (!res.ok) throw new Error(res.error.reason);
    match = res.match;
  }
  if (!zapotecGame.result(match.state)) throw new Error('the game did not end');
  return JSON.stringify({
    kind: 'mesoamerica-table/save', v: 1, id: 'end-sheet-game', game: 'zapotec',
    seats: [{ name: 'Ana', kind: 'human', color: 0 }, { name: 'Cocijobot', kind: 'automa', color: 4 }],
    round: 5, over: true, createdAt: 1795651200000, updatedAt: 1795651200000, file: toSaveFile(zapotecGame, match),
  });
}

describe('end screen over the final board', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'end-sheet', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('keeps the board under a foldable results sheet whose numbers are named', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor();
    await page.setInputFiles('#import-file', { name: 'end.json', mimeType: 'application/json', buffer: Buffer.from(finishedSave()) });
    await page.locator('[data-testid=resume]').first().click();
    const sheet = page.locator('.end-sheet');
    await sheet.waitFor();
    // The board is still drawn under the sheet.
    await page.waitForFunction(() => (window as unknown as { __meso: { board(): unknown } }).__meso.board() !== null, undefined, { timeout: 20_000 });
    expect(await page.locator('.game canvas').count()).toBeGreaterThan(0);
    // Every segment's number comes with its source, for the player and for Cocijobot alike.
    const named = await sheet.locator('.bars .legend').allTextContents();
    expect(named).toHaveLength(2);
    for (const line of named) expect(line).toMatch(/[A-Za-z][^:]*: \d+/);
    await screenshot(page, 'end-sheet-open-phone');
    const open = (await sheet.boundingBox())!;
    await page.locator('[data-testid=end-fold]').click();
    const folded = (await sheet.boundingBox())!;
    expect(folded.height).toBeLessThan(open.height / 2);
    expect(folded.height).toBeLessThan(140);
    await screenshot(page, 'end-sheet-folded-phone');
    await page.locator('[data-testid=end-fold]').click();
    expect((await sheet.boundingBox())!.height).toBeGreaterThan(folded.height);
    // Wider screens: a card in the corner, the board beside it.
    for (const size of ['tablet', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[size]);
      await page.waitForTimeout(400);
      const box = (await sheet.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(VIEWPORTS[size].width / 2);
      await screenshot(page, `end-sheet-${size}`);
    }
    expect(person.console.errors()).toEqual([]);
  });
});
