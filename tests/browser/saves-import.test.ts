// Import through the real Import button in Chromium: three bad files are refused, each with its
// reason on screen, and stored nowhere; one good file (a golden save) is imported and is then the
// only game the home screen lists.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPerson, type Person } from './harness.ts';
import { en } from '../../src/i18n/en.ts';
import { newestGolden } from '../../scripts/make-golden-saves.ts';

const good = readFileSync(`${newestGolden()}/zapotec-2p-mid.json`, 'utf8');
const parsed = JSON.parse(good);

const BAD: { name: string; text: string; reason: string }[] = [
  { name: 'junk-seats.json', text: JSON.stringify({ ...parsed, seats: [{ color: 'x' }] }), reason: en['store.err.seats'] },
  { name: 'martian.json', text: JSON.stringify({ ...parsed, seats: [parsed.seats[0], { ...parsed.seats[1], kind: 'martian' }] }), reason: en['store.err.seat'].replace('{n}', '2') },
  { name: 'constructor.json', text: JSON.stringify({ ...parsed, game: 'constructor' }), reason: en['store.err.game'] },
];

describe('save import in the browser', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'import');
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('refuses three bad files with their reasons and lists only the good one', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=resume]').count()).toBe(0);
    for (const bad of BAD) {
      await page.setInputFiles('#import-file', { name: bad.name, mimeType: 'application/json', buffer: Buffer.from(bad.text) });
      const toast = page.locator('.toast.error', { hasText: bad.reason });
      await toast.waitFor({ state: 'visible' });
      expect(await toast.textContent()).toContain(en['store.importFailed'].split('{')[0]!.trim());
      expect(await page.locator('[data-testid=resume]').count()).toBe(0);
    }
    await page.setInputFiles('#import-file', { name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(good) });
    await page.locator('.toast', { hasText: en['store.imported'] }).waitFor({ state: 'visible' });
    await page.locator('[data-testid=resume]').first().waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=resume]').count()).toBe(1);
    // After a reload (read back from IndexedDB) it is still the only one.
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-testid=resume]').first().waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=resume]').count()).toBe(1);
    expect(person.console.errors()).toEqual([]);
  });
});

describe('a save made by an older version', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'stale');
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('is kept, listed with a note, and can still be exported', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor({ state: 'visible' });
    // Written straight into the store as an older app would have left it: its log no longer
    // rebuilds the recorded position and it has no snapshot to fall back on.
    const { kind: _kind, ...record } = parsed;
    const { snapshot: _s, rulesVersion: _r, ...file } = record.file;
    await page.evaluate((rec) => new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('mesoamerica-table');
      open.onsuccess = () => {
        const tx = open.result.transaction('saves', 'readwrite');
        tx.objectStore('saves').put(rec);
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    }), { ...record, id: 'stale-one', file: { ...file, hash: '0123456789abcdef' } });
    await page.reload({ waitUntil: 'load' });
    const note = page.locator('[data-testid=save-stale]');
    await note.waitFor({ state: 'visible' });
    expect(await note.textContent()).toBe(en['store.olderVersion']);
    const download = page.waitForEvent('download');
    await page.locator(`button[aria-label="${en['home.exportOne']}"]`).click();
    expect(JSON.parse(readFileSync(await (await download).path(), 'utf8')).id).toBe('stale-one');
    await page.locator('[data-testid=resume]').click();
    await page.locator('.toast.error').waitFor({ state: 'visible' });
    // Still there after the failed attempt: never deleted.
    await page.reload({ waitUntil: 'load' });
    await note.waitFor({ state: 'visible' });
    expect(person.console.errors()).toEqual([]);
  });
});
