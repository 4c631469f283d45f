// "Since you looked": Chocolatl against two AI players; after the person's first offering the AIs
// move, the page reloads, and the game offers to replay the moves made since; the viewer opens at
// the position right after the person's decision, seen from the person's seat or as a spectator;
// then "Replay so far" in the game menu and on the home screen's Continue row opens it up to the current move.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';
import { playChoc } from './chocolatl-play.ts';
import { stateHash } from './zapotec-play.ts';

/** The seat of the last move in the stored save (-1 when none): read straight from IndexedDB. */
function lastSavedSeat(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const meso = (window as unknown as { __meso: { flush(): Promise<unknown> } }).__meso;
    await meso.flush();
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('mesoamerica-table');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const req = open.result.transaction('saves').objectStore('saves').getAll();
        req.onsuccess = () => {
          open.result.close();
          const log = (req.result as { file: { log: { seat: number }[] } }[])[0]?.file.log ?? [];
          resolve(log.length ? log[log.length - 1]!.seat : -1);
        };
        req.onerror = () => reject(req.error);
      };
    });
  });
}

describe('since you looked', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'since', { viewport: VIEWPORTS.phone });
    await prepare(person.page, { botPaceMs: 0 });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('a reload after others moved offers their moves, and the viewer starts right after my decision', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('[data-testid=new-chocolatl]').click();
    await page.locator('.seg button[data-value="3"]').click();
    await page.locator('#seed').fill('since-seed');
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });
    // Play on until it is my turn again after the AIs moved: the stored game's last move is an AI's
    // (what a person coming back would find).
    await playChoc(page, async () => (await page.locator('.own .acard.legal').count()) <= 12
      && (await page.locator('.turn-pill.mine').count()) > 0 && (await lastSavedSeat(page)) > 0, 90_000);
    expect(await lastSavedSeat(page)).toBeGreaterThan(0);
    await page.reload({ waitUntil: 'load' });
    const offer = page.locator('[data-testid=since-looked]');
    await offer.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await offer.innerText()).toMatch(/\d+ moves? since your last decision/);
    await screenshot(page, 'replay-since-offer-phone');
    await offer.locator('[data-testid=since-watch]').click();
    await page.locator('main.replay').waitFor({ state: 'visible' });
    const p = await page.evaluate(() => (window as unknown as { __meso: { replay(): { at: number; last: number } } }).__meso.replay());
    expect(p.at).toBeGreaterThan(0);
    expect(p.at).toBeLessThan(p.last);
    // A game in progress: only my own seat or a spectator, never another seat's hand.
    const povs = await page.locator('[data-testid=replay-pov] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(povs).toEqual(['0', 'spectator']);
    expect(await page.locator('[data-testid=replay-share]').count()).toBe(0);
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await offer.count()).toBe(0);
    expect(person.console.errors()).toEqual([]);
  }, 150_000);

  it('the game menu replays the game so far, up to the current move, from my seat or as a spectator', async () => {
    const { page } = person;
    // The AIs may still owe a choice after the reload: read the hash once only my seat owes one.
    await expect.poll(() => page.evaluate(() => {
      const owed = (window as unknown as { __meso: { pending(): { seat: number }[] } }).__meso.pending();
      return owed.length > 0 && owed.every((p) => p.seat === 0);
    }), { timeout: 30_000 }).toBe(true);
    const now = await stateHash(page);
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=replay-so-far]').click();
    await page.locator('main.replay').waitFor({ state: 'visible' });
    const p = await page.evaluate(() => {
      const r = (window as unknown as { __meso: { replay(): { at: number; last: number; hash(): string } } }).__meso.replay();
      return { at: r.at, last: r.last, hash: r.hash() };
    });
    expect(p.at).toBe(p.last);
    expect(p.hash).toBe(now);
    const povs = await page.locator('[data-testid=replay-pov] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(povs).toEqual(['0', 'spectator']);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('.game').waitFor({ state: 'visible' });
    // The same from the home screen's Continue list, back to home when closed.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('.dialog button', { hasText: 'Home' }).click();
    await page.locator('[data-testid=replay-save]').first().click();
    await page.locator('main.replay').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=replay-pov] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['0', 'spectator']);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-testid=resume]').first().waitFor({ state: 'visible' });
    expect(person.console.errors()).toEqual([]);
  });
});
