// PeerJS signaling on the app's own origin: two people (two browser contexts) open the app, register
// with the /peerjs server, open a data connection and exchange a message each way.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Peer as PeerClass } from 'peerjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPerson, serverPort, type Person } from './harness.ts';
import { REPO_ROOT } from './server.ts';

const PEERJS_BUNDLE = join(REPO_ROOT, 'node_modules', 'peerjs', 'dist', 'peerjs.min.js');

interface PeerWindow {
  Peer: typeof PeerClass;
  peer?: PeerClass;
  received: unknown[];
}

/** Opens the app and loads the PeerJS browser bundle into it (test-only; the app bundles its own). */
async function openWithPeerJs(page: Page): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.addScriptTag({ path: PEERJS_BUNDLE });
  await page.waitForFunction(() => typeof (window as unknown as PeerWindow).Peer === 'function');
}

/** Creates a Peer against the same-origin signaling server and resolves its id once registered. */
function createPeer(page: Page, id: string | null): Promise<string> {
  return page.evaluate(
    ({ id, port }) =>
      new Promise<string>((resolve, reject) => {
        const w = window as unknown as PeerWindow;
        w.received = [];
        const options = {
          host: '127.0.0.1',
          port,
          path: '/peerjs',
          secure: false,
          config: { iceServers: [] },
          debug: 1,
        };
        const peer = id === null ? new w.Peer(options) : new w.Peer(id, options);
        w.peer = peer;
        peer.on('open', (openId) => resolve(openId));
        peer.on('error', (error) => reject(new Error(`${error.type}: ${error.message}`)));
        // Answer every message on incoming connections.
        peer.on('connection', (conn) => {
          conn.on('data', (data) => {
            w.received.push(data);
            conn.send({ from: 'host', reply: data });
          });
        });
      }),
    { id, port: serverPort() },
  );
}

describe('PeerJS signaling on the same origin', () => {
  let browser: Browser;
  let host: Person;
  let guest: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newPerson(browser, 'host');
    guest = await newPerson(browser, 'guest');
  });
  afterAll(async () => {
    await host?.close();
    await guest?.close();
    await browser?.close();
  });

  it('serves the signaling API under /peerjs', async () => {
    const info = (await (await fetch(appUrl('/peerjs'))).json()) as { name: string };
    expect(info.name).toBe('PeerJS Server');
    const id = await (await fetch(appUrl('/peerjs/peerjs/id'))).text();
    expect(id).toMatch(/^[\w-]{8,}$/);
  });

  it('connects two people and exchanges one message each way', async () => {
    await Promise.all([openWithPeerJs(host.page), openWithPeerJs(guest.page)]);
    const hostId = `host-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    expect(await createPeer(host.page, hostId)).toBe(hostId);
    const guestId = await createPeer(guest.page, null);
    expect(guestId).not.toBe(hostId);

    const reply = await guest.page.evaluate(
      (hostId) =>
        new Promise<unknown>((resolve, reject) => {
          const w = window as unknown as PeerWindow;
          if (!w.peer) return reject(new Error('no peer'));
          const conn = w.peer.connect(hostId, { reliable: true, serialization: 'json' });
          const timer = setTimeout(() => reject(new Error('no reply within 20 s')), 20_000);
          conn.on('open', () => conn.send({ from: 'guest', text: 'hello host' }));
          conn.on('data', (data) => {
            clearTimeout(timer);
            resolve(data);
          });
          conn.on('error', (error) => reject(new Error(String(error))));
        }),
      hostId,
    );
    expect(reply).toEqual({ from: 'host', reply: { from: 'guest', text: 'hello host' } });
    const received = await host.page.evaluate(() => (window as unknown as PeerWindow).received);
    expect(received).toEqual([{ from: 'guest', text: 'hello host' }]);

    // A graceful leave reaches the other side.
    const closed = host.page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const w = window as unknown as PeerWindow;
          const conns = Object.values(w.peer?.connections ?? {}).flat() as { on(e: 'close', f: () => void): void }[];
          if (conns.length === 0) return resolve(false);
          conns[0]?.on('close', () => resolve(true));
          setTimeout(() => resolve(false), 10_000);
        }),
    );
    await guest.page.evaluate(() => (window as unknown as PeerWindow).peer?.destroy());
    expect(await closed).toBe(true);

    expect(host.console.errors()).toEqual([]);
    expect(guest.console.errors()).toEqual([]);
  });
});
