// Every board at the sizes people play on: a phone (portrait, then turned), a tablet, a tablet in
// table mode and a desktop, light and dark. The smallest on-board text or icon (measured from the
// live Pixi scene) must be readable without zooming, the board must get most of the screen, a few
// turns are played by taps on the board itself, and every combination is photographed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot, watchConsole, type ConsoleWatch } from './harness.ts';
import { prepare } from './net-ui.ts';
import { boardAtRest } from './board-rest.ts';
import { LAYOUT_GAMES, LAYOUT_SIZES, openGame, type LayoutGame, type LayoutSize } from '../../scripts/bench/layout.ts';

/** visual.md: board labels at least 12 CSS px on phones and tablets, 11 on a desktop. */
const MIN_TEXT: Record<LayoutSize, number> = { phone: 12, tablet: 12, table: 12, desktop: 11 };
/** The board's share of the viewport: at least 60 % on a tablet game screen, 75 % in table mode. */
const MIN_SHARE: Partial<Record<LayoutSize, number>> = { tablet: 0.6, table: 0.75 };

interface Twin { x: number; y: number; w: number; h: number }

const version = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

/** Centres of the board's legal targets whose point really lands on the canvas (nothing over it). */
function boardTargets(page: Page): Promise<Twin[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.board-twins button')].map((b) => {
    const r = b.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, h: r.height };
  }).filter((t) => document.elementFromPoint(t.x, t.y) instanceof HTMLCanvasElement));
}

/** A board drawn a page at a time: taps the drawn tab of a page that holds moves. */
async function otherPage(page: Page, touch: boolean): Promise<boolean> {
  const tab = await page.evaluate(() => {
    const b = [...document.querySelectorAll<HTMLElement>('.board-tabs button:not(.off)')]
      .find((x) => x.getAttribute('aria-selected') === 'false' && x.dataset.moves === 'true');
    const r = b?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  });
  if (!tab) return false;
  if (touch) await page.touchscreen.tap(tab.x, tab.y);
  else await page.mouse.click(tab.x, tab.y);
  return true;
}

/**
 * Plays until `moves` decisions of anyone were applied and at least one of them was a tap on the
 * board (a game may open with a card chosen in the own area), the viewer's own by taps on the board.
 */
async function playByTaps(page: Page, touch: boolean, moves: number): Promise<number> {
  const start = await version(page);
  let taps = 0;
  for (let i = 0; i < 120 && ((await version(page)) - start < moves || taps === 0); i++) {
    // A tap may ask which of several choices on that spot is meant, or for a confirmation.
    const dialog = page.locator('.dialog .btn.choice, .dialog .btn.primary').first();
    if (await dialog.count()) {
      await dialog.click({ timeout: 2_000 }).catch(() => {});
      await page.waitForTimeout(200);
      continue;
    }
    const targets = await boardTargets(page);
    for (const t of targets) {
      expect(t.w, 'a board target is at least 44 px wide').toBeGreaterThanOrEqual(44);
      expect(t.h, 'a board target is at least 44 px high').toBeGreaterThanOrEqual(44);
    }
    const t = targets[i % Math.max(1, targets.length)];
    if (t) {
      if (touch) await page.touchscreen.tap(t.x, t.y);
      else await page.mouse.click(t.x, t.y);
      taps++;
    } else if (!(await otherPage(page, touch))) {
      // Nothing on the board to choose now: a card in the own area, a step button (End turn) in
      // the action bar, or bots are moving.
      const own = page.locator('.own .acard.legal, .actionbar .btn.choice').first();
      if (await own.count()) await own.click({ timeout: 2_000 }).catch(() => {});
    }
    await page.waitForTimeout(300);
  }
  expect((await version(page)) - start).toBeGreaterThanOrEqual(moves);
  return taps;
}

/**
 * Visually hidden labels whose box escapes the scrolling row or sheet that clips them: an absolute box
 * whose containing block lies outside its nearest clipping ancestor can widen the page's layout, and
 * a phone then zooms the whole screen out (a bot's "thinking" label in the last seat chip did), or
 * lengthen it (the live region at the body's end did, by a pixel). Besides the labels on screen, one
 * is put for the moment where the app puts such labels now and then: in the last seat chip, a hand and
 * the action bar's list.
 */
