// A stalled seat never freezes the game (real PeerJS, real clicks): the host sets a 15 s grace
// period in the lobby; a connected guest that does not pick is named on every screen after it; the
// host lets a bot play the seat and the game goes on; the guest keeps knocking and the host gives
// the seat back.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { clickOne, hashOn, hostFromNewGame, joinFromLink, prepare } from './net-ui.ts';

describe('a stalled seat', () => {
  let browser: Browser;
  let host: Person;
  let ana: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newPerson(browser, 'host', { viewport: VIEWPORTS.desktop });
    ana = await newPerson(browser, 'ana', { viewport: VIEWPORTS.phone });
    await Promise.all([prepare(host.page), prepare(ana.page)]);
  });
  afterAll(async () => {
    await Promise.all([host?.close(), ana?.close()]);
    await browser?.close();
  });

  it('is named for everyone after the grace period, played by a bot, then given back', async () => {
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });
    await host.page.locator('#grace').selectOption('15000');
    await joinFromLink(ana.page, link, 'Ana', 1);
    await host.page.locator('.seat-row[data-status="connected"]').waitFor();
    // Ana owes her pick from the start of the round, which comes after the click begins (a loaded
    // machine can take seconds to report the click done).
    const started = Date.now();
    await host.page.locator('[data-testid=start-online]').click();
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });
    await host.page.locator('.own .acard.legal').first().waitFor();
    // The host picks; Ana never does. A loaded machine may redraw the hand under a click, or take a
    // click yet report it failed: click until the host owes nothing.
    const hostOwes = () => host.page.evaluate(() => (window as unknown as { __meso: { pending(): { seat: number }[] } }).__meso.pending().some((p) => p.seat === 0));
    await expect.poll(async () => {
      if (await hostOwes()) await clickOne(host.page);
      return hostOwes();
    }, { timeout: 10_000 }).toBe(false);
    await host.page.locator('[data-testid=seat-wait-1] [data-testid=replace-ai-1]').waitFor({ timeout: 25_000 });
    const after = Date.now() - started;
    await ana.page.locator('.net-banner', { hasText: 'The game waits for Ana' }).waitFor({ timeout: 5_000 });
    console.log(`stalled seat named after ${after} ms (grace 15 s)`);
    expect(after).toBeGreaterThanOrEqual(15_000);
    await screenshot(host.page, 'net-stall-host-desktop');
    await screenshot(ana.page, 'net-stall-guest-phone');

    const v0 = (await hashOn(host.page)).version;
    await host.page.locator('[data-testid=replace-ai-1]').click();
    await host.page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, v0, { timeout: 15_000 });
    await host.page.locator('[data-testid=seat-wait-1]').waitFor({ state: 'detached' });

    // Ana's page keeps knocking with its secret; the host gives the seat back.
    await host.page.locator('[data-testid=give-back-1]').click({ timeout: 20_000 });
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });
    await host.page.locator('.chip[data-seat="1"]:not(.gone)').waitFor({ timeout: 10_000 });
    expect(host.console.errors()).toEqual([]);
  }, 150_000);
});
