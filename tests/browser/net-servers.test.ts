// A guest whose own signalling settings differ from the host's still meets the host: the invite
// link names the server the host registered with. Without that part of the link the same guest
// looks on its own (dead) server and never gets in, which shows the link is what made it work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, type Person } from './harness.ts';
import { hostFromNewGame, joinFromLink, prepare } from './net-ui.ts';

// Nothing listens on 127.0.0.1:9 (discard): a server that refuses every connection.
const DEAD = { signaling: { host: '127.0.0.1', port: 9, path: '/peerjs', secure: false } };

describe('the invite link names the signalling server', () => {
  let browser: Browser;
  let host: Person;
  let guest: Person;
  let lost: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newPerson(browser, 'host', { viewport: VIEWPORTS.desktop });
    guest = await newPerson(browser, 'guest', { viewport: VIEWPORTS.phone });
    lost = await newPerson(browser, 'lost', { viewport: VIEWPORTS.phone });
    await Promise.all([prepare(host.page), prepare(guest.page, DEAD), prepare(lost.page, DEAD)]);
  });
  afterAll(async () => {
    await Promise.all([host?.close(), guest?.close(), lost?.close()]);
    await browser?.close();
  });

  it('a guest with other settings joins through the link\'s server', async () => {
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });

    // The same link without ?sig=: this guest's Settings send it to the dead server.
    await lost.page.goto(link.replace(/\?sig=.*$/, ''), { waitUntil: 'load' });
    await lost.page.locator('#join-name').fill('Lost');
    await lost.page.locator('[data-testid=join]').click();
    await lost.page.waitForTimeout(4_000);
    expect(await lost.page.locator('.lobby .net-line.ok').count()).toBe(0);
    await lost.close();

    await joinFromLink(guest.page, link, 'Ana', 1);
    await host.page.locator('.seat-row[data-status="connected"]').waitFor({ timeout: 20_000 });
    // A reload keeps the server in the address, so the guest comes back the same way.
    expect(guest.page.url()).toMatch(/\?sig=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2Fpeerjs$/);
  });
});