function escapedHidden(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probes = [...document.querySelectorAll<HTMLElement>('.chips > :last-child, .own .hand, .actionbar .choices')].map((host) => {
      const probe = document.createElement('span');
      probe.className = 'sr-only';
      probe.textContent = `probe in .${host.className.split(' ').join('.')}`;
      return host.appendChild(probe);
    });
    const escaped = [...document.querySelectorAll<HTMLElement>('.sr-only')].flatMap((el) => {
      if (getComputedStyle(el).position !== 'absolute') return [];
      // An absolute box is clipped only by the scrollers at or above its containing block.
      let block: HTMLElement | null = el.parentElement;
      while (block && block !== document.body && getComputedStyle(block).position === 'static') block = block.parentElement;
      for (let x = block; x && x !== document.body; x = x.parentElement) if (getComputedStyle(x).overflowX !== 'visible') return [];
      const r = el.getBoundingClientRect();
      return r.right > innerWidth || r.bottom > innerHeight ? [`${el.textContent?.slice(0, 40)} at ${Math.round(r.x)},${Math.round(r.y)}`] : [];
    });
    for (const probe of probes) probe.remove();
    return escaped;
  });
}

describe('boards at phone, tablet, table and desktop sizes', () => {
  let browser: Browser;
  // One context per size, prepared once and shared by the games and both themes: each case opens
  // its game by a fresh page load, after which the app reads the emulated colour scheme anew.
  const contexts = new Map<LayoutSize, { context: BrowserContext; page: Page; console: ConsoleWatch }>();
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => {
    for (const c of contexts.values()) await c.context.close();
    await browser?.close();
  });

  async function sizeContext(size: LayoutSize) {
    const known = contexts.get(size);
    if (known) return known;
    const v = LAYOUT_SIZES[size];
    const context = await browser.newContext({ viewport: { width: v.width, height: v.height }, hasTouch: v.touch, isMobile: size === 'phone' });
    const page = await context.newPage();
    const console = watchConsole(page);
    // Table mode's seats are all bots: at full speed the game would end (and the end sheet cover
    // the board) before it is measured, so they play at the normal pace there.
    await prepare(page, { botPaceMs: size === 'table' ? 700 : 0 });
    const made = { context, page, console };
    contexts.set(size, made);
    return made;
  }

  async function open(game: LayoutGame, size: LayoutSize, theme: 'light' | 'dark') {
    const { page, console } = await sizeContext(size);
    await page.emulateMedia({ colorScheme: theme });
    await openGame(page, baseUrl().replace(/\/$/, ''), game, size, `layout-${game}`);
    const board = await boardAtRest(page);
    return { page, console, board };
  }

  for (const game of Object.keys(LAYOUT_GAMES) as LayoutGame[]) {
    it(`${game}: readable at every size, played by taps on a phone and a tablet, turned mid-game`, async () => {
      for (const size of Object.keys(LAYOUT_SIZES) as LayoutSize[]) {
        for (const theme of ['light', 'dark'] as const) {
          const { page, console, board } = await open(game, size, theme);
          // The theme really is the one photographed (the context is shared between themes).
          expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), `${game} ${size} ${theme}`).toBe(theme === 'dark');
          const where = `${game} ${size} ${theme}: smallest "${board.minText}"`;
          expect(board.minTextPx, where).toBeGreaterThanOrEqual(MIN_TEXT[size]);
          expect(board.share, `${game} ${size} board share`).toBeGreaterThanOrEqual(MIN_SHARE[size] ?? 0.3);
          await screenshot(page, `layout-${game}-${size}-${theme}`);
          expect(await escapedHidden(page), `${game} ${size}: hidden labels outside what clips them`).toEqual([]);
          if (theme === 'light' && (size === 'phone' || size === 'tablet')) {
            const taps = await playByTaps(page, true, 3);
            expect(taps, `${game} ${size}: moves made by taps on the board`).toBeGreaterThan(0);
            const after = await boardAtRest(page);
            expect(after.minTextPx, `${game} ${size} after a few moves: "${after.minText}"`).toBeGreaterThanOrEqual(MIN_TEXT[size]);
          }
          if (size === 'phone' && theme === 'light') {
            // Turned to landscape and back mid-game: the board is laid out again, no reload.
            const before = await version(page);
            await page.setViewportSize({ width: 844, height: 390 });
            const turned = await boardAtRest(page);
            expect(turned.rect.w).toBeLessThanOrEqual(844);
            expect(turned.rect.h).toBeLessThanOrEqual(390);
            expect(turned.rect.w * turned.rect.h).toBeGreaterThan(0);
            await screenshot(page, `layout-${game}-phone-landscape`);
            await page.setViewportSize({ width: 390, height: 844 });
            const back = await boardAtRest(page);
            expect(back.minTextPx, `${game} phone after turning back: "${back.minText}"`).toBeGreaterThanOrEqual(MIN_TEXT.phone);
            expect(await version(page)).toBeGreaterThanOrEqual(before);
          }
          expect(console.errors(), `${game} ${size} ${theme}`).toEqual([]);
        }
      }
    }, 300_000);
  }
});
