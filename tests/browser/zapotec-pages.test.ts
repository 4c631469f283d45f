// The Zapotec board drawn a page at a time (phone, tablet): the page of the current decision is
// shown, its targets are finger-sized, taps on the canvas play, and turning the phone re-lays it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot } from './harness.ts';
import { startSolo, stateHash } from './zapotec-play.ts';

const selected = (page: Page) => page.locator('.board-tabs [aria-selected="true"]').getAttribute('data-panel').catch(() => null);

/** The target twins (placed over their rings) as page rects. */
async function twinBoxes(page: Page, prefix: string): Promise<{ x: number; y: number; w: number; h: number }[]> {
  return page.$$eval(`.board-twins [data-target^="${prefix}"]`, (els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  }));
}

/** Taps the centre of the first twin starting with `prefix`, on the canvas itself. */
async function tapBoard(page: Page, prefix: string): Promise<void> {
  const [b] = await twinBoxes(page, prefix);
  expect(b, prefix).toBeDefined();
  await page.mouse.click(b!.x + b!.w / 2, b!.y + b!.h / 2);
}

describe('Zapotec board pages', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  for (const label of ['phone', 'tablet'] as const) {
    it(`${label}: shows the decision's page, with finger-sized targets, and plays taps on the board`, async () => {
      const person = await newPerson(browser, `pages-${label}`, { viewport: VIEWPORTS[label], hasTouch: label === 'phone', isMobile: label === 'phone' });
      const { page } = person;
      try {
        await page.goto(appUrl('/'), { waitUntil: 'load' });
        await startSolo(page, 'normal');
        await page.locator('.coach .btn').click({ timeout: 2000 }).catch(() => {});
        // The board code loads after the screen: wait for its tabs.
        await expect.poll(() => page.locator('.board-tabs [data-panel]').count(), { timeout: 15000 }).toBeGreaterThanOrEqual(4);
        // Choosing a card: the player's own board (with the hand) is the page shown.
        await expect.poll(() => selected(page)).toBe('p0');
        const hand = await twinBoxes(page, 'hand:');
        if (label === 'phone') {
          // The phone's board leaves the hand to the own area: no small copy to mis-tap.
          expect(hand.length).toBe(0);
          await page.locator('.acard.legal').first().click();
        } else {
          expect(hand.length).toBe(6);
          for (const r of hand) expect(Math.min(r.w, r.h)).toBeGreaterThanOrEqual(44);
          await tapBoard(page, 'hand:');
        }
        await page.locator('.dialog .btn.primary').click({ timeout: 1500 }).catch(() => {});
        // Income, then the capital step ended from the action bar.
        await page.locator('.actionbar [data-choice^="income:"]').first().click({ timeout: 15000 });
        await page.locator('.actionbar [data-choice="endCapital"]').click({ timeout: 15000 });
        // Construction: the page of the map holding a space to build on comes into sight.
        await expect.poll(() => selected(page)).toMatch(/^(etla|ocotlan|mitla|sections|map|main)$/);
        const spaces = await twinBoxes(page, 'space:');
        expect(spaces.length).toBeGreaterThan(0);
        for (const r of spaces) expect(Math.min(r.w, r.h)).toBeGreaterThanOrEqual(44);
        // Where to build is on the board only: the action bar keeps just the finishing button.
        expect(await page.locator('.actionbar [data-choice^="build:"]').count()).toBe(0);
        await expect(page.locator('.actionbar [data-choice="endConstruction"]').isVisible()).resolves.toBe(true);
        if (label === 'tablet') {
          // Every word and number on the page shown reads at 12 CSS px at least (the phone's canvas
          // height belongs to the game screen's frame: there the pages are checked in layout tests).
          const m = await page.evaluate(() => (window as unknown as { __meso: { board(): { minTextPx: number } } }).__meso.board());
          expect(m.minTextPx).toBeGreaterThanOrEqual(12);
        }
        await screenshot(page, `zapotec-pages-construction-${label}`);
        const before = await stateHash(page);
        await tapBoard(page, 'space:');
        await page.locator('.dialog .btn').first().click({ timeout: 1500 }).catch(() => {}); // house or palace
        await expect.poll(() => stateHash(page)).not.toBe(before);
        if (label === 'phone') {
          // Turning the phone re-lays the board without a reload: still pages, one row of tabs.
          await page.setViewportSize({ width: 844, height: 390 });
          await page.waitForTimeout(600);
          expect(await page.locator('.board-tabs [data-panel]').count()).toBeGreaterThanOrEqual(4);
          await screenshot(page, 'zapotec-pages-landscape');
        }
        expect(person.console.errors()).toEqual([]);
      } finally {
        await person.close();
      }
    });
  }

  it('a card choice follows the window: on the board when wide, in the opened sheet once narrowed to a phone', async () => {
    const person = await newPerson(browser, 'pages-narrowed', { viewport: VIEWPORTS.tablet });
    const { page } = person;
    try {
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await startSolo(page, 'normal');
      await page.locator('.coach .btn').click({ timeout: 2000 }).catch(() => {});
      await expect.poll(() => twinBoxes(page, 'hand:').then((b) => b.length), { timeout: 15000 }).toBe(6);
      // Turned or resized to a phone mid-decision: the hand leaves the board, so the sheet opens with it.
      await page.setViewportSize(VIEWPORTS.phone);
      await expect.poll(() => twinBoxes(page, 'hand:').then((b) => b.length), { timeout: 10000 }).toBe(0);
      await page.locator('.own.expanded .acard.legal').first().waitFor({ timeout: 10000 });
      await screenshot(page, 'zapotec-pages-narrowed-phone');
      // Back to wide: the hand is on the board again, and the sheet it opened by itself closes.
      await page.setViewportSize(VIEWPORTS.tablet);
      await expect.poll(() => twinBoxes(page, 'hand:').then((b) => b.length), { timeout: 10000 }).toBe(6);
      await expect.poll(() => page.locator('.own.expanded').count()).toBe(0);
      expect(person.console.errors()).toEqual([]);
    } finally {
      await person.close();
    }
  });
});
