// Online Chocolatl through the real UI over WebRTC (PeerJS on the app's own origin): a host, one
// guest in its own browser context and an AI seat play the sacrifice and a whole first round. Every
// offering step is secret and simultaneous: committed, then revealed once everyone has committed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { hashOn, hostFromNewGame, joinFromLink, prepare } from './net-ui.ts';
import { chocRound, clickChoc, openOwnSheet } from './chocolatl-play.ts';


describe('online Chocolatl: a host, one guest and a bot', () => {
  let browser: Browser;
  let host: Person;
  let guest: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newPerson(browser, 'choc-host', { viewport: VIEWPORTS.phone });
    guest = await newPerson(browser, 'choc-guest', { viewport: VIEWPORTS.phone });
    const light = { motion: 'reduced', botPaceMs: 0, confirmEndTurn: false };
    await Promise.all([prepare(host.page, light), prepare(guest.page, light)]);
  });
  afterAll(async () => {
    await Promise.all([host?.close(), guest?.close()]);
    await browser?.close();
  });

  it('hosts, the guest joins by the link, and both play the sacrifice and the first round', async () => {
    const link = await hostFromNewGame(host.page, { game: 'chocolatl', players: 3, kinds: ['remote', 'ai-easy'] });
    await joinFromLink(guest.page, link, 'Ana', 2);
    const start = host.page.locator('[data-testid=start-online]');
    await host.page.waitForFunction(() => !(document.querySelector('[data-testid=start-online]') as HTMLButtonElement | null)?.disabled, undefined, { timeout: 20_000 });
    await start.click();
    await Promise.all([host, guest].map((p) => p.page.locator('.game').waitFor({ timeout: 20_000 })));
    expect(await guest.page.locator('.own').getAttribute('data-seat')).toBe('1');
    // The game screen can show before the guest's first view marks its hand legal.
    await expect.poll(() => guest.page.locator('.own .acard.legal').count(), { timeout: 10_000 }).toBe(13);

    // Both sacrifice; the guest's own card stays its own (the host's view of seat 1 is a count).
    // A phone draws the hand on the board and keeps the sheet closed: open it to use its cards.
    // The sheet may close by itself as the board draws its hand page (the board then offers the
    // cards too): a person opens it again and taps.
    for (const p of [guest.page, host.page]) {
      let done = false;
      for (let i = 0; i < 10 && !done; i++) {
        await openOwnSheet(p);
        done = await p.locator('.own .acard.legal').first().click({ timeout: 3_000 }).then(() => true, () => false);
      }
      expect(done, 'a sacrifice tapped in the own sheet').toBe(true);
    }
    await Promise.all([host, guest].map((p) => p.page.waitForFunction(() => /Round 1 of 7/.test(document.querySelector('.topbar .title')?.textContent ?? ''), undefined, { timeout: 20_000 })));

    const began = Date.now();
    let clicks = 0;
    while ((await chocRound(host.page)) < 2) {
      expect(Date.now() - began).toBeLessThan(120_000);
      let any = false;
      for (const p of [host.page, guest.page]) if (await clickChoc(p)) { any = true; clicks++; }
      if (!any) await host.page.waitForTimeout(150);
    }
    console.log(`online round 1: ${clicks} clicks`);
    expect(clicks).toBeGreaterThanOrEqual(20); // five two-card offerings each, and more
    await guest.page.waitForFunction(() => /Round 2 of 7/.test(document.querySelector('.topbar .title')?.textContent ?? ''), undefined, { timeout: 20_000 });
    const h = await hashOn(host.page);
    expect(h.hash).toMatch(/^[0-9a-f]{16}$/);
    await screenshot(guest.page, 'chocolatl-net-guest');
    for (const p of [host, guest]) expect(p.console.errors()).toEqual([]);
  }, 200_000);
});
