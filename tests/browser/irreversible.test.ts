// "Ask before a move that cannot be undone" (on by default), in every game: a move that reveals,
// rolls or draws is confirmed first with the reason in the game's words; Cancel changes nothing,
// the confirm plays it, and with the setting off the move is played at once.
// After it, a person's own die roll waits until seen: in Chocolatl the person's black die, rolled at
// the "fast" pace, stays on screen with a Seen button, past the pace, past Skip, and the bots wait
// for it; tapping Seen lets the game go on. At the "instant" pace nothing waits, but the face is in
// the log. That position comes from a save made by the rules module, imported as a person would.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { startSolo } from './zapotec-play.ts';
import { openOwnSheet } from './chocolatl-play.ts';
import { press, startCopanSolo } from './copan-play.ts';
import { prepare } from './net-ui.ts';
import { beforeOwnRoll } from './chocolatl-save.ts';

const version = (page: Page) => page.evaluate(() => (window as unknown as { __meso: { version(): number } }).__meso.version());

/** The version once the bots have stopped moving (they play at once: the pace is instant). */
async function settled(page: Page): Promise<number> {
  let last = await version(page);
  for (let still = 0; still < 4;) {
    await page.waitForTimeout(200);
    const now = await version(page);
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return last;
}

const dialog = (page: Page) => page.locator('dialog[open] .dialog');

/** The confirm shows `reason`; Cancel keeps the version; a screenshot of it at phone size. */
async function cancelled(page: Page, reason: RegExp, shot: string): Promise<void> {
  const before = await version(page);
  await dialog(page).waitFor();
  const text = (await dialog(page).textContent()) ?? '';
  expect(text).toContain('This cannot be undone');
  expect(text).toMatch(reason);
  await screenshot(page, shot);
  await dialog(page).locator('button', { hasText: 'Cancel' }).click();
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  await page.waitForTimeout(300);
  expect(await version(page)).toBe(before);
}

async function confirmed(page: Page, from: number): Promise<void> {
  await dialog(page).locator('.btn.primary').click();
  await page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, from);
}

/** Played at once with no dialog (the setting off). */
async function noDialog(page: Page, from: number, act: () => Promise<void>): Promise<void> {
  await act();
  await page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() > v, from);
  expect(await page.locator('dialog[open]').count()).toBe(0);
}

async function startChocolatl(page: Page): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator('[data-testid=new-chocolatl]').click();
  await page.locator('#seed').fill('irreversible-choc');
  await page.locator('[data-testid=start]').click();
  await page.locator('.game').waitFor({ state: 'visible' });
}

/** A hand card (the phone's hand sheet opened first, as a person does). */
async function card(page: Page, selector: string): Promise<void> {
  await openOwnSheet(page);
  await page.locator(selector).first().click();
}
const FIRST = '.own .acard.legal:not([aria-pressed="true"])';
const PARTNER = '.own .acard.legal[aria-pressed="true"] ~ .acard.legal';

const ROLL = /^Player rolls black dice at Pyramid of Cholula: [1-6]/;

/** Imports the save, opens it and rolls the person's die (confirming it: the roll cannot be undone). */
async function roll(page: Page, seed: string): Promise<void> {
  await page.goto(appUrl('/'), { waitUntil: 'load' });
  await page.locator('#app[data-ready] .home').waitFor();
  const rows = page.locator('.home [data-testid=resume]');
  const before = await rows.count();
  await page.setInputFiles('#import-file', { name: 'roll.json', mimeType: 'application/json', buffer: Buffer.from(beforeOwnRoll(seed)) });
  // The imported game is listed first (the newest) once the import is stored: not before.
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(before + 1);
  await rows.first().click();
  await page.locator('.game').waitFor({ state: 'visible' });
  await page.locator('.actionbar [data-choice="dice:1"]').click();
  const dialog = page.locator('dialog[open] .dialog');
  expect(await dialog.textContent()).toContain('Your black die is rolled now');
  await dialog.locator('.btn.primary').click();
}

