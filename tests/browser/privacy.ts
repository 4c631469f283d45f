// Pass-and-play: lifts the privacy cover the way a person does (press and hold its button).
import type { Page } from 'playwright-core';

/** Holds the cover's button until it lets go; false when no cover is up. */
export async function revealCover(page: Page): Promise<boolean> {
  const hold = page.locator('.privacy button').first();
  if (!(await hold.count())) return false;
  const box = await hold.boundingBox();
  if (!box) return false;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(800);
  await page.mouse.up();
  await page.locator('.privacy').waitFor({ state: 'detached', timeout: 5_000 }).catch(() => {});
  return true;
}
