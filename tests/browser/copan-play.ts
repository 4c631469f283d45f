// Drives the Copan game screen the way a person does: real clicks on the Pyramid spaces of the own
// area (or the board's DOM twins), the action bar and dialogs.
import type { Locator, Page } from 'playwright-core';

/** The round shown in the top bar ("Round 3 · …"), or 0 when no game screen is up. */
export async function copanRound(page: Page): Promise<number> {
  const title = (await page.locator('.topbar .title').textContent().catch(() => '')) ?? '';
  const m = /Round (\d+)/.exec(title);
  return m ? Number(m[1]) : 0;
}

/**
 * Clicks a decision, or for the own area's Pyramid grid (visually hidden while the canvas draws the
 * Pyramid: it is the keyboard's twin) does what a keyboard user does: focus the space, press Enter.
 */
export async function press(page: Page, selector: string, el: Locator, timeout?: number): Promise<void> {
  if (selector.includes('.cp-space')) {
    await el.focus({ timeout });
    await page.keyboard.press('Enter');
  } else await el.click({ timeout });
}

/** Makes one decision for the person at the device; false when nothing is theirs to click. */
export async function clickCopan(page: Page): Promise<string | null> {
  const confirm = page.locator('.dialog .btn.primary');
  if (await confirm.count()) { await confirm.first().click(); return 'confirm'; }
  const seen = page.locator('.narration[data-held] .btn'); // the person's own Fate roll
  if (await seen.count()) { await seen.first().click(); return 'seen'; }
  const pick = page.locator('.dialog .btn.choice');
  if (await pick.count()) { await pick.first().click(); return 'dialog'; }
  for (const selector of [
    '.own .cp-space.legal', // a Pyramid space (placing a Court tile, or the Automa's)
    '.actionbar [data-choice^="move:"]',
    '.actionbar [data-choice^="stay"]',
    '.actionbar [data-choice^="river_buy:"]',
    '.actionbar [data-choice="end_turn"]',
    '.actionbar [data-choice="bonus_skip"]',
    '.actionbar .btn.choice',
  ]) {
    const el = page.locator(selector).first();
    if (await el.count()) {
      const id = (await el.getAttribute('data-choice')) ?? selector;
      await press(page, selector, el);
      return id;
    }
  }
  return null;
}

/** Plays by clicks until the top bar shows round `until` or the game ends; returns the choices clicked. */
export async function playCopanUntilRound(page: Page, until: number, maxClicks = 150): Promise<string[]> {
  const clicked: string[] = [];
  while (clicked.length < maxClicks) {
    if ((await page.locator('.end-screen').count()) > 0) break;
    if ((await copanRound(page)) >= until) break;
    const id = await clickCopan(page);
    if (id) clicked.push(id);
    else await page.waitForTimeout(150); // the Automa or a bot is moving
    await page.waitForTimeout(60);
  }
  return clicked;
}

export async function copanStateHash(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const meso = (window as unknown as { __meso: { hash(): string | null; flush(): Promise<unknown> } }).__meso;
    await meso.flush();
    return meso.hash();
  });
}

/** From the home screen: a solo game against the Automa with the given form answers. */
export async function startCopanSolo(page: Page, o: { mode?: 'basic' | 'advanced'; preset?: 'easy' | 'hard' | 'mixed'; event?: string; beforeStart?: () => Promise<unknown> } = {}): Promise<void> {
  await page.locator('[data-testid=new-copan]').click();
  await page.locator('[data-testid=cp-mode] button[data-value="' + (o.mode ?? 'basic') + '"]').click();
  await page.locator('[data-testid=cp-preset] button[data-value="' + (o.preset ?? 'easy') + '"]').click();
  if (o.event) await page.locator('#cp-event').selectOption(o.event);
  await page.locator('#seed').fill('copan-solo-1'); // its six Cities hold no "bonus action at any Site" tile
  await o.beforeStart?.();
  await page.locator('[data-testid=start]').click();
  await page.locator('.game').waitFor({ state: 'visible' });
}