describe('confirm before an irreversible move, and an own roll seen after it', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'irreversible', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('asks before a Zapotec pick that reveals Cocijobot\'s card, and Cancel keeps the hand', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startSolo(page);
    expect(await version(page)).toBe(0);
    await page.locator('.acard.legal').first().click();
    await cancelled(page, /shows hidden information/, 'irreversible-confirm-phone');
    await page.locator('.acard.legal').first().click();
    await confirmed(page, 0);
  });

  it('Chocolatl: the last sacrifice (the round\'s dice) and the last offering (a reveal) ask first; off, they do not', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 0 });
    await startChocolatl(page);
    // The bots have laid their sacrifices: the person's is the one that starts the round.
    let v = await settled(page);
    await card(page, FIRST);
    await cancelled(page, /Round 1 begins: its harvest dice are rolled/, 'irreversible-chocolatl-round-phone');
    await card(page, FIRST);
    await confirmed(page, v);
    // All at once: five pairs (the sixth is laid for the person); the bots' offerings are all in
    // before the last pair, which turns the first location's offerings over.
    for (let pair = 0; pair < 5; pair++) {
      if (pair === 4) v = await settled(page);
      await card(page, FIRST);
      await card(page, PARTNER);
    }
    await cancelled(page, /Every offering at Chocolatl is turned face up/, 'irreversible-chocolatl-reveal-phone');
    await card(page, FIRST);
    await card(page, PARTNER);
    await confirmed(page, v);

    await prepare(page, { botPaceMs: 0, confirmEndTurn: false });
    await startChocolatl(page);
    v = await settled(page);
    await noDialog(page, v, () => card(page, FIRST));
    expect(person.console.errors()).toEqual([]);
  }, 90_000);

  it('Copan: placing a Court tile shows its type and asks first; off, it does not', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 0 });
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startCopanSolo(page);
    const space = page.locator('.own .cp-space.legal').first();
    // The Automa's tile first: the Automa then acts, rolling the Fate die.
    await press(page, '.cp-space', space);
    await cancelled(page, /The Automa rolls the Fate die/, 'irreversible-copan-automa-phone');
    await press(page, '.cp-space', space);
    await confirmed(page, 0);
    await page.locator('.own .cp-space.legal').first().waitFor({ state: 'attached' });
    await press(page, '.cp-space', page.locator('.own .cp-space.legal').first());
    await cancelled(page, /Your Court tile goes face up: its type, hidden in your hand until now, is shown/, 'irreversible-copan-tile-phone');
    await press(page, '.cp-space', page.locator('.own .cp-space.legal').first());
    await confirmed(page, 1);

    await prepare(page, { botPaceMs: 0, confirmEndTurn: false });
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await startCopanSolo(page);
    await noDialog(page, 0, () => press(page, '.cp-space', page.locator('.own .cp-space.legal').first()));
    await page.locator('.own .cp-space.legal').first().waitFor({ state: 'attached' });
    await noDialog(page, 1, () => press(page, '.cp-space', page.locator('.own .cp-space.legal').first()));
    expect(person.console.errors()).toEqual([]);
  }, 90_000);

  it('Chocolatl: stays on screen until Seen is tapped, even at the fast pace and after Skip; the bots wait', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 250 });
    await roll(page, 'own-roll');
    const held = page.locator('.narration[data-held]');
    await held.waitFor({ state: 'visible' });
    const text = (await held.locator('span').textContent()) ?? '';
    expect(text).toMatch(ROLL);
    const v = await version(page);
    await screenshot(page, 'own-roll-held-phone');
    // Twice the longest a die caption stays unheld at this pace (1.5 s): still there, nobody moved.
    await page.waitForTimeout(3_000);
    expect(await held.locator('span').textContent()).toBe(text);
    expect(await version(page)).toBe(v);
    // Skip shows the rest at once, but not past the person's own roll.
    await page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' }).click();
    await page.waitForTimeout(500);
    expect(await held.locator('span').textContent()).toBe(text);
    expect(await version(page)).toBe(v);
    await held.locator('.btn', { hasText: 'Seen' }).click();
    await held.waitFor({ state: 'detached' });
    // The game goes on: the bot that waited moves.
    await page.waitForFunction((from) => (window as unknown as { __meso: { version(): number } }).__meso.version() > from, v, { timeout: 10_000 });
    expect(person.console.errors()).toEqual([]);
  }, 60_000);

  it('Chocolatl: at the instant pace nothing waits, and the face is in the log', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 0 });
    await roll(page, 'own-roll-instant');
    await page.waitForFunction(() => [...document.querySelectorAll('.log-panel li')].some((li) => /rolls black dice at Pyramid of Cholula: [1-6]/.test(li.textContent ?? '')));
    expect(await page.locator('.narration[data-held]').count()).toBe(0);
    expect(person.console.errors()).toEqual([]);
  }, 60_000);
});
