// Drop detection over real PeerJS: a guest's tab closed is seen by the host within 3 s (a banner
// with "Let a bot play this seat"), and a host's tab closed is seen by the other guests within
// 3 s as the host being away, without blaming any other guest.
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { boardAtRest } from './board-rest.ts';
import { onlineRoom, startOnline } from './net-ui.ts';

describe('drop detection', () => {
  const people = onlineRoom({ host: 'desktop', ana: 'phone', ben: 'phone' });

  it('notices a closed guest tab and a closed host tab within 3 s', async () => {
    const { host, ana, ben } = people;
    await startOnline(host.page, { players: 3, kinds: ['remote', 'remote'] }, [{ page: ana.page, name: 'Ana', colour: 1 }, { page: ben.page, name: 'Ben', colour: 2 }]);

    // Each tab is closed as a person would, over a board at rest: a page still busy drawing its first
    // board (seconds on a loaded machine) is torn down, its sockets with it, only once that work ends.
    await Promise.all([boardAtRest(host.page), boardAtRest(ben.page), boardAtRest(ana.page)]);
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
