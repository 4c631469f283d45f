// Following the game (issue 27): the log panel beside the board says why points were scored, lists
// the newest round first with each finished round's points, and survives a reload; opponents' steps
// are captioned one at a time at the chosen pace, a die's result staying long enough to be read.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { clickOne, prepare } from './net-ui.ts';

const PACE = 250;

async function start(page: Person['page'], game: string, seed: string): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator(`[data-testid=new-${game}]`).click();
  await page.locator('#seed').fill(seed);
  await page.locator('[data-testid=start]').click();
  await page.locator('.game').waitFor({ state: 'visible' });
}

async function autoplay(page: Person['page']): Promise<void> {
  await page.locator('.topbar button[aria-label="Menu"]').click();
  await page.locator('[data-testid=autoplay]').click();
}

describe('following the game', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await person?.close(); await browser?.close(); });

  it('Zapotec: the log panel gives reasons, newest round first with its points, and a reload keeps it', async () => {
    person = await newPerson(browser, 'follow-log', { viewport: VIEWPORTS.tablet });
    const { page } = person;
    // Paced: without it the whole autoplayed game is over in a few seconds, before Round 3 can be caught.
    await prepare(page, { botPaceMs: 250 });
    await start(page, 'zapotec', 'follow-log-seed');
    await autoplay(page);
    expect(await page.locator('.turn-pill').textContent()).not.toContain('Waiting for Player');
    await page.locator('.topbar .title', { hasText: 'Round 3/5' }).waitFor({ timeout: 120_000 });
    await autoplay(page); // off again: the game stops at the person's next decision
    await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    const now = Number(/Round (\d)\/5/.exec((await page.locator('.topbar .title').textContent()) ?? '')?.[1]);
    expect(now).toBeGreaterThanOrEqual(3);
    const rounds = await page.locator('.log-panel .log-round h3').allTextContents();
    // Newest first: the current round, or the last one when the person's decision opens this one.
    const numbers = rounds.map((r) => Number(/Round (\d)/.exec(r)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBeGreaterThanOrEqual(now - 1);
    expect(rounds).toContain('Round 1');
    const text = (await page.locator('.log-panel .log-scroll').textContent()) ?? '';
    expect(text).toMatch(/scores \d+ at turn scoring: \d+ building\(s\) on \S+ spaces/);
    expect(await page.locator('.log-panel .log-sum', { hasText: 'Round 1: points' }).count()).toBe(1);
    // The last finished round's points stay over the board until dismissed.
    expect(await page.locator('.round-card').textContent()).toContain(`Round ${now - 1}: points`);
    await screenshot(page, 'follow-log-tablet');
    // The person's next move takes it away.
    // (A move that ends the turn is confirmed first: the card goes with the move, not the dialog.)
    for (let i = 0; i < 3 && (await page.locator('.round-card').isVisible()); i++) await clickOne(page);
    await page.locator('.round-card').waitFor({ state: 'hidden', timeout: 5_000 });
    await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
    const lines = await page.locator('.log-panel .log-turn li').allTextContents();
    await page.reload({ waitUntil: 'load' });
    await page.locator('.game').waitFor({ state: 'visible' });
    await page.locator('.log-panel .log-turn').first().waitFor();
    expect(await page.locator('.log-panel .log-turn li').allTextContents()).toEqual(lines);
    // Leaving the game and coming back keeps it too.
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('.home .card-row [data-testid=resume]').first().click();
    await page.locator('.log-panel .log-turn').first().waitFor();
    expect(await page.locator('.log-panel .log-turn li').allTextContents()).toEqual(lines);
    expect(person.console.errors()).toEqual([]);
    await person.close();
  }, 150_000);

  it('Chocolatl: each step is captioned in turn at the pace, a die result for 1.5 s at least', async () => {
    person = await newPerson(browser, 'follow-pace', { viewport: VIEWPORTS.phone });
    const { page } = person;
    // The fast pace: each caption stays for it, and a die result still for CHANCE_MIN_MS (1.5 s),
    // more than twice the pace, so the floor rather than the pace is what keeps it on screen.
    await prepare(page, { botPaceMs: PACE });
    await start(page, 'chocolatl', 'follow-pace-seed');
    await autoplay(page);
    await page.evaluate(() => {
      const w = window as unknown as { caps: [string, number][] };
      w.caps = [];
      const el = document.querySelector<HTMLElement>('.narration')!;
      let last = '', at = performance.now();
      new MutationObserver(() => {
        const text = el.hidden ? '' : (el.textContent ?? '');
        if (text === last) return;
        const now = performance.now();
        if (last) w.caps.push([last, now - at]);
        last = text; at = now;
      }).observe(el, { childList: true, characterData: true, subtree: true, attributes: true });
    });
    await page.waitForFunction(() => (window as unknown as { caps: [string, number][] }).caps.some(([t]) => /^Round 2:/.test(t)), undefined, { timeout: 90_000 });
    const caps = await page.evaluate(() => (window as unknown as { caps: [string, number][] }).caps);
    expect(caps.length).toBeGreaterThan(15); // the round's reveals, rankings and scores, one by one
    for (const [text, ms] of caps) expect(ms, text).toBeGreaterThanOrEqual(PACE - 20);
    const dice = caps.filter(([t]) => /harvest dice|rolls black dice/.test(t));
    expect(dice.length).toBeGreaterThan(0);
    for (const [text, ms] of dice) expect(ms, text).toBeGreaterThanOrEqual(1480);
    expect(caps.some(([t]) => /\+\d+ \(Cacao harvest\)/.test(t))).toBe(true); // points with their reason
    expect(person.console.errors()).toEqual([]);
  }, 150_000);
});
