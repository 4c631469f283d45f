// "While you were away" (issue 27): when a person's turn comes after the bots or the Automa moved,
// a card sums it up and the items they changed are ringed on the board (window.__meso.marks());
// OK or the person's own move clears both. And the log filter: by seat, and by words.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

const marks = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { marks(): string[] } }).__meso.marks());

async function autoplay(page: Page): Promise<void> {
  await page.locator('.topbar button[aria-label="Menu"]').click();
  await page.locator('[data-testid=autoplay]').click();
}

/**
 * Waits for marks on the board; a board drawn a page at a time shows those of the page shown, so
 * the other pages are looked at in turn when this one has none.
 */
async function shownMarks(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  let ids = await marks(page);
  const tabs = page.locator('.board-tabs button');
  for (let i = 0; ids.length === 0 && i < (await tabs.count()); i++) {
    await tabs.nth(i).click({ force: true });
    await page.waitForTimeout(300);
    ids = await marks(page);
  }
  expect(ids).not.toEqual([]);
  return ids;
}

const version = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

/** A solo game against bots or the automaton; the AI plays for the person `moves` moves, then stops. */
async function awayFor(page: Page, game: string, moves: number): Promise<void> {
  await page.goto(appUrl(`/#/new/${game}?players=${game === 'chocolatl' ? 3 : 1}&seed=away-${game}`), { waitUntil: 'load' });
  await page.reload({ waitUntil: 'load' }); // the route is read at start
  await page.locator('.game').waitFor({ state: 'visible' });
  await page.locator('.board-host canvas').waitFor();
  const start = await version(page);
  await autoplay(page);
  // Counted in moves, not time: a fast machine would otherwise play the whole game meanwhile.
  await expect.poll(() => version(page), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(start + moves);
  await autoplay(page); // back: the game stops at the person's next decision
  await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
}

describe('while you were away', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await person?.close(); await browser?.close(); });

  for (const game of ['zapotec', 'chocolatl', 'copan']) {
    it(`${game}: the card and the marks come with the person's turn and go with OK`, async () => {
      person = await newPerson(browser, `away-${game}`, { viewport: VIEWPORTS.desktop });
      const { page } = person;
      await prepare(page, { botPaceMs: 0 });
      await awayFor(page, game, 8);
      const card = page.locator('[data-testid=away-card]');
      await card.waitFor({ timeout: 10_000 });
      expect(await card.locator('li').count()).toBeGreaterThan(0);
      // Screen readers hear how many items changed, and the marked ones' names.
      expect(await card.locator('.sr-only').textContent()).toMatch(/\d+ items? changed on the board/);
      const ids = await shownMarks(page);
      // A marked item that is also a legal target: its DOM twin says it changed.
      const described = await page.evaluate((marked) => [...document.querySelectorAll<HTMLElement>('.board-twins [data-target]')]
        .filter((b) => marked.includes(b.dataset.target!))
        .map((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent ?? ''), ids);
      for (const d of described) expect(d).toContain('Changed since your last move.');
      await screenshot(page, `away-marks-${game}-desktop`);
      await card.locator('[data-testid=away-ok]').click();
      await card.waitFor({ state: 'detached' });
      expect(await marks(page)).toEqual([]);
      expect(person.console.errors()).toEqual([]);
      await person.close();
    }, 90_000);
  }

  it('Copan: the person\'s own move clears the marks; the log filters by seat and by words, new lines too', async () => {
    person = await newPerson(browser, 'away-move', { viewport: VIEWPORTS.tablet });
    const { page } = person;
    await prepare(page, { botPaceMs: 300 });
    await awayFor(page, 'copan', 3);
    const card = page.locator('[data-testid=away-card]');
    await card.waitFor({ timeout: 15_000 });
    await shownMarks(page);
    // The person's decision (a board target, a button), by keyboard (the card may lie over the
    // target), answering any "which one?" or "sure?" it asks.
    const before = await version(page);
    // The move may end the turn and bring it back at once (the Automa plays inside the person's
    // move), with a new card for what the Automa did: it is this card that must go.
    await card.evaluate((el) => { el.dataset.seen = 'before-move'; });
    const move = page.locator('.board-twins button, .actionbar .btn.choice, .own button.legal').first();
    await move.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3 && (await version(page)) === before; i++) {
      const ask = page.locator('.dialog .btn.primary, .dialog button:not(.quiet):not(.icon-btn)').first();
      await ask.click({ timeout: 1_000 }).catch(() => {});
      await page.waitForTimeout(200);
    }
    expect(await version(page)).toBeGreaterThan(before);
    await page.locator('[data-testid=away-card][data-seen=before-move]').waitFor({ state: 'detached', timeout: 15_000 });
    if ((await card.count()) === 0) expect(await marks(page)).toEqual([]);

    // The log, by seat: only the Automa's turns and points lines.
    const filter = page.locator('.log-panel .log-filter');
    await filter.waitFor({ timeout: 15_000 }); // its own chunk, loaded when the log first shows
    const chips = filter.locator('.log-chip');
    expect(await chips.allTextContents()).toEqual(['All', 'Player', 'Automa']);
    await chips.nth(2).click();
    expect(await chips.nth(2).getAttribute('aria-pressed')).toBe('true');
    const shownWho = () => page.locator('.log-scroll .log-turn:not([hidden]) .who').allTextContents();
    expect(new Set(await shownWho())).toEqual(new Set(['Automa']));
    expect(await page.locator('.log-scroll .log-turn:not([hidden]) li:not([hidden])').count()).toBeGreaterThan(0);
    // New lines arriving keep to the filter: the person's next moves stay hidden.
    const filtered = await version(page);
    await autoplay(page);
    await expect.poll(() => version(page), { timeout: 20_000 }).toBeGreaterThan(filtered + 3);
    await autoplay(page);
    expect(new Set(await shownWho())).toEqual(new Set(['Automa']));
    await screenshot(page, 'away-log-seat-tablet');

    // By words, every seat: only lines with the word, counted for screen readers.
    await chips.nth(0).click();
    const search = filter.locator('.log-search');
    await search.fill('climbs');
    const lines = await page.locator('.log-scroll .log-turn li:not([hidden])').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.toLowerCase()).toContain('climbs');
    await expect.poll(() => filter.locator('[aria-live=polite]').textContent()).toBe(`${lines.length} ${lines.length === 1 ? 'line matches' : 'lines match'}`);
    await search.fill('no such word here');
    await filter.locator('.log-nomatch', { hasText: 'No lines match.' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.log-scroll .log-round:not([hidden])').count()).toBe(0);
    // The clear button brings every line back.
    await filter.locator('.log-clear').click();
    expect(await filter.locator('.log-nomatch').isVisible()).toBe(false);
    expect(await page.locator('.log-scroll li[hidden]').count()).toBe(0);
    expect(person.console.errors()).toEqual([]);
    await person.close();
  }, 120_000);
});
