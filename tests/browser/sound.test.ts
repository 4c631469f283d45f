// Sounds: the Settings choice (on, quiet, off; in every language), the cues a game plays (a move,
// a reveal, your turn back after Cocijobot), none when Off. Under a test driver the app never opens
// an audio context, so these checks read the cues it chose (window.__meso.sounds()).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { clickOne, prepare } from './net-ui.ts';

const sounds = (page: Person['page']) => page.evaluate(() => (window as unknown as { __meso: { sounds(): string[] } }).__meso.sounds());

describe('sound', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'sound', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('plays a cue for moves and a chime when the turn comes back, and offers On/Quiet/Off', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 0, confirmEndTurn: false });
    // Against a bot seat (not the automa, which moves within the player's own step), so the turn
    // leaves this device and comes back.
    await page.goto(appUrl('/#/new/zapotec?players=2&difficulty=easy&seed=sound'), { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' }); // a #/new link is read at start-up
    await page.locator('.game').waitFor();
    for (let i = 0; i < 120 && !(await sounds(page)).includes('turn'); i++) {
      if (!(await clickOne(page))) await page.waitForTimeout(200);
    }
    const heard = await sounds(page);
    expect(heard.some((c) => c === 'place' || c === 'reveal')).toBe(true);
    expect(heard).toContain('turn');
    expect(person.console.errors()).toEqual([]);
    // The setting, in Settings.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('.dialog button', { hasText: 'Settings' }).click();
    const select = page.locator('#set-sound');
    await select.waitFor();
    expect(await select.locator('option').allTextContents()).toEqual(['On', 'Quiet', 'Off']);
    await screenshot(page, 'sound-setting-phone');
    await select.selectOption('off');
    await page.goBack();
    await page.locator('.game').waitFor();
    const before = (await sounds(page)).length;
    let moves = 0;
    for (let i = 0; i < 12 && moves < 3; i++) if (await clickOne(page)) moves++; else await page.waitForTimeout(200);
    expect(moves).toBeGreaterThan(0);
    expect((await sounds(page)).length).toBe(before);
  });
});
