// A solo Copan game against the Automa through the real UI: the Court tile a phone picks beside the
// board, then the new-game form (Event card, Automa mode and cards), turns played by clicks on the
// Pyramid and the action bar, a reload that keeps the exact state, screenshots at three sizes, then
// "AI plays for me" to the end screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, launchBrowser, newPerson, screenshot, type Person } from './harness.ts';
import { copanRound, copanStateHash, playCopanUntilRound, startCopanSolo } from './copan-play.ts';
import { logOf } from './copan-net-play.ts';
import { boardTwins, drawnTab, fitLayout, misplacedPyramidTwins } from './copan-phone-twins.ts';
import { tabTo } from './a11y-helpers.ts';
import { prepare } from './net-ui.ts';

describe('Copan solo against the Automa in the browser', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'copan-solo', { viewport: VIEWPORTS.phone });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  // A phone's own area is a closed sheet, so while a Court tile is placed the hand's tile types sit at
  // the board's foot (under the Pyramid, where the board leaves room). The tile picked there is the
  // one a tap on a Pyramid space places, with no "which one?" question; the sheet shows the same pick.
  it('on a phone, picks the Court tile at the board\'s foot, then places it by tapping a space', async () => {
    const { page } = person;
    await prepare(page, { botPaceMs: 0, confirmEndTurn: false });
    await startCopanSolo(page, { mode: 'advanced', preset: 'mixed' });
    // The Automa's tile first (one type: no strip), then the person's own, from a hand of two types.
    const foot = page.locator('.board-foot .cp-foot');
    for (let i = 0; i < 20 && !(await foot.count()); i++) {
      expect(await page.locator('.board-foot').evaluate((el) => el.childElementCount)).toBe(0);
      await page.evaluate(() => (document.querySelector('.own .cp-space.legal') as HTMLElement | null)?.click());
      await page.waitForTimeout(400);
    }
    await foot.waitFor({ timeout: 10_000 });
    expect(await foot.textContent()).toContain('Court tile to place');
    const tiles = foot.locator('[data-tile]');
    expect(await tiles.count()).toBeGreaterThanOrEqual(2);
    expect(await tiles.first().getAttribute('aria-pressed')).toBe('true');
    // The strip sits under the drawn Pyramid, inside the board's cell, above the action bar.
    const [strip, board, bar] = await Promise.all(['.board-foot', '.board-wrap', '.actionbar'].map((s) => page.locator(s).boundingBox()));
    expect(strip!.y + strip!.height).toBeLessThanOrEqual(board!.y + board!.height + 1);
    expect(strip!.y + strip!.height).toBeLessThanOrEqual(bar!.y + 1);
    await screenshot(page, 'copan-foot-phone');

    // Pick the second type: the strip and the own area (in the sheet) both show it.
    const second = (await tiles.nth(1).getAttribute('data-tile'))!;
    await tiles.nth(1).click();
    await page.waitForFunction((r) => document.querySelector(`.board-foot [data-tile="${r}"]`)?.getAttribute('aria-pressed') === 'true', second);
    expect(await page.locator(`.own [data-tile="${second}"]`).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('.board-foot') !== null)).toBe(true);
    // In keyboard order the board's spaces come right after the strip: pick, then place.
    for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement?.closest('.board-foot') !== null)); i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.board-twins') !== null)).toBe(true);

    // A tap on a Pyramid space (its DOM twin, the board's keyboard way) places that tile at once.
    const before = await copanStateHash(page);
    const twin = page.locator('.board-twins button[data-target]').filter({ has: page.locator('xpath=self::*[starts-with(@aria-label, "Place ")]') }).first();
    await twin.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.board-foot .cp-foot'), undefined, { timeout: 10_000 });
    expect(await page.locator('.dialog').count()).toBe(0);
    expect(await copanStateHash(page)).not.toBe(before);
    const log = await logOf(page);
    expect(log.some((l) => l.startsWith('Player places a ') && l.includes(` ${second} tile `))).toBe(true);
    expect(person.console.errors()).toEqual([]);
  }, 120_000);

  it('starts from the new-game form and plays two rounds by clicks', async () => {
    const { page } = person;
    // The fast pace (first-game tips kept on, as a new player has them): the clicks outrun the
    // Automa's captions, and at the normal pace the next test waited some 30 s for their backlog.
    await prepare(page, { botPaceMs: 250, coach: true });
    await startCopanSolo(page, { mode: 'advanced', preset: 'mixed', event: 'ev21', beforeStart: async () => {
      expect(await page.locator('[data-testid=cp-level-fame] button[aria-pressed="true"]').getAttribute('data-value')).toBe('hard');
      await screenshot(page, 'copan-new-game', { fullPage: true });
    } });
    expect(await page.locator('.chip').count()).toBe(2);
    expect(await page.locator('.topbar .title').textContent()).toContain('Event 2·1');
    expect(await copanRound(page)).toBe(1);
    const clicked = await playCopanUntilRound(page, 3);
    expect(await copanRound(page)).toBe(3);
    // Placements on the Pyramid (own and the Automa's), Site moves and the turn's end were all clicked.
    expect(clicked.some((c) => c.startsWith('place:'))).toBe(true);
    expect(clicked.some((c) => c.startsWith('place_automa:'))).toBe(true);
    expect(clicked.some((c) => c.startsWith('move:'))).toBe(true);
    // The log tells what happened, the Automa's moves included.
    // (A panel beside the board, a sheet on a phone that the same button opens.)
    await page.locator('.topbar button[aria-label="Game log"]').click();
    await page.locator('.log-panel .log-scroll').waitFor();
    const log = (await page.locator('.log-panel .log-scroll').textContent()) ?? '';
    expect(log).toContain('Automa');
    expect(log).toMatch(/Decline cube moves/);
    await page.keyboard.press('Escape');
    expect(person.console.errors()).toEqual([]);
  }, 120_000);

  it('on a phone, a sideways flick on the board turns to the next tab and back', async () => {
    const { page } = person;
    // Nobody else moves while we look: an Automa move redraws the board between two screenshots.
    await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 });
    // A tall phone: the board gets a portrait canvas, laid out as tabs (one Site at a time).
    await page.setViewportSize({ width: 390, height: 1100 });
    await page.waitForTimeout(500);
    const board = page.locator('.board-host canvas');
    const box = (await board.boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width * 1.05);
    // Touch-like pointer events sent in one go, so a loaded machine cannot make the flick slow.
    const flick = async (dx: number) => {
      const y = box.y + box.height * 0.6, x = box.x + box.width / 2 - dx / 2;
      await board.evaluate((el, a) => {
        const send = (type: string, px: number) => el.dispatchEvent(new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: px, clientY: a.y, bubbles: true }));
        send('pointerdown', a.x);
        for (let i = 1; i <= 5; i++) send('pointermove', a.x + (a.dx * i) / 5);
        send('pointerup', a.x + a.dx);
      }, { x, y, dx });
      await page.waitForTimeout(400);
    };
    const before = await board.screenshot({ animations: 'disabled' });
    await flick(-160);
    const next = await board.screenshot({ animations: 'disabled' });
    expect(next.equals(before)).toBe(false);
    await flick(160);
    expect((await board.screenshot({ animations: 'disabled' })).equals(next)).toBe(false);
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('on a phone, the tab strip has a DOM tab list over the drawn tabs, driven by the arrow keys', async () => {
    const { page } = person;
    await page.locator('.turn-pill.mine').waitFor({ timeout: 30_000 }); // nobody else moves while we look
    await page.locator('.own .cp-space.legal').first().waitFor(); // a Pyramid placement: its spaces have twins
    // The Automa's turn is told step by step, the board showing each step (nothing to tap on it
    // meanwhile): the board's targets are there once the captions are over. The clicks of the test
    // before outran the captions: Skip shows the rest at once, as a person would tap it.
    const skip = page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
    if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => {});
    await page.locator('.narration').waitFor({ state: 'hidden', timeout: 60_000 });
    await page.setViewportSize({ width: 390, height: 1100 });
    // The resize puts the camera back at fit and the twins follow it: wait until they have settled
    // (a fixed pause was once too short, the strip still 66 px off), then check every tab exactly.
    const tabOffset = async () => {
      const s = await boardTwins(page);
      const l = fitLayout(s.w, s.h, s.tabs.find((t) => t.selected)?.id, s.tabs.map((t) => t.id));
      if (!l.tabs || s.tabs.length !== l.tabs.ids.length) return Infinity;
      return Math.max(...s.tabs.map((t, i) => { const d = drawnTab(l, i); return Math.max(Math.abs(t.x - d.x), Math.abs(t.y - d.y), Math.abs(t.w - d.w), Math.abs(t.h - d.h)); }));
    };
    await expect.poll(tabOffset, { timeout: 15_000, interval: 250 }).toBeLessThan(1.5);
    const tab = (id: string) => page.locator(`.board-wrap [role=tablist] [role=tab][data-panel="${id}"]`);
    let seen = await boardTwins(page);
    let layout = fitLayout(seen.w, seen.h, seen.tabs.find((t) => t.selected)?.id, seen.tabs.map((t) => t.id));
    // One twin per drawn tab, in the strip's order, named in words, over the drawn tab.
    const ids = layout.tabs?.ids ?? [];
    expect(ids.length).toBeGreaterThanOrEqual(7); // 5 Sites and 2 boards (and the Pyramid when it is a tab)
    expect(seen.tabs.map((t) => t.id)).toEqual(ids);
    expect(seen.tabs.filter((t) => t.selected)).toHaveLength(1);
    const names: Record<string, string> = { pyr: 'Pyramid', s0: 'Embassies', s1: 'River', s2: 'Ball Court', s3: 'Altars', s4: 'Hieroglyphic Stairway', b0: 'Board of player 1', b1: 'Board of player 2' };
    seen.tabs.forEach((t, i) => {
      expect(t.name).toMatch(new RegExp(`^${names[t.id]}(, has moves for you)?$`));
      const drawn = drawnTab(layout, i);
      for (const k of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(t[k] - drawn[k]), `${t.id}.${k}`).toBeLessThan(1.5);
    });
    expect(seen.targets.some((t) => t.id.startsWith('pyr:'))).toBe(true);
    expect(misplacedPyramidTwins(seen.targets, layout)).toEqual([]);

    // The keyboard: Tab reaches the selected tab, the arrows, Home and End select and show another.
    await tabTo(page, '.board-wrap [role=tab][aria-selected="true"]');
    const start = (ids as readonly string[]).indexOf(seen.tabs.find((t) => t.selected)!.id);
    const canvas = page.locator('.board-host canvas');
    const before = await canvas.screenshot({ animations: 'disabled' });
    const expectSelected = async (i: number) => {
      await expect.poll(() => tab(ids[i]!).getAttribute('aria-selected')).toBe('true');
      expect(await page.locator('.board-wrap [role=tab][aria-selected="true"]').count()).toBe(1);
      expect(await tab(ids[i]!).evaluate((el) => el === document.activeElement)).toBe(true);
    };
    await page.keyboard.press('ArrowRight');
    await expectSelected((start + 1) % ids.length);
    await page.waitForTimeout(400);
    expect((await canvas.screenshot({ animations: 'disabled' })).equals(before)).toBe(false); // another panel is drawn
    await page.keyboard.press('ArrowLeft');
    await expectSelected(start);
    await page.keyboard.press('End');
    await expectSelected(ids.length - 1);
    await page.keyboard.press('Home');
    await expectSelected(0); // the Pyramid when it is a tab: it is drawn again

    // Back at fit after those camera moves, the Pyramid's twins are still over the drawn Pyramid.
    await page.locator('.zoom-bar button[aria-label="Fit the board"]').click();
    await page.waitForTimeout(800);
    seen = await boardTwins(page);
    layout = fitLayout(seen.w, seen.h, seen.tabs.find((t) => t.selected)?.id, seen.tabs.map((t) => t.id));
    expect(seen.targets.some((t) => t.id.startsWith('pyr:'))).toBe(true);
    expect(misplacedPyramidTwins(seen.targets, layout)).toEqual([]);
    await screenshot(page, 'copan-phone-tabs');

    // Where every panel is shown at once (a large screen: smaller ones keep readable panels behind tabs), there is no tab list.
    await page.setViewportSize({ width: 2560, height: 1600 });
    await page.waitForTimeout(800);
    const big = await boardTwins(page);
    expect(fitLayout(big.w, big.h, undefined).tabs).toBeUndefined();
    expect(await page.locator('.board-wrap [role=tablist]').isHidden()).toBe(true);
    await page.setViewportSize(VIEWPORTS.phone);
    expect(person.console.errors()).toEqual([]);
  });

  it('a reload in the middle of the game comes back to the same state hash', async () => {
    const { page } = person;
    const before = await copanStateHash(page);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    await page.reload({ waitUntil: 'load' });
    await page.locator('.game').waitFor({ state: 'visible' });
    expect(await copanStateHash(page)).toBe(before);
    expect(await copanRound(page)).toBe(3);
  });

  it('takes non-blank screenshots at phone, tablet and desktop sizes', async () => {
    const { page } = person;
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(800);
      const shot = await screenshot(page, `copan-solo-${label}`);
      expect(shot.width).toBe(viewport.width);
    }
    await page.setViewportSize(VIEWPORTS.tablet);
  });

  it('"AI plays for me" finishes the game and the end screen shows every score', async () => {
    const { page } = person;
    await page.locator('.topbar button[aria-label="Menu"]').click();
    // Turned on only if it is off: a retry of this test must not turn it off again.
    const autoplay = page.locator('[data-testid=autoplay]');
    if ((await autoplay.textContent())?.includes('Let the AI play')) await autoplay.click();
    else await page.keyboard.press('Escape');
    // Skip ahead whenever it shows: the AI's first decision (a whole-game check) may take a while on
    // a loaded machine, and a game told at the normal pace would take minutes.
    const skip = page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
    const end = page.locator('.end-screen');
    for (const deadline = Date.now() + 400_000; !(await end.isVisible()) && Date.now() < deadline;) {
      if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => {}); // gone when the bots outran it
      await page.waitForTimeout(500);
    }
    await end.waitFor({ state: 'visible', timeout: 1_000 });
    expect(await page.locator('.rank-card').count()).toBe(2);
    expect(await page.locator('table.breakdown tbody tr').count()).toBeGreaterThan(2);
    await screenshot(page, 'copan-solo-end');
    expect(person.console.errors()).toEqual([]);
  }, 450_000);
});
