// The board's WebGL context lost mid-game (WEBGL_lose_context stands in for a GPU reset) and given
// back: the board is drawn again (text measured on it, its pixels not blank) and play goes on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { colourStats, decodePng } from './png.ts';
import { clickSomething, playUntilRound, startSolo, stateHash } from './zapotec-play.ts';

interface Measure { minTextPx: number; measured: number; share: number }

const measure = (page: Page): Promise<Measure | null> =>
  page.evaluate(() => (window as unknown as { __meso: { board(): Measure | null } }).__meso.board());

/** Distinct colours and the main colour's share in the board canvas alone. */
async function canvasPixels(page: Page, name: string): Promise<{ distinct: number; dominantShare: number }> {
  const png = await page.locator('.game canvas').first().screenshot({ animations: 'disabled', path: `${SCREENSHOT_DIR}/${name}.png` });
  const stats = colourStats(decodePng(png));
  return { distinct: stats.distinct, dominantShare: stats.dominantShare };
}

/** Calls WEBGL_lose_context on the board canvas's own context: 'lose' or 'restore'. */
function contextEvent(page: Page, what: 'lose' | 'restore'): Promise<boolean> {
  return page.evaluate((w) => {
    const canvas = document.querySelector('.game canvas') as HTMLCanvasElement | null;
    if (!canvas) return false;
    const win = window as unknown as { __lose?: WEBGL_lose_context };
    if (!win.__lose) {
      // The same type as Pixi asked for returns its context; the other type returns null.
      const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
      const ext = gl?.getExtension('WEBGL_lose_context');
      if (!ext) return false;
      win.__lose = ext;
    }
    if (w === 'lose') win.__lose.loseContext();
    else win.__lose.restoreContext();
    return true;
  }, what);
}

describe('WebGL context loss', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'webgl-loss', { viewport: VIEWPORTS.tablet });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('the board comes back after the context is lost and restored, and play goes on', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startSolo(page, 'easy');
    await playUntilRound(page, 1, 3); // a few decisions in: mid-game
    // Measured once the board has drawn, however long a loaded machine takes.
    await expect.poll(async () => (await measure(page))?.measured ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await measure(page);
    const pixelsBefore = await canvasPixels(page, 'webgl-loss-canvas-before');
    expect(before?.measured).toBeGreaterThan(0);
    expect(pixelsBefore.distinct).toBeGreaterThan(8);

    expect(await contextEvent(page, 'lose')).toBe(true);
    await page.waitForTimeout(300);
    expect(await contextEvent(page, 'restore')).toBe(true);
    await expect.poll(async () => (await measure(page))?.measured ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

    const after = await measure(page);
    expect(after?.measured).toBeGreaterThan(0);
    expect(after?.minTextPx).toBeGreaterThan(0);
    // Drawn again: as many colours as before, not one cleared colour (polled: the redraw waits for a frame).
    let pixelsAfter = await canvasPixels(page, 'webgl-loss-canvas-restored');
    await expect.poll(async () => (pixelsAfter = await canvasPixels(page, 'webgl-loss-canvas-restored')).dominantShare,
      { timeout: 15_000 }).toBeLessThan(0.98);
    expect(pixelsAfter.distinct).toBeGreaterThan(pixelsBefore.distinct / 2);
    await screenshot(page, 'webgl-loss-restored');

    // Play goes on: a decision is made and the game state moves.
    const hash = await stateHash(page);
    let moved = false;
    for (let i = 0; i < 20 && !moved; i++) {
      if (!(await clickSomething(page))) await page.waitForTimeout(200);
      await page.waitForTimeout(200);
      moved = (await stateHash(page)) !== hash;
    }
    expect(moved).toBe(true);
    expect((await canvasPixels(page, 'webgl-loss-canvas-moved')).dominantShare).toBeLessThan(0.98);
    expect(person.console.errors()).toEqual([]);
  }, 90_000);
});
