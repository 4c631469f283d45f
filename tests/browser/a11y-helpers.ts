// Shared by the accessibility browser tests: the axe-core scan, Tab until an element has the focus,
// and a listener that records every message added to the screen-reader live region.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe-core violations on the page, each as "where: rule: first targets". */
export async function axe(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } };
    const res = await w.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  });
  return violations.map((v) => `${where}: ${v}`);
}

/**
 * Presses Tab until a focused element matches `selector` (at most `max` presses): the whole page's
 * order, the log panel's filter and the "while you were away" card included.
 */
export async function tabTo(page: Page, selector: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const listening = new WeakMap<Page, { heard: string[] }>();

/**
 * Records the text of every message added to the live region (#live-region) from now on, on the
 * document now loaded (call it again after a navigation: it then returns a fresh list).
 */
export async function listenLiveRegion(page: Page): Promise<string[]> {
  const heard: string[] = [];
  const sink = listening.get(page);
  if (sink) sink.heard = heard;
  else {
    const fresh = { heard };
    listening.set(page, fresh);
    await page.exposeFunction('__heard', (text: string) => fresh.heard.push(text));
  }
  await page.evaluate(() => {
    const live = () => document.getElementById('live-region');
    const watch = () => {
      const el = live();
      if (!el) return setTimeout(watch, 50);
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.textContent) (window as unknown as { __heard(t: string): void }).__heard(n.textContent);
      }).observe(el, { childList: true });
    };
    watch();
  });
  return heard;
}
