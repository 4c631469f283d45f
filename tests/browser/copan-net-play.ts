// Online Copan by clicks: the same decisions as copan-play.ts, but each click is short-lived (a view
// from the host can rebuild the screen between looking and clicking) and several people take turns.
import type { Page } from 'playwright-core';
import { copanRound, press } from './copan-play.ts';
import { stallReport } from './net-ui.ts';

// The host's own Fate roll, held on its screen until seen, is left alone on purpose: the room must
// not wait for the host to tap Seen (bot-pacing.ts).
const DECISIONS = [
  '.dialog .btn.primary',
  '.dialog .btn.choice',
  '.own .cp-space.legal', // a Pyramid space: placing a Court tile
  '.actionbar [data-choice^="move:"]',
  '.actionbar [data-choice^="stay"]',
  '.actionbar [data-choice^="river_buy:"]',
  '.actionbar [data-choice="end_turn"]',
  '.actionbar [data-choice="bonus_skip"]',
  '.actionbar .btn.choice',
];

/** One decision as a person makes it; the choice id (or selector) clicked, null when nothing is offered. */
export async function clickCopanNet(page: Page, skip: string[] = []): Promise<string | null> {
  const found = await page.evaluate((list) => {
    for (const sel of list) {
      const el = document.querySelector(sel);
      if (el) return { sel, id: sel === '.dialog .btn.primary' ? 'confirm' : el.getAttribute('data-choice') ?? el.getAttribute('aria-label') ?? sel };
    }
    return null;
  }, DECISIONS.filter((sel) => !skip.includes(sel))).catch(() => null);
  if (!found) return null;
  return press(page, found.sel, page.locator(found.sel).first(), 1_500).then(() => found.id, () => null);
}

export interface PlayOptions {
  /** After each pass over the pages (checks that must hold all along). */
  each?: () => Promise<void>;
  /** Tried before the usual click on a page: a special way to make the decision, or null. */
  first?: (page: Page) => Promise<string | null>;
  /** Selectors of DECISIONS the usual click leaves alone on a page (for now). */
  skip?: (page: Page) => string[];
  /** Every decision made, per page. */
  log?: string[][];
}

/** Everyone clicks what is theirs until `done`; fails after `ms`. Returns the clicks per page. */
export async function playCopanAll(pages: Page[], done: () => Promise<boolean>, ms: number, o: PlayOptions = {}): Promise<number[]> {
  const start = Date.now();
  const clicks = pages.map(() => 0);
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error(`not done after ${ms} ms (clicks ${clicks.join('/')}, round ${await copanRound(pages[0]!)})\n${await stallReport(pages)}`);
    let any = false;
    for (const [i, page] of pages.entries()) {
      const id = (await o.first?.(page)) ?? (await clickCopanNet(page, o.skip?.(page)));
      if (!id) continue;
      any = true;
      clicks[i]!++;
      o.log?.[i]?.push(id);
    }
    await o.each?.();
    if (!any) await pages[0]!.waitForTimeout(120);
  }
  return clicks;
}

/**
 * The game log's lines, oldest first, as the page shows them (the L key opens the panel or sheet,
 * Escape closes it). The panel lists turns newest first, each turn's lines in order.
 */
export async function logOf(page: Page): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('l');
  await page.locator('.log-panel .log-scroll').waitFor();
  const turns = await page.locator('.log-panel .log-turn').evaluateAll((els) => els.map((t) => [...t.querySelectorAll('ul li')].map((li) => li.textContent ?? '')));
  await page.keyboard.press('Escape');
  return turns.reverse().flat();
}

export const versionOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

/**
 * Places a Court tile through the board's DOM twin of a Pyramid space, as a keyboard or
 * screen-reader user does (focus the twin, Enter), answering the dialogs that may follow. Returns
 * the twin's label, or null when no placement twin is offered.
 */
export async function placeByTwin(page: Page): Promise<string | null> {
  const twins = page.locator('.board-twins button[data-target]');
  // The board loads after the screen: its twins follow the own area's Pyramid buttons.
  await page.waitForFunction(() => [...document.querySelectorAll('.board-twins button[data-target]')].some((b) => b.getAttribute('aria-label')?.startsWith('Place ')),
    undefined, { timeout: 15_000 }).catch(() => {});
  const labels = await twins.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')).catch(() => [] as string[]);
  const at = labels.findIndex((l) => l.startsWith('Place '));
  if (at < 0) return null;
  await twins.nth(at).focus();
  await page.keyboard.press('Enter');
  // A space takes the tile picked in the own area (no question); a move that cannot be taken back asks for
  // a confirmation (unless turned off in the settings).
  for (let step = 0; step < 3; step++) {
    await page.waitForFunction(() => document.querySelector('.dialog .btn.choice, .dialog .btn.primary') || !document.querySelector('.own .cp-space.legal'), undefined, { timeout: 10_000 })
      .catch((e) => { throw new Error(`placing by the twin ${labels[at]}: nothing happened (${String(e).split('\n')[0]})`); });
    const dialog = page.locator('.dialog .btn.choice, .dialog .btn.primary');
    if (!(await dialog.count())) break;
    await dialog.first().click();
  }
  return labels[at]!;
}
