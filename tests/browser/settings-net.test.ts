// Settings' online-play fields in the built app: a wrong server is refused with a translated message
// and nothing is stored; right ones are stored and read back after a reload. A broken config.json
// falls back to the defaults with a console warning, and the app still starts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';

const storedSettings = (page: Page) => page.evaluate(() => new Promise<unknown>((resolve, reject) => {
  const open = indexedDB.open('mesoamerica-table');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const req = open.result.transaction('kv').objectStore('kv').get('settings');
    req.onsuccess = () => { open.result.close(); resolve(req.result ?? null); };
    req.onerror = () => reject(req.error);
  };
}));

async function openSettings(page: Page): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator('#app[data-ready]').waitFor();
  await page.getByRole('button', { name: /^(Settings|Réglages|Configurações)$/ }).click();
  await page.locator('#set-sig-host').waitFor();
}

describe('online settings', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'settings-net', { viewport: VIEWPORTS.phone });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('refuses a wrong server with a clear message and saves nothing', async () => {
    const { page } = person;
    await openSettings(page);
    const before = await storedSettings(page);
    await page.locator('#set-sig-host').fill('peer.example.org');
    await page.locator('#set-sig-port').fill('99999');
    await page.locator('#set-net-save').click();
    await expect.poll(() => page.locator('#set-net-error').textContent()).toBe('The port must be a whole number from 1 to 65535.');
    expect(await page.locator('#set-sig-port').getAttribute('aria-invalid')).toBe('true');
    await page.locator('#set-sig-port').fill('9000');
    await page.locator('label[for=set-ice-own]').click();
    await page.locator('#set-ice-url-0').fill('turn:turn.example.org:3478');
    await page.locator('#set-net-save').click();
    await expect.poll(() => page.locator('#set-net-error').textContent()).toBe('Server 1: a TURN server needs a user name and a password.');
    await page.locator('#set-ice-url-0').fill('http://turn.example.org');
    await page.locator('#set-net-save').click();
    await expect.poll(() => page.locator('#set-net-error').textContent()).toMatch(/^Server 1: the address must start with stun:, turn: or turns:/);
    expect(await storedSettings(page)).toEqual(before);
  });

  it('stores right servers and shows them again after a reload', async () => {
    const { page } = person;
    await openSettings(page);
    await page.locator('#set-sig-host').fill('peer.example.org');
    await page.locator('#set-sig-port').fill('9000');
    await page.locator('label[for=set-ice-own]').click();
    await page.locator('#set-ice-url-0').fill('turn:turn.example.org:3478');
    await page.locator('#set-ice-user-0').fill('club');
    await page.locator('#set-ice-cred-0').fill('s3cret');
    await page.locator('#set-net-save').click();
    await expect.poll(() => page.locator('#set-net-status').textContent()).toBe('Saved.');
    await expect.poll(() => storedSettings(page)).toMatchObject({
      signaling: { host: 'peer.example.org', port: 9000, path: '/peerjs', secure: true },
      iceServers: [{ urls: 'turn:turn.example.org:3478', username: 'club', credential: 's3cret' }],
    });
    await page.reload({ waitUntil: 'load' });
    await openSettings(page);
    expect(await page.locator('#set-sig-host').inputValue()).toBe('peer.example.org');
    expect(await page.locator('#set-ice-user-0').inputValue()).toBe('club');
  });

  it('shows the errors in French and Portuguese', async () => {
    const { page } = person;
    for (const [lang, text, save] of [
      ['fr', 'Le port doit être un nombre entier de 1 à 65535.', 'Enregistrer les réglages en ligne'],
      ['pt', 'A porta deve ser um número inteiro de 1 a 65535.', 'Salvar as configurações on-line'],
    ]) {
      await openSettings(page);
      await page.locator('#set-lang').selectOption(lang!);
      await expect.poll(() => page.locator('#set-net-save').textContent()).toBe(save);
      await page.locator('#set-sig-port').fill('0');
      await page.locator('#set-net-save').click();
      await expect.poll(() => page.locator('#set-net-error').textContent()).toBe(text);
      await page.locator('#set-lang').selectOption('en');
    }
  });

  it('starts with a broken config.json, warning on the console', async () => {
    const other = await newPerson(browser, 'settings-net-config', { viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    try {
      await other.page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"signaling":[{"host":"bad host"}],"iceServers":"stun:x"}' }));
      await other.page.goto(appUrl('/'), { waitUntil: 'load' });
      await other.page.locator('#app[data-ready]').waitFor();
      await expect.poll(() => other.console.entries.some((e) => e.type === 'warning' && /config\.json/.test(e.text))).toBe(true);
      expect(other.console.errors()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
