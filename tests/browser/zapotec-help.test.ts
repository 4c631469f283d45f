// Rules help on the Zapotec board: a hover tooltip for anything on the canvas, the engine's reason
// when a tapped element is not a legal move now, the detail sheet (right click, long press, or I on
// a focused board target), descriptions on the targets' DOM twins, and the board guide.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { startSolo } from './zapotec-play.ts';

/**
 * Moves the mouse over the board until the tooltip's title matches; returns that point. A coarse
 * 36 px grid first (a tile is wider than that), then the 18 px points it skipped.
 */
async function hoverUntil(page: Page, title: RegExp): Promise<{ x: number; y: number } | null> {
  const box = (await page.locator('.board-host canvas').boundingBox())!;
  for (const step of [36, 18])
  for (let y = box.y + 6; y < box.y + box.height; y += step)
    for (let x = box.x + 6; x < box.x + box.width; x += step) {
      if (step === 18 && (x - box.x - 6) % 36 === 0 && (y - box.y - 6) % 36 === 0) continue; // seen in the coarse pass
      await page.mouse.move(x, y);
      const text = await page.evaluate(() => new Promise<string | null>((r) => requestAnimationFrame(() => requestAnimationFrame(() =>
        r(document.querySelector('.tip strong')?.textContent ?? null)))));
      if (text && title.test(text)) return { x, y };
    }
  return null;
}

/** Shows the board page holding `ids`' first page that exists (the board is drawn a page at a time on a tablet). */
async function showPage(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const tab = page.locator(`.board-tabs [data-panel="${id}"]`);
    if (await tab.count()) {
      await tab.click({ force: true });
      await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true'); // a loaded machine took over 1 s
      await page.waitForTimeout(300);
      return;
    }
  }
}
const TRADE_PAGES = ['trade', 'capital', 'main'];

async function fit(page: Page): Promise<void> {
  await page.locator('.coach .btn').click({ timeout: 2000 }).catch(() => {});
  await page.locator('.zoom-bar button').nth(1).click();
  await page.waitForTimeout(500);
}

describe('Zapotec board help', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'help', { viewport: VIEWPORTS.tablet });
    await person.page.goto(appUrl('/'), { waitUntil: 'load' });
    await startSolo(person.page, 'normal');
    await fit(person.page);
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('shows a tooltip in our words when the mouse rests on a trade tile', async () => {
    const { page } = person;
    await showPage(page, TRADE_PAGES);
    const at = await hoverUntil(page, /^Trade tile Z\d\d · level [123]$/);
    expect(at).not.toBeNull();
    const lines = await page.locator('.tip p').allTextContents();
    expect(lines[0]).toMatch(/^Effect: /);
    expect(lines.join(' ')).toMatch(/gold/);
    await screenshot(page, 'zapotec-help-tooltip-tablet');
  });

  it('a click on a tile that cannot be bought now gives the engine’s reason', async () => {
    const { page } = person;
    await showPage(page, TRADE_PAGES);
    const at = (await hoverUntil(page, /^Trade tile/))!;
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.locator('.toast.error').textContent().catch(() => ''), { timeout: 5000 })
      .toBe('Not possible: That is not possible at this step of the turn.');
    // A right click opens the detail sheet instead.
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await expect.poll(() => page.locator('.dialog h2').textContent().catch(() => ''), { timeout: 5000 }).toMatch(/^Trade tile Z\d\d/);
    expect(await page.locator('.dialog .detail p').count()).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await page.locator('.dialog').waitFor({ state: 'detached' });
  });

  it('gives every board target’s twin the same description, and I opens it as a sheet', async () => {
    const { page } = person;
    await showPage(page, ['p0', 'players', 'main']); // the cards in hand are on the player's board
    const twin = page.locator('.board-twins button').first();
    const describedBy = (await twin.getAttribute('aria-describedby'))!;
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`#${describedBy}`).textContent()).toMatch(/^Card \d+ .*Number \d+: the lowest number plays first/);
    await twin.focus();
    expect(await page.locator('.tip strong').textContent()).toMatch(/^Card \d+/);
    await page.keyboard.press('i');
    await expect.poll(() => page.locator('.dialog h2').textContent().catch(() => ''), { timeout: 5000 }).toMatch(/^Card \d+/);
    await page.keyboard.press('Escape');
    await page.locator('.dialog').waitFor({ state: 'detached' });
  });

  it('lists everything shared on the board in the board guide (G)', async () => {
    const { page } = person;
    await page.locator('.board-host').click({ position: { x: 2, y: 2 }, timeout: 2_000 }).catch(() => {});
    await page.keyboard.press('Escape');
    await page.keyboard.press('g');
    await page.locator('.dialog .guide').waitFor();
    const titles = await page.locator('.dialog .guide summary').allTextContents();
    expect(titles).toContain('Sacrifice step 12');
    expect(titles.some((x) => /^Bonus card: card \d+/.test(x))).toBe(true);
    expect(titles.filter((x) => /^Trade tile/.test(x)).length).toBeGreaterThanOrEqual(6);
    await page.keyboard.press('Escape');
    expect(person.console.errors()).toEqual([]);
  });

  it('opens a readable detail sheet at phone, tablet and desktop sizes', async () => {
    const { page } = person;
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(400);
      await page.waitForTimeout(400);
      if (await page.locator('.board-twins button').count()) {
        await page.locator('.board-twins button').first().focus();
        await page.keyboard.press('i');
      } else {
        // A phone leaves the hand (this step's targets) to the own area, whose sheet opened over the
        // board for the card to pick: close it, as a person would, and ask the board about its middle.
        if (await page.locator('.own.expanded').count()) await page.locator('.own-toggle').click();
        const box = (await page.locator('.board-host canvas').boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
      }
      const dialog = page.locator('.dialog');
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1); // nothing cut off at the right
      await screenshot(page, `zapotec-help-sheet-${label}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
