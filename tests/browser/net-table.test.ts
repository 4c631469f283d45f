// Table mode: a tablet hosts and shows the board with the public view only; a player joins with a
// phone by the link and picks a card from the phone; a bot plays the other seat on the tablet; a
// spectator watches by the watch link. The tablet asks to stay awake. Its game menu offers no export
// while the game runs (the file would hold the phone's hand), only once it is over.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { axe, hostFromNewGame, joinFromLink, playAll, prepare } from './net-ui.ts';

describe('table mode', () => {
  let browser: Browser;
  let tablet: Person;
  let phone: Person;
  let watcher: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    tablet = await newPerson(browser, 'tablet', { viewport: VIEWPORTS.tablet });
    phone = await newPerson(browser, 'phone', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
    watcher = await newPerson(browser, 'watcher', { viewport: VIEWPORTS.desktop });
    await Promise.all([prepare(tablet.page), prepare(phone.page), prepare(watcher.page)]);
  });
  afterAll(async () => {
    await Promise.all([tablet?.close(), phone?.close(), watcher?.close()]);
    await browser?.close();
  });

  it('the tablet shows the board, the phone joins by the link and picks its card on the phone', async () => {
    const link = await hostFromNewGame(tablet.page, { players: 2, kinds: ['ai-easy'], table: true });
    expect(await tablet.page.locator('.lobby .note').count()).toBe(1);
    expect(await tablet.page.locator('.seat-row[data-status="open"]').count()).toBe(1); // seat 0 waits for a phone
    expect(await tablet.page.locator('[data-testid=start-online]').isDisabled()).toBe(true);

    await joinFromLink(phone.page, link, 'Dani', 3);
    const start = tablet.page.locator('[data-testid=start-online]');
    await tablet.page.waitForFunction(() => !(document.querySelector('[data-testid=start-online]') as HTMLButtonElement | null)?.disabled);
    await start.click();
    await tablet.page.locator('.game').waitFor({ timeout: 20_000 });
    await phone.page.locator('.game').waitFor({ timeout: 20_000 });

    // The tablet never shows a hand or a choice; the phone shows its own.
    await phone.page.locator('.own .acard.legal').first().waitFor();
    expect(await tablet.page.locator('.acard.legal, .actionbar .btn.choice').count()).toBe(0);
    expect(await tablet.page.locator('.own .acard.hidden').count()).toBeGreaterThan(0);
    expect(await tablet.page.locator('.turn-pill').textContent()).toContain('Dani');
    // The shared tablet's game menu offers no export while the game runs: the file would hold the
    // phone's hand (the menu itself is there: it offers the invite).
    await tablet.page.locator('.topbar button[aria-label="Menu"]').click();
    await tablet.page.locator('.dialog [data-testid=invite]').waitFor();
    expect(await tablet.page.locator('.dialog [data-testid=export]').count()).toBe(0);
    await tablet.page.keyboard.press('Escape');
    await tablet.page.locator('dialog.scrim[open]').waitFor({ state: 'detached' });
    await screenshot(tablet.page, 'net-table-tablet');
    await screenshot(phone.page, 'net-table-phone');

    const title = () => tablet.page.locator('.topbar .title').textContent();
    expect(await title()).toContain('choosing cards');
    await phone.page.locator('.own .acard.legal').first().click();
    // Committed: nothing more to pick on the phone; once the bot has picked too, the cards are shown.
    await phone.page.locator('.own .acard.legal').first().waitFor({ state: 'detached' });
    await tablet.page.waitForFunction(() => !/choosing cards/.test(document.querySelector('.topbar .title')?.textContent ?? ''), undefined, { timeout: 20_000 });
    expect(await tablet.page.locator('.acard.legal, .actionbar .btn.choice').count()).toBe(0);

    // The phone plays its turns to the end of the round; the bot plays on the tablet. The round's
    // points show on the tablet as the round ends (the phone stops there: its next move is tested).
    const card = tablet.page.locator('.round-card');
    await playAll([phone.page], () => card.isVisible(), 60_000);
    expect(await card.textContent()).toContain('Round 1: points');
    await tablet.page.locator('.topbar .title', { hasText: '2/5' }).waitFor({ timeout: 20_000 });
    expect(await tablet.page.locator('.acard.legal, .actionbar .btn.choice').count()).toBe(0);
    // They stay there, where nobody moves, until the phone's first move of the new round (the bot's
    // moves leave them).
    expect(await card.isVisible()).toBe(true);
    await phone.page.locator('.own .acard.legal').first().click({ timeout: 20_000 });
    await card.waitFor({ state: 'hidden', timeout: 5_000 });

    const awake = await tablet.page.evaluate(() => ({
      supported: 'wakeLock' in navigator,
      held: (window as unknown as { __meso: { awake(): boolean } }).__meso.awake(),
    }));
    console.log(`table mode: wake lock supported ${awake.supported}, held ${awake.held}`);
    expect(awake.held).toBe(awake.supported);
    for (const p of [tablet, phone]) expect(p.console.errors()).toEqual([]);
  }, 90_000);

  it('a spectator follows the same game read-only from the watch link', async () => {
    const room = await tablet.page.evaluate(() => (window as unknown as { __meso: { room(): string | null } }).__meso.room());
    expect(room).toMatch(/^[a-z2-9]{8}$/);
    await watcher.page.goto(new URL(`/#/watch/${room}`, tablet.page.url()).href, { waitUntil: 'load' });
    await watcher.page.locator('.game').waitFor({ timeout: 20_000 });
    expect(await watcher.page.locator('.acard.legal, .actionbar .btn.choice').count()).toBe(0);
    expect(await watcher.page.locator('.chip-btn').count()).toBe(2);
    await watcher.page.locator('.chip-btn').nth(1).click();
    expect(await watcher.page.locator('.own').getAttribute('data-seat')).toBe('1');
    await screenshot(watcher.page, 'net-watch-desktop');
    expect(await axe(watcher.page)).toEqual([]);

    // A reaction from the phone shows on the shared tablet and for the spectator, who read the chat
    // but have no seat to write from.
    await phone.page.locator('[data-testid=chat-open]').click();
    await phone.page.locator('.chat-reaction[data-reaction="thumbs-up"]').click();
    await phone.page.locator('.chat-panel .chat-head button').click();
    await tablet.page.locator('[data-testid=chat-toast]', { hasText: 'Dani: ' }).waitFor({ timeout: 5_000 });
    expect(await tablet.page.locator('[data-testid=chat-toast]').textContent()).toContain('Thumbs up');
    await screenshot(tablet.page, 'net-table-reaction');
    await watcher.page.locator('[data-testid=chat-open]').click();
    await watcher.page.locator('[data-testid=chat-panel] .chat-line', { hasText: 'Thumbs up' }).waitFor({ timeout: 5_000 });
    for (const p of [tablet.page, watcher.page]) expect(await p.locator('.chat-input, .chat-reaction').count()).toBe(0);
    expect(watcher.console.errors()).toEqual([]);
  }, 60_000);

  it('the phone goes away: the tablet shows it reconnecting and hands its seat to a bot, and the game goes on', async () => {
    await phone.close();
    const replace = tablet.page.locator('[data-testid=replace-ai-0]');
    await replace.waitFor({ timeout: 20_000 });
    expect(await tablet.page.locator('.chip.gone .net-status').textContent()).toContain('reconnecting');
    await screenshot(tablet.page, 'net-table-reconnecting');
    expect(await axe(tablet.page)).toEqual([]);
    await replace.click();
    await tablet.page.locator('.net-banner').waitFor({ state: 'hidden' });
    await tablet.page.locator('.chip', { hasText: '(normal)' }).first().waitFor();
    // Two bots now: the round ends without anyone touching the tablet; the watcher follows.
    await tablet.page.waitForFunction(() => /3\/5/.test(document.querySelector('.topbar .title')?.textContent ?? ''), undefined, { timeout: 45_000 });
    await watcher.page.waitForFunction(() => /3\/5/.test(document.querySelector('.topbar .title')?.textContent ?? ''), undefined, { timeout: 10_000 });
    expect(tablet.console.errors()).toEqual([]);
  }, 75_000);

  it('once the game is over every hand is public: the tablet\'s menu offers the export', async () => {
    // The tablet's bots are paced by its captions; skipping ahead plays the rest at once, as a
    // table would once the phones had left.
    const end = tablet.page.locator('.end-screen');
    const skip = tablet.page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
    for (let i = 0; i < 300 && !(await end.isVisible()); i++) {
      if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => {});
      await tablet.page.waitForTimeout(300);
    }
    await end.waitFor({ timeout: 10_000 });
    await tablet.page.keyboard.press('m');
    await tablet.page.locator('.dialog [data-testid=export]').waitFor({ timeout: 5_000 });
    await tablet.page.keyboard.press('Escape');
    expect(tablet.console.errors()).toEqual([]);
  }, 100_000);
});
