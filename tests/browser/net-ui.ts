// Helpers for the online-play browser tests: each person is a browser context on the same served
// build; the host hosts from the new-game screen, guests open the share link, everyone plays by
// clicking what a person would click. ICE servers are emptied first (loopback only, no STUN).
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';
import { roundOnScreen } from './zapotec-play.ts';

/**
 * Opens the app once and stores settings for this context: no STUN server (loopback only, nothing
 * leaves the machine), quick bot pace, no first-game tips; `extra` settings on top.
 */
export async function prepare(page: Page, extra: Record<string, unknown> = {}): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator('#app[data-ready]').waitFor();
  await page.evaluate((extra) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('mesoamerica-table');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('kv', 'readwrite');
      tx.objectStore('kv').put({ iceServers: '', botPaceMs: 250, coach: false, ...extra }, 'settings');
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), extra);
  await page.reload({ waitUntil: 'load' }); // the app reads its settings once, at start
  await page.locator('#app[data-ready]').waitFor();
}

/** The devices of an online test, by name, once its beforeAll ran; `browser` holds them all. */
export type OnlineRoom<N extends string> = { readonly [K in N]: Person } & { readonly browser: Browser };

/**
 * The set-up every online test repeats, as a fixture of the calling describe block: its beforeAll
 * launches one browser and opens a person per device (in the order given, each at its screen
 * size) and prepares each with `settings` (see prepare); its afterAll closes them all. The names
 * are read in the tests (`const { host, ana } = people`), once beforeAll has run.
 */
export function onlineRoom<N extends string>(devices: Record<N, keyof typeof VIEWPORTS>, settings: Record<string, unknown> = {}): OnlineRoom<N> {
  const names = Object.keys(devices) as N[];
  const room = {} as { -readonly [K in N]: Person } & { browser: Browser };
  beforeAll(async () => {
    room.browser = await launchBrowser();
    for (const name of names) room[name] = await newPerson(room.browser, name, { viewport: VIEWPORTS[devices[name]] }) as (typeof room)[N];
    await Promise.all(names.map((name) => prepare(room[name].page, settings)));
  });
  afterAll(async () => {
    await Promise.all(names.map((name) => room[name]?.close()));
    await room.browser?.close();
  });
  return room;
}

/**
 * Hosts `setup` (guests' seats: 'remote'), the guests join by the link (each with its name and
 * colour), the host starts once the last one shows connected, and every guest's game screen shows.
 * Returns the link.
 */
export async function startOnline(host: Page, setup: HostSetup, guests: { page: Page; name: string; colour: number }[]): Promise<string> {
  const link = await hostFromNewGame(host, setup);
  for (const g of guests) await joinFromLink(g.page, link, g.name, g.colour);
  await host.locator('.seat-row[data-status="connected"]').nth(guests.length - 1).waitFor();
  await host.locator('[data-testid=start-online]').click();
  for (const g of guests) await g.page.locator('.game').waitFor({ timeout: 20_000 });
  return link;
}

export interface HostSetup {
  /** The game to host (Zapotec when absent). */
  game?: 'zapotec' | 'chocolatl' | 'copan';
  players: 2 | 3 | 4;
  /** Seat type of seats 1.. (seat 0 is the host's own, or a phone in table mode). */
  kinds: ('human' | 'remote' | 'ai-easy' | 'ai-normal' | 'ai-hard')[];
  table?: boolean;
}

/** From the home screen to the lobby; returns the link to join. */
export async function hostFromNewGame(page: Page, setup: HostSetup): Promise<string> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator(`[data-testid=new-${setup.game ?? 'zapotec'}]`).click();
  await page.locator(`.seg button[data-value="${setup.players}"]`).click();
  if (setup.table) await page.locator('#table-mode').check();
  for (const [i, kind] of setup.kinds.entries()) await page.locator(`#seat-kind-${i + 1}`).selectOption(kind);
  // An online game's seed is drawn jointly at the start: the form offers no field for it.
  if (await page.locator('#seed').count() !== 0) throw new Error('the new-game form offers a seed for an online game');
  await page.locator('[data-testid=host-online]').click();
  await page.locator('.lobby').waitFor();
  await page.locator('.net-line.ok').waitFor({ timeout: 20_000 });
  const link = await page.locator('#share-link').inputValue();
  // The link names the signaling server the host registered with (this origin's /peerjs here).
  if (!/#\/join\/[a-z2-9]{8}\?sig=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2Fpeerjs$/.test(link)) throw new Error(`unexpected share link ${link}`);
  return link;
}

