// Accessibility: a whole solo round with the keyboard alone (announcements checked in the live
// region), and an axe-core scan of every screen with no serious or critical violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';
import { axe, listenLiveRegion, tabTo } from './a11y-helpers.ts';
import { roundOnScreen } from './zapotec-play.ts';

/**
 * Once the dialogs are closed, the app's own history steps have landed (nav.ts): closing a dialog
 * steps the history back over its entry, asynchronously, and a page load started before that step
 * lands has Chromium perform the step afterwards, on the new page, taking the tab back to the game.
 * No person types an address that fast; the tests wait for the step.
 */
async function historySettled(page: Person['page']): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('dialog.scrim'));
  await page.evaluate(() => (window as unknown as { __meso: { navIdle(): Promise<void> } }).__meso.navIdle());
}

describe('accessibility', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    person = await newPerson(browser, 'keyboard', { viewport: VIEWPORTS.desktop });
  });
  afterAll(async () => {
    await person?.close();
    await browser?.close();
  });

  it('plays a whole solo round with the keyboard only, hearing each change', async () => {
    const { page } = person;
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor();
    await tabTo(page, '[data-testid=new-zapotec]');
    await page.keyboard.press('Enter');
    await tabTo(page, '[data-testid=start]');
    await page.keyboard.press('Enter');
    await page.locator('.game').waitFor();
    const heard = await listenLiveRegion(page);
    let presses = 0;
    while ((await roundOnScreen(page)) < 2 && presses < 60) {
      if (await page.locator('.dialog .btn.primary').count()) {
        await page.keyboard.press('Enter'); // the confirm dialog focuses its first button
      } else if (await page.locator('.acard.legal, .actionbar .btn.choice').count()) {
        // C jumps to the choices; prefer the step-ending buttons so the round moves on.
        await page.keyboard.press('c');
        const end = page.locator('.actionbar [data-choice^="end"]');
        // A new step can redraw the buttons under the focus (Cocijobot's turn ending meanwhile): a
        // keyboard user then presses C again rather than Tab round the whole board.
        if (await end.count()) {
          for (let tries = 0; tries < 3; tries++) {
            if (await tabTo(page, '.actionbar [data-choice^="end"]', 120).then(() => true, () => false)) break;
            if (!(await end.count())) break;
            await page.keyboard.press('c');
          }
        }
        else if (await page.locator('.acard.legal').count() && !(await page.locator('.actionbar .btn.choice').count())) await tabTo(page, '.acard.legal');
        await page.keyboard.press('Enter');
      } else {
        await page.waitForTimeout(200);
      }
      presses++;
    }
    expect(await roundOnScreen(page)).toBe(2);
    expect(heard.length).toBeGreaterThanOrEqual(3);
    expect(heard.join(' ')).toMatch(/Cards shown|Cocijobot/);
    // S reads out the position.
    await page.keyboard.press('Escape');
    await page.locator('body').press('s');
    await page.locator('.dialog').waitFor();
    expect(await page.locator('.dialog li').count()).toBeGreaterThanOrEqual(6);
    await page.keyboard.press('Escape');
    // The next test loads another page in this tab: not before the closed dialog's history step.
    await historySettled(page);
  }, 90_000);

  it('every screen passes axe-core with no serious or critical violation', async () => {
    const { page } = person;
    const problems: string[] = [];
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor();
    problems.push(...(await axe(page, 'home')));
    await page.locator('[data-testid=new-zapotec]').click();
    problems.push(...(await axe(page, 'new game')));
    await page.locator('.seg button[data-value="2"]').click();
    problems.push(...(await axe(page, 'new game, 2 players')));
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor();
    await page.waitForTimeout(500);
    problems.push(...(await axe(page, 'game')));
    await page.locator('.topbar button[aria-label="Menu"]').click();
    problems.push(...(await axe(page, 'menu')));
    await page.keyboard.press('Escape');
    await historySettled(page);
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator('#app[data-ready]').waitFor();
    // Saved games listed (thumbnail or emblem, seats, icon buttons) and the join box.
    await page.locator('.home [data-testid=resume]').first().waitFor();
    problems.push(...(await axe(page, 'home with saved games')));
    await page.getByRole('button', { name: 'Settings' }).click();
    problems.push(...(await axe(page, 'settings')));
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Rules' }).click();
    problems.push(...(await axe(page, 'rules')));
    expect(problems).toEqual([]);
  }, 90_000);
});
