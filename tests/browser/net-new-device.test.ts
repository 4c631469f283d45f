// A seat follows its player to a new device (issue 28, real PeerJS): the host and Ana's phone play a
// few moves; Ana makes a move she could still take back, then leaves her phone idle; after the grace
// period the host hands her seat to a new device. The phone is told its seat went elsewhere; a fresh
// browser context (no storage but the test settings) opens the same link and takes seat 1 with
// everything played: its view hash is the one the host computes for that seat, its Undo is offered
// as before and takes the move back, and its next move reaches the host.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, newPerson, screenshot, type Person } from './harness.ts';
import { clickOne, hashOn, hostFromNewGame, joinFromLink, onlineRoom, prepare } from './net-ui.ts';
import { agreed, pastVersion } from './net-seat-view.ts';

const undoOn = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });

describe('a seat follows its player', () => {
  const people = onlineRoom({ host: 'desktop', ana: 'phone' });
  let fresh: Person | undefined;

  it('is handed to a new device: the old one is told, the new one has the seat, its Undo and its moves', async () => {
    const { host, ana, browser } = people;
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });
    await host.page.locator('#grace').selectOption('15000'); // the shortest grace a host can set
    await joinFromLink(ana.page, link, 'Ana', 1);
    await host.page.locator('.seat-row[data-status="connected"]').waitFor();
    await host.page.locator('[data-testid=start-online]').click();
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });

    // Both play until Ana has made a move she may take back (a build before ending her turn).
    const start = Date.now();
    for (;;) {
      if (Date.now() - start > 60_000) throw new Error('Ana never had an undoable move');
      const v = (await hashOn(host.page)).version;
      if (v >= 3 && !(await undoOn(ana.page).isDisabled().catch(() => true))) break;
      let any = await clickOne(host.page);
      if (await clickOne(ana.page)) any = true;
      if (!any) await host.page.waitForTimeout(120);
    }
    const before = await agreed(host.page, ana.page);

    // Ana's phone goes quiet; after the grace period the host may hand her seat to a new device.
    const hand = host.page.locator('[data-testid=new-device-1]');
    await hand.waitFor({ timeout: 30_000 });
    await hand.click();
    await host.page.locator('.dialog .btn.primary', { hasText: 'Hand it over' }).click();
    // Told plainly that the seat moved, and nothing else ("waiting for the host" would be wrong).
    await ana.page.locator('[data-testid=seat-moved]').waitFor({ timeout: 10_000 });
    expect(await ana.page.getByText('Waiting for the host').count()).toBe(0);
    await screenshot(ana.page, 'net-new-device-old-phone');

    // A new device, with nothing stored, opens the same link and takes the seat.
    fresh = await newPerson(browser, 'ana2', { viewport: VIEWPORTS.phone });
    await prepare(fresh.page);
    const t0 = Date.now();
    await fresh.page.goto(link, { waitUntil: 'load' });
    await fresh.page.locator('#join-name').fill('Ana');
    await fresh.page.locator('[data-testid=join]').click();
    await fresh.page.locator('.game').waitFor({ timeout: 20_000 });
    expect(await fresh.page.locator('.own').getAttribute('data-seat')).toBe('1');
    const now = await agreed(host.page, fresh.page);
    console.log(`new device: on the seat's view ${Date.now() - t0} ms after opening the link`);
    expect(now).toEqual(before);
    await host.page.locator('.chip[data-seat="1"]:not(.gone)').waitFor({ timeout: 10_000 });
    await screenshot(fresh.page, 'net-new-device-phone');
    // The old phone stays off the seat.
    expect(await ana.page.locator('.own .acard.legal, .actionbar .btn.choice').count()).toBe(0);

    // Undo works as before the move to a new device: the move Ana made on her phone is taken back.
    await expect.poll(() => undoOn(fresh!.page).isDisabled(), { timeout: 10_000 }).toBe(false);
    await undoOn(fresh.page).click();
    await pastVersion(host.page, before.version);
    const undone = await agreed(host.page, fresh.page);
    expect(undone.hash).not.toBe(before.hash);

    // The new device plays on; the host sees its move.
    let moved = false;
    for (let i = 0; i < 50 && !moved; i++) {
      if (await clickOne(fresh.page)) moved = true;
      else await fresh.page.waitForTimeout(120);
    }
    expect(moved).toBe(true);
    await pastVersion(host.page, undone.version);
    await agreed(host.page, fresh.page);
    for (const p of [host, fresh]) expect(p.console.errors()).toEqual([]);
    await fresh.close();
  }, 150_000);
});
