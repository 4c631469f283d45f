// How readable each board is at the default zoom, per screen: the smallest on-board text or icon
// in CSS px (measured from the live Pixi scene through window.__meso.board()) and the board's share
// of the viewport, for every game on a phone, a tablet, a tablet in table mode and a desktop.
import type { Browser, Page } from 'playwright-core';

export const LAYOUT_SIZES = {
  phone: { width: 390, height: 844, touch: true },
  tablet: { width: 1024, height: 768, touch: true },
  table: { width: 1024, height: 768, touch: true },
  desktop: { width: 1440, height: 900, touch: false },
} as const;
export type LayoutSize = keyof typeof LAYOUT_SIZES;
export const LAYOUT_GAMES = { zapotec: 2, chocolatl: 4, copan: 2 } as const;
export type LayoutGame = keyof typeof LAYOUT_GAMES;

export interface BoardReading { minTextPx: number; minText: string; share: number; rect: { x: number; y: number; w: number; h: number } }

const SETTLE_MS = 1500;

/** The board's reading once it is drawn and the camera has rested. */
export async function readBoard(page: Page): Promise<BoardReading> {
  await page.waitForFunction(() => {
    const r = (window as unknown as { __meso: { board(): { measured: number } | null } }).__meso.board();
    return r !== null && r.measured > 0;
  }, null, { timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const read = () => page.evaluate(() => {
    const r = (window as unknown as { __meso: { board(): BoardReading } }).__meso.board();
    return { minTextPx: r.minTextPx, minText: r.minText, share: r.share, rect: r.rect };
  });
  // The board at rest: bots playing at the table's pace move pieces and cards in, and a reading
  // taken mid-animation would measure a card on its way; two equal readings 250 ms apart are at rest.
  let last = await read();
  for (let i = 0; i < 12; i++) {
    await page.waitForTimeout(250);
    const next = await read();
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}

/**
 * Opens a fresh game on `page`: a local game with bots (dealt from `seed`), or a table-mode host
 * whose seats are all bots (a hosted game's deal is drawn jointly: no seed is typed there).
 */
export async function openGame(page: Page, base: string, game: LayoutGame, size: LayoutSize, seed: string): Promise<void> {
  const players = LAYOUT_GAMES[game];
  if (size !== 'table') {
    // From another page: a hash change alone would not start the app's route.
    await page.goto('about:blank');
    await page.goto(`${base}/#/new/${game}?players=${players}&difficulty=easy&seed=${seed}`);
    return;
  }
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.locator(`[data-testid=new-${game}]`).click();
  await page.locator(`.seg button[data-value="${players}"]`).first().click();
  await page.locator('#table-mode').check();
  for (let i = 0; i < players; i++) await page.locator(`#seat-kind-${i}`).selectOption('ai-easy');
  await page.locator('[data-testid=host-online]').click();
  await page.locator('[data-testid=start-online]:not([disabled])').click({ timeout: 30_000 });
  await page.locator('.game').waitFor({ timeout: 30_000 });
}

/** Flat keys: app_min_board_text_px_<size> and app_board_share_<size>, each the minimum over the games. */
export async function benchLayout(browser: Browser, base: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [size, v] of Object.entries(LAYOUT_SIZES) as [LayoutSize, (typeof LAYOUT_SIZES)[LayoutSize]][]) {
    let minText = Infinity, minShare = Infinity;
    for (const game of Object.keys(LAYOUT_GAMES) as LayoutGame[]) {
      const ctx = await browser.newContext({ viewport: { width: v.width, height: v.height }, hasTouch: v.touch, isMobile: size === 'phone', serviceWorkers: 'block' });
      const page = await ctx.newPage();
      await openGame(page, base, game, size, `bench-layout-${game}`);
      const r = await readBoard(page);
      console.error(`layout ${size} ${game}: smallest ${r.minTextPx.toFixed(1)} px ("${r.minText}"), board share ${r.share.toFixed(2)}`);
      minText = Math.min(minText, r.minTextPx);
      minShare = Math.min(minShare, r.share);
      await ctx.close();
    }
    out[`app_min_board_text_px_${size}`] = +minText.toFixed(1);
    if (size !== 'desktop') out[`app_board_share_${size}`] = +minShare.toFixed(2);
  }
  return out;
}