export async function joinFromLink(page: Page, link: string, name: string, colour: number): Promise<void> {
  await page.goto(link, { waitUntil: 'load' });
  await page.locator('#join-name').fill(name);
  await page.locator(`.colour-opt[data-color="${colour}"]`).click();
  await page.locator('[data-testid=join]').click();
  await page.locator('.lobby .net-line.ok').waitFor({ timeout: 20_000 });
}

const DECISIONS = [
  '.dialog .btn.primary',
  '.acard.legal',
  '.actionbar [data-choice="endCapital"]',
  '.actionbar [data-choice="endConstruction"]',
  '.actionbar [data-choice^="income:"]',
  '.actionbar [data-choice^="bonus:"]',
  '.actionbar [data-choice^="place:"]',
  '.actionbar [data-choice^="score:"]',
  '.actionbar .btn.choice',
];

/**
 * One decision, as a person would: a confirm, a legal card, a step button, the first of them that
 * can be clicked (one that cannot, such as a card in a sheet that will not open, gives way to the
 * next). False when nothing is offered.
 */
export async function clickOne(page: Page): Promise<boolean> {
  // One look at the page for what is offered, then a real click on it.
  const offered = await page.evaluate((list) => list.filter((sel) => document.querySelector(sel) !== null), DECISIONS).catch(() => [] as string[]);
  for (const selector of offered) {
    // A phone keeps its sheet closed when the board draws the same choice: open it to use a hand card.
    if (selector === '.acard.legal') {
      const toggle = page.locator('.own-toggle[aria-expanded="false"]');
      if (await toggle.isVisible().catch(() => false)) await toggle.click({ timeout: 1_500 }).catch(() => {});
    }
    if (await page.locator(selector).first().click({ timeout: 1_500 }).then(() => true, () => false)) return true;
  }
  return false;
}

/**
 * What each page shows when a game stops moving: who owes what (as the device knows it), the version,
 * the turn, the buttons, the dialog and the held caption. Printed before a test gives up.
 */
export async function stallReport(pages: Page[]): Promise<string> {
  const lines = await Promise.all(pages.map((page, i) => page.evaluate(() => {
    const meso = (window as unknown as { __meso: { version(): number; pending(): { seat: number; kind: string }[] } }).__meso;
    const text = (sel: string) => [...document.querySelectorAll(sel)].map((e) => (e.getAttribute('data-choice') ?? e.textContent ?? '').trim().slice(0, 40));
    return JSON.stringify({
      version: meso.version(), pending: meso.pending().map((p) => `${p.seat}:${p.kind}`), seat: document.querySelector('.own')?.getAttribute('data-seat'),
      turn: document.querySelector('.turn-pill')?.textContent, bar: text('.actionbar button'), dialog: text('.dialog button'),
      legal: document.querySelectorAll('.legal').length, sheet: document.querySelector('.own-toggle')?.getAttribute('aria-expanded'),
      held: document.querySelector('.narration[data-held]')?.textContent, banner: text('.banner, .net-banner'),
    });
  }).then((r) => `page ${i}: ${r}`, (e: unknown) => `page ${i}: ${String(e).split('\n')[0]}`)));
  return lines.join('\n');
}

/** Everyone plays (one click each in turn) until `done`, or fails after `ms`. Returns the clicks. */
export async function playAll(pages: Page[], done: () => Promise<boolean>, ms = 60_000): Promise<number> {
  const start = Date.now();
  let clicks = 0;
  while (!(await done())) {
    if (Date.now() - start > ms) throw new Error(`not done after ${ms} ms (${clicks} clicks)\n${await stallReport(pages)}`);
    let any = false;
    for (const page of pages) if (await clickOne(page)) { any = true; clicks++; }
    if (!any) await pages[0]!.waitForTimeout(120);
  }
  return clicks;
}

export const roundIs = (page: Page, n: number) => async () => (await roundOnScreen(page)) >= n;

/** Waits until the page's top bar shows round `n` (updates reach each device a moment apart). */
export async function waitRound(page: Page, n: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction((round) => new RegExp(`${round}/5`).test(document.querySelector('.topbar .title')?.textContent ?? ''), n, { timeout });
}

/** The state hash on the page (host: the game state; guest: its own view), after saves settle. */
export async function hashOn(page: Page): Promise<{ hash: string | null; version: number }> {
  return page.evaluate(async () => {
    const meso = (window as unknown as { __meso: { hash(): string | null; version(): number; flush(): Promise<unknown> } }).__meso;
    await meso.flush();
    return { hash: meso.hash(), version: meso.version() };
  });
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } };
    const res = await w.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
