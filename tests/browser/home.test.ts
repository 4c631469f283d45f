// The home screen: a splash before the code runs, each game's cover with seats and length, saved
// games with a board thumbnail (and progress while one is replayed), SVG icon buttons, and joining
// from a pasted link or code.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';

describe('home screen', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'home', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('shows the splash before any script runs, and the first screen replaces it', async () => {
    const { page } = person;
    // Hold the app's scripts back: what shows then is index.html alone.
    await page.route('**/assets/*.js', async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue().catch(() => {}); });
    await page.goto(appUrl('/'), { waitUntil: 'commit' });
    const splash = page.locator('#app > .splash');
    await splash.waitFor({ state: 'visible' });
    expect(await splash.textContent()).toContain('Mesoamerica Table');
    // Drawn with the palette's variables, put into the page at build time.
    expect(await splash.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(244, 237, 225\)$|^rgb\(23, 21, 26\)$/);
    await page.locator('#app[data-ready] .home').waitFor();
    expect(await splash.count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('has a cover, seats and length for every game, and no emoji in its buttons', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready] .home').waitFor();
    for (const [game, facts] of [['zapotec', '1–4 players · about 60 min'], ['chocolatl', '3–5 players · about 45 min'], ['copan', '1–4 players · 60–90 min']]) {
      const tile = page.locator(`[data-testid=new-${game}]`);
      expect(await tile.locator('svg.cover').count()).toBe(1);
      expect(await tile.locator('.facts').textContent()).toBe(facts);
      const box = await tile.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(96);
    }
    expect(await page.locator('.home').textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('lists a game left for home with its board thumbnail, and replays it with progress shown', async () => {
    const { page } = person;
    await page.locator('[data-testid=new-copan]').click();
    await page.locator('#seed').fill('home-thumb');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor();
    await page.waitForFunction(() => (window as unknown as { __meso: { board(): unknown } }).__meso.board() !== null, undefined, { timeout: 20_000 });
    await page.waitForTimeout(800);
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('.dialog button', { hasText: 'Home' }).click();
    const row = page.locator('.home .save-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Copan');
    const img = row.locator('.thumb img');
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/(webp|jpeg);base64,/);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // Icon buttons: an SVG and a name, never an emoji that may be missing from the fonts.
    const del = row.getByRole('button', { name: 'Delete' });
    expect(await del.locator('svg').count()).toBe(1);
    expect((await del.textContent())?.trim()).toBe('');
    const box = await del.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'home-continue-phone');

    // Opening it again replays its moves behind a progress overlay.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { busySeen: string[] }).busySeen = seen;
      new MutationObserver(() => { const b = document.querySelector('.busy'); if (b) seen.push(b.textContent ?? ''); }).observe(document.body, { childList: true });
    });
    await row.locator('[data-testid=resume]').click();
    await page.locator('.game').waitFor();
    expect(await page.evaluate(() => (window as unknown as { busySeen: string[] }).busySeen)).toContain('Opening the saved game…');
    await page.locator('.busy').waitFor({ state: 'detached' });
    expect(person.console.errors()).toEqual([]);
  }, 60_000);

  it('joins from a pasted invite link or a typed code, and says why anything else is refused', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready] .home').waitFor();
    const input = page.locator('#join-code');
    await input.fill('not a code!');
    await page.locator('[data-testid=join-go]').click();
    expect(await page.locator('.join-box .reason').textContent()).toContain('neither an invite link nor a room code');
    await input.fill(`${appUrl('/')}#/join/abcd2345`);
    await input.press('Enter');
    await page.locator('.screen.join').waitFor();
    expect(page.url()).toContain('#/join/abcd2345');
    // Scanning needs BarcodeDetector, which this Chromium lacks: the button is not offered.
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready] .home').waitFor();
    const scan = await page.evaluate(() => 'BarcodeDetector' in window);
    expect(await page.locator('[data-testid=join-scan]').count()).toBe(scan ? 1 : 0);
  });
});
