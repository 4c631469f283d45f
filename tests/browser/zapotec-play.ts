// Drives the Zapotec game screen the way a person does: real clicks on cards and buttons.
import type { Page } from 'playwright-core';

/** The round shown in the top bar, or 0 when no game screen is up. */
export async function roundOnScreen(page: Page): Promise<number> {
  const title = (await page.locator('.topbar .title').textContent().catch(() => '')) ?? '';
  const m = /(\d)\/5/.exec(title);
  return m ? Number(m[1]) : 0;
}

/** Makes one decision for the person at the device: confirms, a legal card, or a step button. */
export async function clickSomething(page: Page): Promise<boolean> {
  const confirm = page.locator('.dialog .btn.primary');
  if (await confirm.count()) return confirm.first().click({ timeout: 5_000 }).then(() => true, () => false);
  for (const selector of [
    '.acard.legal',
    '.actionbar [data-choice="endCapital"]',
    '.actionbar [data-choice="endConstruction"]',
    '.actionbar [data-choice^="income:"]',
    '.actionbar [data-choice^="bonus:"]',
    '.actionbar [data-choice^="place:"]',
    '.actionbar [data-choice^="score:"]',
    '.actionbar .btn.choice',
  ]) {
    const el = page.locator(selector).first();
    if (!(await el.count())) continue;
    // A phone keeps the sheet closed when the board draws the same choice (the offer): a person
    // who chooses from the hand opens it first.
    if (selector === '.acard.legal') {
      const toggle = page.locator('.own-toggle[aria-expanded="false"]');
      if (await toggle.isVisible().catch(() => false)) await toggle.click({ timeout: 2_000 }).catch(() => {});
    }
    // Something passing over it (a caption, a closing sheet) may hold a click up: try again later.
    return el.click({ timeout: 5_000 }).then(() => true, () => false);
  }
  return false;
}

/** Plays through the UI until the top bar shows round `until` (or the game ends). */
export async function playUntilRound(page: Page, until: number, maxClicks = 200): Promise<number> {
  let clicks = 0;
  for (let tries = 0; clicks < maxClicks && tries < maxClicks * 10; tries++) {
    if ((await page.locator('.end-screen').count()) > 0) break;
    if ((await roundOnScreen(page)) >= until) break;
    if (await clickSomething(page)) clicks++;
    else await page.waitForTimeout(150); // Cocijobot or a bot is moving
  }
  return clicks;
}

export async function stateHash(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const meso = (window as unknown as { __meso: { hash(): string | null; flush(): Promise<unknown> } }).__meso;
    await meso.flush();
    return meso.hash();
  });
}

export async function startSolo(page: Page, difficulty: 'easy' | 'normal' | 'hard' = 'normal'): Promise<void> {
  await page.locator('[data-testid=new-zapotec]').click();
  await page.locator(`.seg button[data-value="${difficulty}"]`).click();
  await page.locator('#seed').fill('browser-test-seed');
  await page.locator('[data-testid=start]').click();
  await page.locator('.game').waitFor({ state: 'visible' });
}
