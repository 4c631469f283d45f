// Replays through the real UI: a solo Zapotec game finished by "let the AI play for me", its
// replay stepped by buttons and keys, scrubbed, played at 2×, seen from a seat, as a spectator and
// with every hand revealed,
// a log line clicked; then its link opened in a fresh context, in the installed app offline, and
// tampered with. Positions are compared by state hash with what the game itself showed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, launchPwaContext, newPerson, screenshot, type Person } from './harness.ts';
import { playUntilRound, startSolo, stateHash } from './zapotec-play.ts';
import { axe } from './a11y-helpers.ts';
import { prepare } from './net-ui.ts';

interface Probe { at: number; last: number; hash: string; viewHash: string }

/** What the replay viewer shows now (window.__meso.replay). */
async function probe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const p = (window as unknown as { __meso: { replay(): { at: number; last: number; hash(): string; viewHash(): string } | null } }).__meso.replay();
    if (!p) throw new Error('no replay on screen');
    return { at: p.at, last: p.last, hash: p.hash(), viewHash: p.viewHash() };
  });
}
const findHash = (page: Page, hash: string) =>
  page.evaluate((x) => (window as unknown as { __meso: { replay(): { find(h: string): number } } }).__meso.replay().find(x), hash);
const at = async (page: Page) => Number(await page.locator('main.replay').getAttribute('data-at'));
/** Moves the scrub bar as a drag does (range inputs take no typed text). */
const scrubTo = (page: Page, k: number) =>
  page.locator('.replay-scrub').evaluate((el, v) => {
    (el as HTMLInputElement).value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);

describe('replays', () => {
  let browser: Browser;
  let person: Person;
  let midHash = '';
  let finalHash = '';
  let link = '';
  let totals: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'player', { viewport: VIEWPORTS.phone });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('finishes a solo game, remembering the hash at the start of round 2 and at the end', async () => {
    const { page } = person;
    // Bots unpaced: the replay is what is checked here, not the pacing of the game it shows.
    await prepare(page, { motion: 'reduced', botPaceMs: 0 });
    await startSolo(page, 'easy');
    await playUntilRound(page, 2);
    midHash = (await stateHash(page))!;
    expect(midHash).toMatch(/^[0-9a-f]{16}$/);
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=autoplay]').click();
    const skip = page.locator('.actionbar .btn.quiet', { hasText: 'Skip ahead' });
    await skip.waitFor({ state: 'visible', timeout: 10_000 }).then(() => skip.click({ timeout: 2_000 })).catch(() => {}); // gone when the bots outran it: no 30 s retry
    await page.locator('.end-screen').waitFor({ state: 'visible', timeout: 200_000 });
    finalHash = (await stateHash(page))!;
    expect(finalHash).toMatch(/^[0-9a-f]{16}$/);
    totals = await page.locator('table.breakdown tbody tr:last-child strong').allInnerTexts();
    expect(totals).toHaveLength(2);
  }, 300_000);

  it('opens the replay at the end and steps by decision, turn and round with buttons and keys', async () => {
    const { page } = person;
    await page.locator('[data-testid=watch-replay]').click();
    await page.locator('main.replay').waitFor({ state: 'visible' });
    const end = await probe(page);
    expect(end.at).toBe(end.last);
    expect(end.last).toBeGreaterThan(20);
    expect(end.hash).toBe(finalHash);

    await page.keyboard.press('Home');
    expect(await at(page)).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await at(page)).toBe(1);
    await page.locator('[data-testid=replay-next]').click();
    expect(await at(page)).toBe(2);
    await page.locator('[data-testid=replay-back]').click();
    expect(await at(page)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await at(page)).toBe(0);
    // A turn is one or more decisions of one seat: shift+right moves at least one step, never past a round.
    await page.keyboard.press('Shift+ArrowRight');
    const turn = await at(page);
    expect(turn).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'One turn on' }).click();
    expect(await at(page)).toBeGreaterThan(turn);
    await page.keyboard.press('Shift+ArrowLeft');
    expect(await at(page)).toBe(turn);

    // Round on lands on the position where round 2 begins: the position the game showed then.
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Round on' }).click();
    const round2 = await at(page);
    expect(round2).toBeGreaterThanOrEqual(turn); // solo against Cocijobot: one seat, so turns are rounds
    const mid = await findHash(page, midHash);
    expect(mid).toBe(round2);
    await page.getByRole('button', { name: 'Round back' }).click();
    expect(await at(page)).toBe(0);

    // Scrub to the very position the game was at when round 2 began: same state hash.
    await scrubTo(page, mid);
    expect(await at(page)).toBe(mid);
    expect((await probe(page)).hash).toBe(midHash);
    // The screen reader hears the step's log line.
    await page.keyboard.press('ArrowRight');
    const line = await page.locator('.replay-line.current').innerText();
    expect(line.length).toBeGreaterThan(0);
    await expect.poll(async () => (await page.locator('#live-region').textContent()) ?? '').toContain(line.slice(0, 20));
    expect(person.console.errors()).toEqual([]);
  });

  it('plays at 2×, pauses with space, switches the point of view and jumps from the log', async () => {
    const { page } = person;
    await scrubTo(page, 3);
    await page.locator('.replay [data-value="2"]').click();
    expect(await page.locator('.replay [data-value="2"]').getAttribute('aria-pressed')).toBe('true');
    // The board's animations follow the chosen speed, not only the time between moves.
    expect(await page.evaluate(() => (window as unknown as { __meso: { replay(): { boardSpeed: number } } }).__meso.replay().boardSpeed)).toBe(2);
    await page.locator('main.replay').focus().catch(() => {});
    await page.keyboard.press('Space');
    expect(await page.locator('[data-testid=replay-play]').getAttribute('aria-label')).toBe('Pause');
    await page.waitForTimeout(1_700); // 550 ms a step at 2×: at least two steps
    await page.keyboard.press('Space');
    const played = await at(page);
    expect(played).toBeGreaterThanOrEqual(5);
    expect(await page.locator('[data-testid=replay-play]').getAttribute('aria-label')).toBe('Play');
    await page.waitForTimeout(800);
    expect(await at(page)).toBe(played); // paused

    // Points of view: the seats and the spectator, each through the game's own view.
    const pov = page.locator('[data-testid=replay-pov]');
    const options = await pov.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options).toEqual(['0', '1', 'spectator', 'all']);
    await pov.selectOption('0');
    const seat0 = (await probe(page)).viewHash;
    await pov.selectOption('spectator');
    const spectator = (await probe(page)).viewHash;
    expect(spectator).not.toBe(seat0);
    expect((await probe(page)).hash).toBe((await probe(page)).hash); // the position itself did not move
    // A spectator sees no hand; every hand revealed shows the player's cards, face up, in the side.
    expect(await page.locator('.replay-tabs [data-tab=hands]').isVisible()).toBe(false);
    await pov.selectOption('all');
    const hands = page.locator('[data-testid=replay-hands]');
    await hands.waitFor({ state: 'visible' });
    expect(await hands.locator('.own-area').count()).toBe(2);
    expect(await hands.locator('.hand .acard:not(.hidden)').count()).toBeGreaterThan(0);
    await screenshot(page, 'replay-all-hands-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'replay-all-hands-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await pov.selectOption('0');
    expect(await hands.isVisible()).toBe(false);

    // A move of several steps (Cocijobot's turn) is shown a step at a time, then lands on its position.
    const multi = await page.evaluate(() => {
      const r = (window as unknown as { __meso: { replay(): { last: number; stepsOf(k: number): number } } }).__meso.replay();
      for (let k = 1; k <= r.last; k++) if (r.stepsOf(k) > 1) return k;
      return -1;
    });
    expect(multi).toBeGreaterThan(0);
    await scrubTo(page, multi - 1);
    await page.keyboard.press('ArrowRight');
    expect(await at(page)).toBe(multi);
    await page.locator('main.replay[data-substep]').waitFor({ state: 'attached', timeout: 2_000 });
    await page.locator('main.replay:not([data-substep])').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await at(page)).toBe(multi);

    // A click on a log line jumps there.
    const target = page.locator('.replay-line').nth(10);
    const step = Number(await target.getAttribute('data-step'));
    await target.click();
    expect(await at(page)).toBe(step);
    expect(await target.getAttribute('aria-current')).toBe('step');
    expect(person.console.errors()).toEqual([]);
  });

  it('"How it was won": a score chart with its table twin, and the biggest swings jump into the replay', async () => {
    const { page } = person;
    await page.locator('.replay-tabs [data-tab=score]').click();
    const chart = page.locator('.score-timeline');
    await chart.waitFor({ state: 'visible' });
    expect(await page.locator('.replay-log').isVisible()).toBe(false);
    const box = (await chart.locator('svg.score-chart').boundingBox())!;
    expect(box.width).toBeGreaterThan(300); // the whole phone width, not a thumbnail
    // The table twin: one row per seat, a column per round end; the final column holds the end scores.
    expect(await chart.locator('table.score-table tbody tr').count()).toBe(2);
    expect(await chart.locator('table.score-table thead th').count()).toBeGreaterThanOrEqual(6); // player + start + 5 rounds
    // Its last column is the end screen's totals (end-of-game scoring included).
    expect(await chart.locator('table.score-table tbody tr td:last-child').allInnerTexts()).toEqual(totals);
    const swings = chart.locator('.swings .swing');
    expect(await swings.count()).toBeGreaterThanOrEqual(1);
    expect(await swings.first().innerText()).toMatch(/(Round \d|Final scoring): .+ [+-]\d+/);
    const step = Number(await swings.first().getAttribute('data-step'));
    await swings.first().click();
    expect(await at(page)).toBe(step);
    await screenshot(page, 'replay-score-phone');
    await page.locator('.replay-tabs [data-tab=log]').click();
    expect(await page.locator('.replay-line.current').getAttribute('data-step')).toBe(String(step));
    expect(person.console.errors()).toEqual([]);
  });

  it('screenshots the viewer at phone, tablet and desktop sizes, light and dark', async () => {
    const { page } = person;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [label, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(400);
        const shot = await screenshot(page, `replay-${label}-${scheme}`);
        expect(shot.width).toBe(viewport.width);
        await page.locator('.replay-tabs [data-tab=score]').click();
        await screenshot(page, `replay-score-${label}-${scheme}`);
        await page.locator('.replay-tabs [data-tab=log]').click();
        // Nothing of the viewer sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('the viewer and its score timeline pass axe-core with no serious or critical violation, light and dark', async () => {
    const { page } = person;
    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      problems.push(...(await axe(page, `replay moves ${scheme}`)));
      await page.locator('.replay-tabs [data-tab=score]').click();
      problems.push(...(await axe(page, `replay score ${scheme}`)));
      await page.locator('.replay-tabs [data-tab=log]').click();
    }
    // Every hand revealed: each seat's own area in the side.
    await page.locator('[data-testid=replay-pov]').selectOption('all');
    problems.push(...(await axe(page, 'replay every hand dark')));
    await page.locator('[data-testid=replay-pov]').selectOption('0');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(problems).toEqual([]);
  });

  it('Share replay gives a link and its QR code', async () => {
    const { page } = person;
    await page.locator('[data-testid=replay-share]').click();
    const field = page.locator('#replay-link');
    await field.waitFor({ state: 'visible' });
    link = await field.inputValue();
    expect(link).toMatch(/#\/replay\/[A-Za-z0-9_-]{20,}$/);
    expect(link.length).toBeLessThan(2_000);
    // Its QR code: past the old 200-character limit, at least 2 CSS px a module on a phone, and a
    // larger view that gives it the screen's width.
    const qr = page.locator('[data-testid=replay-qr] svg.qr');
    await qr.waitFor({ state: 'visible' });
    const perModule = (el: SVGSVGElement) => el.getBoundingClientRect().width / Number(el.style.getPropertyValue('--qr-side'));
    expect(await qr.evaluate(perModule)).toBeGreaterThanOrEqual(2);
    expect(Number(await qr.getAttribute('data-version'))).toBeGreaterThan(link.length > 271 ? 10 : 0);
    await screenshot(page, 'replay-qr-phone');
    await page.locator('[data-testid=qr-larger]').click();
    const big = page.locator('svg.qr.qr-full');
    await big.waitFor({ state: 'visible' });
    expect(await big.evaluate(perModule)).toBeGreaterThan(await qr.evaluate(perModule));
    expect((await big.boundingBox())!.width).toBeGreaterThan(360);
    await page.keyboard.press('Escape');
    await big.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
  });

  it('the link opens the same game in a fresh context', async () => {
    const other = await newPerson(browser, 'friend', { viewport: VIEWPORTS.phone });
    try {
      await other.page.goto(link, { waitUntil: 'load' });
      await other.page.locator('main.replay').waitFor({ state: 'visible', timeout: 30_000 });
      const p = await probe(other.page);
      expect(p.at).toBe(p.last);
      expect(p.hash).toBe(finalHash);
      const mid = await findHash(other.page, midHash);
      expect(mid).toBeGreaterThan(0);
      await scrubTo(other.page, mid);
      expect((await probe(other.page)).hash).toBe(midHash);
      // Someone else's finished game: every seat, the spectator and every hand.
      expect(await other.page.locator('[data-testid=replay-pov] option').count()).toBe(4);
      // It can be passed on: the same link.
      await other.page.locator('[data-testid=replay-share]').click();
      expect(await other.page.locator('#replay-link').inputValue()).toBe(link);
      await other.page.keyboard.press('Escape');
      expect(other.console.errors()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('the link opens in the installed app offline, and a tampered link says why', async () => {
    const session = await launchPwaContext({ viewport: VIEWPORTS.phone });
    try {
      const { page, context } = session;
      await page.goto(appUrl('/'), { waitUntil: 'load' });
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await page.goto(link, { waitUntil: 'load' });
      await page.locator('main.replay').waitFor({ state: 'visible', timeout: 30_000 });
      expect((await probe(page)).hash).toBe(finalHash);
      await scrubTo(page, await findHash(page, midHash));
      expect((await probe(page)).hash).toBe(midHash);

      // One character changed in the middle of the moves: refused with its reason, never a crash.
      const [base, text] = link.split('#/replay/') as [string, string];
      const i = Math.floor(text.length * 0.6);
      const tampered = `${base}#/replay/${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;
      await page.goto('about:blank');
      await page.goto(tampered, { waitUntil: 'load' });
      const alert = page.locator('[role=alert]', { hasText: 'This replay link cannot be opened' });
      await alert.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await alert.innerText()).toMatch(/damaged|not legal|settings/);
      await screenshot(page, 'replay-tampered-phone');
      expect(session.console.errors()).toEqual([]);
    } finally {
      await session.context.setOffline(false).catch(() => {});
      await session.close();
    }
  });
});
