// A seat follows its player by its rejoin link (issue 28, real PeerJS): offered in the lobby for a
// seat that has its player; mid-game, with Ana's phone
// connected, the host shows her seat's rejoin link (and its QR code); a fresh browser context opens
// it and has the seat at once; the old phone shows only that its seat moved (never "waiting for the
// host"), and opening the old link there says the same. The new device plays; every screen agrees.
// Then that device goes, a bot plays the seat, and the host gives it back to a person through the
// seat's new rejoin link: the bot stops, the person moves, every screen agrees.
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, newPerson, screenshot, type Person } from './harness.ts';
import { clickOne, hashOn, hostFromNewGame, joinFromLink, onlineRoom, prepare } from './net-ui.ts';
import { agreed, probe } from './net-seat-view.ts';

/** From the game menu: seat `seat`'s rejoin link, confirmed; the dialog is left open. */
async function rejoinLink(host: Page, seat: number): Promise<string> {
  await host.locator('.topbar button[aria-label="Menu"]').click();
  await host.locator('[data-testid=rejoin]').click();
  await host.locator(`[data-testid=rejoin-${seat}]`).click();
  await host.locator('.dialog .btn.primary', { hasText: 'New link' }).click();
  const field = host.locator('[data-testid=rejoin-link]');
  await field.waitFor({ timeout: 5_000 });
  await host.locator('.dialog .qr-box svg').waitFor({ timeout: 5_000 });
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`#/join/[a-z2-9]{8}\\?sig=[^&]+&seat=${seat}&key=[0-9a-f]{32}$`));
  return link;
}

/** One click on each page in turn until the host's game is past `version`. */
async function playPast(pages: Page[], host: Page, version: number, ms = 30_000): Promise<void> {
  const start = Date.now();
  while ((await hashOn(host)).version <= version) {
    if (Date.now() - start > ms) throw new Error(`the game never went past version ${version}`);
    let any = false;
    for (const p of pages) if (await clickOne(p)) any = true;
    if (!any) await host.waitForTimeout(120);
  }
}

/**
 * `guest` makes a move of its own (the host plays meanwhile when it is the host's turn), and both
 * play on until the game's version moves (a secret pick counts once both seats revealed).
 */
async function guestMoves(host: Page, guest: Page, ms = 30_000): Promise<void> {
  const start = Date.now();
  for (;;) {
    if (Date.now() - start > ms) throw new Error('the guest never had a move to make');
    const v = (await hashOn(host)).version;
    // Its click may open a confirmation, or commit a secret pick the host's seat must match: both play on.
    if (await clickOne(guest)) return playPast([guest, host], host, v);
    if (!(await clickOne(host))) await host.waitForTimeout(120);
  }
}

/** A fresh device (nothing stored but the test settings) opens `link` and is on seat 1's game. */
async function openOnNewDevice(browser: Browser, name: string, link: string): Promise<Person> {
  const p = await newPerson(browser, name, { viewport: VIEWPORTS.phone });
  await prepare(p.page);
  await p.page.goto(link, { waitUntil: 'load' });
  await p.page.locator('.game').waitFor({ timeout: 20_000 });
  expect(await p.page.locator('.own').getAttribute('data-seat')).toBe('1');
  // The address keeps no secret once it is stored.
  expect(p.page.url()).not.toMatch(/key=/);
  return p;
}

describe('a seat follows its player by its rejoin link', () => {
  const people = onlineRoom({ host: 'phone', ana: 'phone' });
  const others: Person[] = [];
  afterAll(async () => { await Promise.all(others.map((p) => p.close().catch(() => {}))); });

  it('moves a connected seat mid-game, and gives a bot\'s seat back to a person', async () => {
    const { host, ana, browser } = people;
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });
    // In the lobby too: a seat that has its player offers its rejoin link (an open one does not).
    expect(await host.page.locator('[data-testid=rejoin-1]').count()).toBe(0);
    await joinFromLink(ana.page, link, 'Ana', 1);
    await host.page.locator('.seat-row[data-status="connected"] [data-testid=rejoin-1]').waitFor({ timeout: 10_000 });
    await host.page.locator('[data-testid=start-online]').click();
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });
    await playPast([host.page, ana.page], host.page, 3, 60_000);
    const before = await agreed(host.page, ana.page);
    expect((await probe(host.page, 1)).status).toBe('connected');

    // The host shows Ana's seat's rejoin link while her phone is connected.
    const t0 = Date.now();
    const rejoin = await rejoinLink(host.page, 1);
    await screenshot(host.page, 'net-rejoin-link-light');
    await host.page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(host.page, 'net-rejoin-link-dark');
    await host.page.emulateMedia({ colorScheme: 'light' });
    await host.page.keyboard.press('Escape');

    // The old phone is told its seat moved, and only that.
    await ana.page.locator('[data-testid=seat-moved]').waitFor({ timeout: 10_000 });
    console.log(`rejoin link: old phone told in ${Date.now() - t0} ms`);
    expect(await ana.page.getByText('Waiting for the host').count()).toBe(0);
    expect(await ana.page.getByText('host away', { exact: false }).count()).toBe(0);
    await screenshot(ana.page, 'net-rejoin-moved-phone');

    // A fresh context opens the rejoin link: the seat, with everything played, no join form.
    const t1 = Date.now();
    const fresh = await openOnNewDevice(browser, 'ana2', rejoin);
    others.push(fresh);
    expect(await agreed(host.page, fresh.page)).toEqual(before);
    console.log(`rejoin link: new device on the seat's view ${Date.now() - t1} ms after opening it`);
    // The old link on the old phone: the same plain message, not a join form or "every seat is taken".
    await ana.page.goto(link, { waitUntil: 'load' });
    await ana.page.locator('[data-testid=seat-moved]').waitFor({ timeout: 20_000 });

    // The new device plays a move; every screen agrees.
    await guestMoves(host.page, fresh.page);
    const moved = await agreed(host.page, fresh.page);
    expect(moved.version).toBeGreaterThan(before.version);

    // That device goes; the host lets a bot play the seat, and the game goes on without it.
    await fresh.close();
    await host.page.locator('[data-testid=replace-ai-1]').click({ timeout: 20_000 });
    const botted = (await hashOn(host.page)).version;
    await playPast([host.page], host.page, botted + 1);
    expect((await probe(host.page, 1)).status).toBe('ai');

    // Given back to a person through the seat's new rejoin link: the bot stops when they join.
    const back = await rejoinLink(host.page, 1);
    await host.page.keyboard.press('Escape');
    const person = await openOnNewDevice(browser, 'ana3', back);
    others.push(person);
    await expect.poll(async () => (await probe(host.page, 1)).status, { timeout: 10_000 }).toBe('connected');
    await agreed(host.page, person.page);
    await guestMoves(host.page, person.page);
    await agreed(host.page, person.page);
    for (const p of [host, person]) expect(p.console.errors()).toEqual([]);
  }, 180_000);
});
