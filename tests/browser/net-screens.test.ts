// The online screens at phone, tablet and desktop sizes: the host's lobby (link, QR code, seats,
// Start with its reason), the join form, the guest's lobby and the guest's game screen; checked
// screenshots, an axe-core scan of each, nothing overflowing sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, screenshot } from './harness.ts';
import { axe, hostFromNewGame, onlineRoom } from './net-ui.ts';

/** Screenshots at the three sizes; fails if the page scrolls sideways at any of them. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(250);
    await screenshot(page, `${name}-${label}`);
    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll('#app *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.chips, .hand, .board-wrap, .sr-only'));
      return wide.slice(0, 3).map((el) => `${el.tagName}.${(el as HTMLElement).className}`);
    });
    expect(overflow, `${name} at ${label}`).toEqual([]);
  }
}

describe('online screens', () => {
  const people = onlineRoom({ host: 'desktop', guest: 'phone' });

  it('lobby, join form, waiting guest and the guest game screen look right at every size', async () => {
    const { host, guest } = people;
    const link = await hostFromNewGame(host.page, { players: 3, kinds: ['remote', 'ai-easy'] });
    await shots(host.page, 'net-lobby-host');
    expect(await axe(host.page)).toEqual([]);

    await guest.page.goto(link, { waitUntil: 'load' });
    await guest.page.locator('#join-name').fill('Ana');
    await shots(guest.page, 'net-join');
    expect(await axe(guest.page)).toEqual([]);
    await guest.page.setViewportSize(VIEWPORTS.phone);
    await guest.page.locator('.colour-opt[data-color="2"]').click();
    await guest.page.locator('[data-testid=join]').click();
    await guest.page.locator('.lobby .net-line.ok').waitFor({ timeout: 20_000 });
    await guest.page.locator('.seat-row strong', { hasText: 'Ana' }).waitFor();
    await shots(guest.page, 'net-lobby-guest');
    expect(await axe(guest.page)).toEqual([]);

    await host.page.setViewportSize(VIEWPORTS.phone);
    await host.page.locator('.seat-row[data-status="connected"]').waitFor();
    await screenshot(host.page, 'net-lobby-host-ready-phone');
    await host.page.locator('[data-testid=start-online]').click();
    await guest.page.locator('.game').waitFor({ timeout: 20_000 });
    await guest.page.locator('.own .acard.legal').first().waitFor();
    await shots(guest.page, 'net-game-guest');
    expect(await axe(guest.page)).toEqual([]);
    await host.page.setViewportSize(VIEWPORTS.tablet);
    await screenshot(host.page, 'net-game-host-tablet');
    // The invite link and code stay at hand during the game, in the menu.
    await host.page.locator('.topbar button[aria-label="Menu"]').click();
    await host.page.locator('[data-testid=invite]').click();
    await host.page.locator('.dialog .qr').waitFor();
    expect(await host.page.locator('.dialog #share-link').inputValue()).toMatch(/#\/join\/[a-z2-9]{8}\?sig=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2Fpeerjs$/);
    await screenshot(host.page, 'net-invite-dialog-tablet');
    await host.page.keyboard.press('Escape');
    expect(host.console.errors()).toEqual([]);
    expect(guest.console.errors()).toEqual([]);
  }, 90_000);
});
