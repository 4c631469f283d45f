// Replays of Chocolatl and Copan through the real UI (Zapotec has its own file): a solo game
// finished by "let the AI play for me" while the page records every state hash it shows, the end
// screen's score timeline and swings (a swing opens the viewer at that move), "Share replay", and
// the link opened offline in a fresh installed context after a first visit, stepped to the middle:
// the position shown there has the hash the game had at that move.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, launchPwaContext, newPerson, screenshot } from './harness.ts';
import { prepare } from './net-ui.ts';
import { startCopanSolo } from './copan-play.ts';

interface Probe { at: number; last: number; hash: string }
type Meso = { __meso: { hash(): string | null; replay(): { at: number; last: number; hash(): string; find(h: string): number } | null } };

const probe = (page: Page): Promise<Probe> => page.evaluate(() => {
  const p = (window as unknown as Meso).__meso.replay();
  if (!p) throw new Error('no replay on screen');
  return { at: p.at, last: p.last, hash: p.hash() };
});
const findAll = (page: Page, hashes: string[]) =>
  page.evaluate((xs) => xs.map((x) => (window as unknown as Meso).__meso.replay()!.find(x)), hashes);
const scrubTo = (page: Page, k: number) =>
  page.locator('.replay-scrub').evaluate((el, v) => {
    (el as HTMLInputElement).value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);

/** Records, inside the page, every distinct state hash the game screen holds while it plays. */
const recordHashes = (page: Page) => page.evaluate(() => {
  const w = window as unknown as Meso & { __seen: string[] };
  w.__seen = [];
  const look = () => {
    const x = w.__meso.hash();
    if (x && w.__seen[w.__seen.length - 1] !== x) w.__seen.push(x);
  };
  look();
  setInterval(look, 15);
});
const seenHashes = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

const GAMES = {
  chocolatl: async (page: Page) => {
    await page.locator('[data-testid=new-chocolatl]').click();
    await page.locator('.seg button[data-value="3"]').click(); // one person, two AI seats
    await page.locator('#seed').fill('choc-replay-seed');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });
  },
  copan: (page: Page) => startCopanSolo(page),
};

