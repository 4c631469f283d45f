// Drop detection over real PeerJS: a guest's tab closed is seen by the host within 3 s (a banner
// with "Let a bot play this seat"), and a host's tab closed is seen by the other guests within
// 3 s as the host being away, without blaming any other guest.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { hostFromNewGame, joinFromLink, prepare } from './net-ui.ts';

describe('drop detection', () => {
  let browser: Browser;
  let host: Person;
  let ana: Person;
  let ben: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newPerson(browser, 'host', { viewport: VIEWPORTS.desktop });
    ana = await newPerson(browser, 'ana', { viewport: VIEWPORTS.phone });
    ben = await newPerson(browser, 'ben', { viewport: VIEWPORTS.phone });
    await Promise.all([prepare(host.page), prepare(ana.page), prepare(ben.page)]);
  });
  afterAll(async () => {
    await Promise.all([host?.close(), ana?.close(), ben?.close()]);
    await browser?.close();
  });

  it('notices a closed guest tab and a closed host tab within 3 s', async () => {
    const link = await hostFromNewGame(host.page, { players: 3, kinds: ['remote', 'remote'] });
    await joinFromLink(ana.page, link, 'Ana', 1);
    await joinFromLink(ben.page, link, 'Ben', 2);
    await host.page.locator('.seat-row[data-status="connected"]').nth(1).waitFor();
    await host.page.locator('[data-testid=start-online]').click();
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });
    await ben.page.locator('.game').waitFor({ timeout: 20_000 });

    let t0 = Date.now();
    await ben.page.close();
    await host.page.locator('[data-testid=seat-wait-2] [data-testid=replace-ai-2]').waitFor({ timeout: 10_000 });
    const guestGone = Date.now() - t0;
    await screenshot(host.page, 'net-drop-guest-gone-desktop');

    t0 = Date.now();
    await host.page.close();
    await ana.page.locator('.net-banner', { hasText: 'Connection to the host lost' }).waitFor({ timeout: 10_000 });
    const hostGone = Date.now() - t0;
    console.log(`closed tab noticed: guest by the host after ${guestGone} ms, host by a guest after ${hostGone} ms`);
    // Only the host is shown as away: no other guest is blamed, and nothing is offered to play.
    expect(await ana.page.locator('.net-banner').innerText()).not.toMatch(/lost the connection/);
    await ana.page.locator('.chip[data-seat="0"] .net-status', { hasText: 'host away' }).waitFor();
    expect(await ana.page.locator('.own .acard.legal').count()).toBe(0);
    await ana.page.locator('.turn-pill', { hasText: 'Waiting for the host' }).waitFor();
    await screenshot(ana.page, 'net-drop-host-gone-phone');
    expect(guestGone).toBeLessThan(3_000);
    expect(hostGone).toBeLessThan(3_000);
  }, 120_000);
});
