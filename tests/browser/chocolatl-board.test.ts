// The Chocolatl board laid out per screen, in real Chromium at phone and tablet sizes: the board is
// shown a page at a time under a row of tabs; every text on the hand and location pages is at
// least 12 CSS px at the default camera; a tap on a hand card drawn on the canvas plays it; a tap
// on a board element that is not a legal move says why (a toast) instead of zooming; the zoom
// buttons work and the camera stays where the person put it while the bots play on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeRect, type Rect } from '../../src/render/core/geom.ts';
import { layoutScene } from '../../src/render/chocolatl/layout.ts';
import { CITY_DIE } from '../../src/render/chocolatl/panel-geometry.ts';
import { handCard } from '../../src/render/chocolatl/player-geometry.ts';
import type { PageId } from '../../src/render/chocolatl/layout-pages.ts';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

interface Measure { minTextPx: number; minText: string; rect: Rect }
const measure = (page: Page): Promise<Measure> => page.evaluate(() => (window as unknown as { __meso: { board(): Measure } }).__meso.board());

/** The canvas's place on the page and its size (the scene's w × h). */
const canvasBox = async (page: Page): Promise<Rect> => {
  const b = (await page.locator('.board-wrap canvas').boundingBox())!;
  return { x: b.x, y: b.y, w: b.width, h: b.height };
};

async function tapAt(page: Page, touch: boolean, x: number, y: number): Promise<void> {
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

for (const size of ['phone', 'tablet'] as const)
  describe(`the Chocolatl board on a ${size}`, () => {
    let browser: Browser;
    let person: Person;
    const touch = size === 'phone';

    beforeAll(async () => {
      browser = await launchBrowser();
      person = await newPerson(browser, `choc-board-${size}`, { viewport: VIEWPORTS[size], hasTouch: touch, isMobile: touch });
      await prepare(person.page, { botPaceMs: 0 });
      const { page } = person;
      await page.locator('[data-testid=new-chocolatl]').click();
      await page.locator('.seg button[data-value="4"]').first().click();
      await page.locator('#seed').fill('choc-board-seed');
      await page.locator('[data-testid=start]').click();
      await page.locator('.game').waitFor({ state: 'visible' });
      await page.locator('.board-tabs button').first().waitFor({ state: 'attached' });
      await page.waitForTimeout(800);
    }, 60_000);
    afterAll(async () => {
      await person?.close();
      await browser?.close();
    });

    it('shows every hand and location page with text of at least 12 px', async () => {
      const { page } = person;
      const ids = await page.locator('.board-tabs button').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.panel!));
      expect(ids[0]).toBe('hand');
      expect(ids.filter((id) => id.startsWith('locs')).length).toBeGreaterThan(0);
      for (const id of ids) {
        if (!id.startsWith('locs') && id !== 'hand') continue; // the other players' boards may share one smaller page on a phone
        await page.locator(`.board-tabs button[data-panel="${id}"]`).click({ force: true });
        await page.waitForTimeout(300);
        const m = await measure(page);
        expect(m.minTextPx, `${id}: ${m.minText}`).toBeGreaterThanOrEqual(12);
        await screenshot(page, `chocolatl-board-${size}-${id}`);
      }
    }, 60_000);

    it('a tap on the city die during the sacrifice says why, and does not zoom', async () => {
      const { page } = person;
      const box = await canvasBox(page);
      const first = layoutScene(Math.round(box.w), Math.round(box.h), 4, true);
      const page3 = first.pages!.pageOfPanel[2]! as PageId;
      await page.locator(`.board-tabs button[data-panel="${page3}"]`).click({ force: true });
      await page.waitForTimeout(300);
      const l = layoutScene(Math.round(box.w), Math.round(box.h), 4, true, page3);
      const die = placeRect(l.panels[2]!, CITY_DIE);
      const before = await measure(page);
      await tapAt(page, touch, box.x + die.x + die.w / 2, box.y + die.y + die.h / 2);
      await page.locator('.toast.error').waitFor({ timeout: 3_000 });
      expect(await page.locator('.toast.error').textContent()).toMatch(/Not possible: .*Tenochtitlan/);
      await page.waitForTimeout(500);
      expect((await measure(page)).rect).toEqual(before.rect); // no zoom
    });

    it('the zoom buttons work and the camera stays where the person put it', async () => {
      const { page } = person;
      if (touch) return; // phones have pinch and the fit button only (styles.css hides − and +)
      await page.locator('.board-tabs button[data-panel="hand"]').click({ force: true });
      // The page is shown once its tab says so and its cards' twins are laid out (a busy machine
      // can take longer than a few frames).
      await page.locator('.board-tabs button[data-panel="hand"][aria-selected="true"]').waitFor({ timeout: 5_000 });
      await page.waitForFunction(() => (document.querySelector('.board-twins button')?.getBoundingClientRect().width ?? 0) > 0, undefined, { timeout: 5_000 });
      await page.waitForTimeout(300);
      // The hand cards' accessible twins sit over the drawn cards: their width follows the zoom.
      // (Read again when the twins are being rebuilt at that moment: bots lay their sacrifices meanwhile.)
      const twinW = async () => {
        for (let tries = 0; tries < 20; tries++) {
          const w = (await page.locator('.board-twins button').first().boundingBox().catch(() => null))?.width;
          if (w) return w;
          await page.waitForTimeout(100);
        }
        throw new Error('no hand card twin laid out');
      };
      const fit = await twinW();
      await page.locator('.zoom-bar button[aria-label="Zoom in"]').click();
      await page.waitForTimeout(800);
      const zoomed = await twinW();
      expect(zoomed).toBeGreaterThan(fit * 1.3);
      await page.waitForTimeout(1500); // bots lay their sacrifices meanwhile: no update may move the camera back
      expect(await twinW()).toBeCloseTo(zoomed, 0);
      await page.locator('.zoom-bar button[aria-label="Fit the board"]').click();
      await page.waitForTimeout(800);
      expect(await twinW()).toBeCloseTo(fit, 0);
    });

    it('a tap on a hand card drawn on the canvas makes the sacrifice', async () => {
      const { page } = person;
      await page.locator('.board-tabs button[data-panel="hand"]').click({ force: true });
      await page.waitForTimeout(300);
      const box = await canvasBox(page);
      const l = layoutScene(Math.round(box.w), Math.round(box.h), 4, true, 'hand');
      const card = placeRect(l.hand!, handCard('grid', 3));
      expect(Math.min(card.w, card.h)).toBeGreaterThanOrEqual(44);
      await tapAt(page, touch, box.x + card.x + card.w / 2, box.y + card.y + card.h / 2);
      // The sacrifice cannot be undone once revealed: the app asks first (Settings can turn that off).
      const confirm = page.locator('.dialog .btn.primary');
      await confirm.waitFor({ state: 'visible', timeout: 3_000 }).then(() => confirm.click()).catch(() => {});
      await page.waitForFunction(() => !document.querySelector('.actionbar .prompt')?.textContent?.includes('altar'), undefined, { timeout: 10_000 });
      expect(person.console.errors()).toEqual([]);
    });
  });