describe.each(Object.keys(GAMES) as (keyof typeof GAMES)[])('%s replay', (game) => {
  let browser: Browser;
  let link = '';
  let seen: string[] = [];
  let finalHash = '';

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('finishes a solo game, shows the score timeline and swings on the end screen, a swing opens the replay there', async () => {
    const person = await newPerson(browser, 'player', { viewport: VIEWPORTS.phone });
    try {
      const { page } = person;
      await prepare(page, { botPaceMs: 0 });
      await GAMES[game](page);
      await recordHashes(page);
      await page.locator('.topbar button[aria-label="Menu"]').click();
      await page.locator('[data-testid=autoplay]').click();
      const skip = page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
      await skip.waitFor({ state: 'visible', timeout: 5_000 }).then(() => skip.click({ timeout: 2_000 })).catch(() => {}); // gone when the bots outran it: no 30 s retry
      await page.locator('.end-screen').waitFor({ state: 'visible', timeout: 120_000 });
      seen = await seenHashes(page);
      finalHash = seen[seen.length - 1]!;
      expect(seen.length).toBeGreaterThan(3); // the game was seen at many of its moves

      // The end screen's timeline: a chart as wide as the phone allows and two or three swings.
      const how = page.locator('.end-how-won');
      await how.locator('svg.score-chart').waitFor({ state: 'visible', timeout: 20_000 });
      expect((await how.locator('svg.score-chart').boundingBox())!.width).toBeGreaterThan(300);
      // Its table twin ends on the end screen's totals (end-of-game scoring included).
      const totals = await page.locator('table.breakdown tbody tr:last-child strong').allInnerTexts();
      expect(await how.locator('table.score-table tbody tr td:last-child').allInnerTexts()).toEqual(totals);
      const swings = how.locator('.swings .swing');
      expect(await swings.count()).toBeGreaterThanOrEqual(2);
      expect(await swings.count()).toBeLessThanOrEqual(3);
      expect(await swings.first().innerText()).toMatch(/(Round \d+|Final scoring): .+ [+-]\d+/);
      await swings.first().scrollIntoViewIfNeeded();
      await screenshot(page, `replay-${game}-end-phone-light`);
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, `replay-${game}-end-phone-dark`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await swings.first().scrollIntoViewIfNeeded();
      await screenshot(page, `replay-${game}-end-desktop-dark`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.desktop.width);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(VIEWPORTS.phone);

      // Share replay, from the end screen.
      await page.locator('[data-testid=share-replay]').click();
      const field = page.locator('#replay-link');
      await field.waitFor({ state: 'visible' });
      link = await field.inputValue();
      expect(link).toMatch(/#\/replay\/[A-Za-z0-9_-]{20,}$/);
      await page.keyboard.press('Escape');
      await field.waitFor({ state: 'hidden' });

      // A swing (the second: not simply the end) opens the viewer at that very move.
      const swing = swings.nth(1);
      const step = Number(await swing.getAttribute('data-step'));
      expect(step).toBeGreaterThan(0);
      await swing.click();
      await page.locator('main.replay').waitFor({ state: 'visible' });
      const p = await probe(page);
      expect(p.at).toBe(step);
      expect(Number(await page.locator('main.replay').getAttribute('data-at'))).toBe(step);
      // Every hash the game showed is a position of the replay, in the order it was played.
      const found = await findAll(page, seen);
      expect(found.every((k) => k >= 0)).toBe(true);
      expect([...found].sort((a, b) => a - b)).toEqual(found);
      expect(found[found.length - 1]).toBe(p.last);
      // The viewer's own "How it was won" is the same timeline, its position line at the swing.
      await page.locator('.replay-tabs [data-tab=score]').click();
      const viewerChart = page.locator('main.replay .score-timeline');
      expect(await viewerChart.locator('table.score-table tbody tr td:last-child').allInnerTexts()).toEqual(totals);
      expect(await viewerChart.locator('.swings .swing').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-step'))))
        .toContain(String(step));
      expect(person.console.errors()).toEqual([]);
    } finally {
      await person.close();
    }
  }, 150_000);

  it('the link opens offline in a fresh installed context, and the middle is the position the game had then', async () => {
    const session = await launchPwaContext({ viewport: VIEWPORTS.phone });
    try {
      const { page, context } = session;
      const base = link.split('#')[0]!;
      await page.goto(base, { waitUntil: 'load' });
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.goto(link, { waitUntil: 'load' });
      await page.locator('main.replay').waitFor({ state: 'visible', timeout: 30_000 });
      const end = await probe(page);
      expect(end.at).toBe(end.last);
      expect(end.hash).toBe(finalHash);
      // The middle: of the moves the game was seen at, the one nearest half way.
      const found = await findAll(page, seen);
      let pick = 0;
      found.forEach((k, i) => { if (Math.abs(k - end.last / 2) < Math.abs(found[pick]! - end.last / 2)) pick = i; });
      const mid = found[pick]!;
      expect(mid).toBeGreaterThan(0);
      expect(mid).toBeLessThan(end.last);
      await scrubTo(page, mid);
      const shown = await probe(page);
      expect(shown.at).toBe(mid);
      expect(shown.hash).toBe(seen[pick]);
      await screenshot(page, `replay-${game}-mid-phone`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.waitForTimeout(300);
      const shot = await screenshot(page, `replay-${game}-mid-desktop`);
      expect(shot.width).toBe(VIEWPORTS.desktop.width);
      expect((await probe(page)).hash).toBe(seen[pick]);
      expect(session.console.errors()).toEqual([]);
    } finally {
      await session.context.setOffline(false).catch(() => {});
      await session.close();
    }
  }, 60_000);
});
