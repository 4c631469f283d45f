// Clear endings over real PeerJS: the host closes the room from the lobby, and from the game's
// menu; every guest is told at once (a translated screen with a way home), never left on
// "reconnecting…" or "waiting for the host" with a green dot.
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { hostFromNewGame, joinFromLink, onlineRoom, startOnline } from './net-ui.ts';

describe('room closed', () => {
  const people = onlineRoom({ host: 'desktop', guest: 'phone' });

  it('a waiting guest is told within a second when the host closes the lobby', async () => {
    const { host, guest } = people;
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });
    await joinFromLink(guest.page, link, 'Ana', 1);
    await host.page.locator('.seat-row[data-status="connected"]').waitFor();
    await host.page.locator('[data-testid=leave]').click();
    await host.page.locator('.dialog .btn.primary').click();
    const t0 = Date.now();
    await guest.page.locator('[data-testid=room-closed]').waitFor({ timeout: 5_000 });
    const ms = Date.now() - t0;
    console.log(`room closed (lobby): guest told after ${ms} ms`);
    expect(ms).toBeLessThan(1_500);
    await screenshot(guest.page, 'net-room-closed-phone');
    await guest.page.locator('[data-testid=closed-home]').click();
    await guest.page.locator('[data-testid=new-zapotec]').waitFor();
  }, 90_000);

  it('a playing guest is told when the host leaves the game from the menu', async () => {
    const { host, guest } = people;
    await startOnline(host.page, { players: 2, kinds: ['remote'] }, [{ page: guest.page, name: 'Ana', colour: 1 }]);
    await host.page.locator('.topbar button[aria-label="Menu"]').click();
    await host.page.locator('.dialog button', { hasText: 'Home' }).first().click();
    await host.page.locator('.dialog .btn.primary').click();
    const t0 = Date.now();
    await guest.page.locator('[data-testid=room-closed]').waitFor({ timeout: 5_000 });
    const ms = Date.now() - t0;
    console.log(`room closed (game): guest told after ${ms} ms`);
    expect(ms).toBeLessThan(1_500);
    expect(host.console.errors()).toEqual([]);
    expect(guest.console.errors()).toEqual([]);
  }, 90_000);
});
