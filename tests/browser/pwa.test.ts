// PWA: manifest and icons, installability (CDP), and offline start from the precache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchPwaContext, waitForOfflineConfig, waitForServiceWorker, type PwaSession } from './harness.ts';
import { colourStats, decodePng, pixelAt } from './png.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  display: string;
  theme_color: string;
  background_color: string;
  start_url: string;
  icons: ManifestIcon[];
}

describe('PWA', () => {
  let session: PwaSession;

  beforeAll(async () => {
    session = await launchPwaContext();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('links a complete manifest with our icons', async () => {
    const { page } = session;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url()).href;
    const response = await fetch(manifestUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Mesoamerica Table',
      display: 'standalone',
      theme_color: '#17151A',
      start_url: '/',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const want of wanted) {
      const icon = pngs.find((i) => i.sizes === want.sizes && (i.purpose ?? 'any').split(' ').includes(want.purpose));
      expect(icon, `${want.purpose} icon ${want.sizes}`).toBeDefined();
      const res = await fetch(new URL(icon?.src ?? '', manifestUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const image = decodePng(new Uint8Array(await res.arrayBuffer()));
      expect(`${image.width}x${image.height}`).toBe(want.sizes);
      expect(colourStats(image).distinct).toBeGreaterThan(4);
      // A maskable icon is full bleed (opaque corners); the plain one has rounded, transparent corners.
      const cornerAlpha = pixelAt(image, 0, 0)[3];
      expect(cornerAlpha).toBe(want.purpose === 'maskable' ? 255 : 0);
    }
  });

  it('is installable (CDP Page.getInstallabilityErrors is empty)', async () => {
    const { page, context } = session;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    const cdp = await context.newCDPSession(page);
    try {
      // Chromium fetches the manifest and icons asynchronously; poll until it has an answer.
      let errors: unknown[] = ['not checked'];
      for (let attempt = 0; attempt < 20 && errors.length > 0; attempt++) {
        const result = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: unknown[];
        };
        errors = result.installabilityErrors;
        if (errors.length > 0) await page.waitForTimeout(250);
      }
      expect(errors).toEqual([]);
    } finally {
      // An extra CDP session makes navigator.onLine read true while offline: detach it.
      await cdp.detach();
    }
  });

  it('starts offline from the precache once the service worker is active', async () => {
    const { page, context } = session;
    session.console.clear(); // a retry is judged on what it does itself
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // The first visit fetched config.json before the worker was there: the app asks again through it.
    await waitForOfflineConfig(page);
    // No fetch of config.json is still in flight when the network goes away.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'load' });
      await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      // The runtime config.json (network first, not precached) is answered from the worker's copy;
      // when it is not, what the caches hold is in the failure's diff.
      expect(await page.evaluate(offlineConfig)).toEqual({ status: 200, keys: ['signaling', 'iceServers'] });

      // Deep links are answered by navigateFallback.
      await page.goto(appUrl('/play/offline-table'), { waitUntil: 'load' });
      await page.locator('#app[data-ready]').waitFor({ state: 'visible' });

      // Icons and the manifest come from the precache too.
      const statuses = await page.evaluate(async () => {
        const urls = ['/icon-512.png', '/icon.svg', '/manifest.webmanifest'];
        return Promise.all(urls.map(async (u) => (await fetch(u)).status));
      });
      expect(statuses).toEqual([200, 200, 200]);
      expect(session.console.errors()).toEqual([]);
    } finally {
      await context.setOffline(false);
    }
  });
});

/** config.json as the page fetches it, or why not: the error, the controller and every cached copy. */
async function offlineConfig(): Promise<unknown> {
  try {
    const response = await fetch('/config.json');
    return { status: response.status, keys: Object.keys(await response.json() as object) };
  } catch (error) {
    const names = await caches.keys();
    const copies = await Promise.all(names.map(async (name) => {
      const requests = await (await caches.open(name)).keys();
      return requests.filter((r) => r.url.endsWith('/config.json')).map((r) => `${name} ${r.url} ${JSON.stringify([...r.headers])}`);
    }));
    return { error: String(error), controller: navigator.serviceWorker.controller?.state ?? null, caches: names, copies: copies.flat() };
  }
}
