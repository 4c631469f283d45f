// Drives the Chocolatl game screen the way a person does: real clicks on hand cards (two taps
// for a two-card offering), on the board's targets and on the action-bar buttons.
import type { Page } from 'playwright-core';
import { revealCover } from './privacy.ts';

export { revealCover };

/** The round shown in the top bar ("Round 2 of 7"), 0 before round 1 or off the game screen. */
export async function chocRound(page: Page): Promise<number> {
  const title = (await page.locator('.topbar .title').textContent().catch(() => '')) ?? '';
  const m = /Round (\d) of 7/.exec(title);
  return m ? Number(m[1]) : 0;
}

/** Holds the cover's reveal button for the 600 ms it needs (pass-and-play). */

const ORDER = [
  '.dialog .btn.primary',
  '.narration[data-held] .btn', // the person's own die roll, seen
  '.own .acard.legal[aria-pressed="true"] ~ .acard.legal',
  '.own .acard.legal:not([aria-pressed="true"])',
  '.actionbar .btn.choice',
];

/** A phone draws the hand on the board and keeps its own sheet closed: a person opens it to use its cards. */
export async function openOwnSheet(page: Page): Promise<void> {
  const toggle = page.locator('.own-toggle[aria-expanded="false"]');
  if (await toggle.isVisible().catch(() => false)) await toggle.click({ timeout: 2_000 }).catch(() => {});
}

/**
 * One decision step as a person would make it: a confirm, a hand card (a second card after a held
 * one), or an action-bar choice. Returns what was clicked, or null when nothing is offered.
 */
export async function clickChoc(page: Page): Promise<string | null> {
  if (await page.locator('.privacy').count()) return (await revealCover(page)) ? 'cover' : null;
  const selector = await page.evaluate((list) => list.find((sel) => document.querySelector(sel) !== null) ?? null, ORDER).catch(() => null);
  if (!selector) return null;
  if (selector.startsWith('.own')) await openOwnSheet(page);
  const ok = await page.locator(selector).first().click({ timeout: 2_000 }).then(() => true, () => false);
  return ok ? selector : null;
}

/** Plays through the UI until `done` (or the end screen); returns what was clicked. */
export async function playChoc(page: Page, done: () => Promise<boolean>, ms = 90_000): Promise<string[]> {
  const clicked: string[] = [];
  const start = Date.now();
  while (!(await done())) {
    if ((await page.locator('.end-screen').count()) > 0) break;
    if (Date.now() - start > ms) throw new Error(`not done after ${ms} ms: ${clicked.length} clicks`);
    const what = await clickChoc(page);
    if (what) clicked.push(what);
    else await page.waitForTimeout(150); // bots are thinking or the board is resolving
  }
  return clicked;
}

export async function chocHash(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const meso = (window as unknown as { __meso: { hash(): string | null; flush(): Promise<unknown> } }).__meso;
    await meso.flush();
    return meso.hash();
  });
}
