// A phone's top bar in every language: the round and step under the game's name, and the turn pill
// beside them, are read in full, never cut with an ellipsis (French and Portuguese run longer).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, screenshot } from './harness.ts';

const GAMES = [['zapotec', 2], ['chocolatl', 3], ['copan', 2]] as const;
const LOCALES = ['en-US', 'fr-FR', 'pt-BR'] as const;

describe('the phone top bar', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  for (const locale of LOCALES) {
    it(`shows the step and the turn in full in ${locale}`, async () => {
      const person = await newPerson(browser, `topbar-${locale}`, { viewport: VIEWPORTS.phone, locale, isMobile: true, hasTouch: true });
      try {
        const { page } = person;
        for (const [game, players] of GAMES) {
          await page.goto('about:blank');
          await page.goto(appUrl(`/#/new/${game}?players=${players}&difficulty=easy&seed=topbar`));
          const status = page.locator('.topbar .title .status');
          await status.waitFor();
          await page.locator('.turn-pill:not(:empty)').waitFor();
          const fit = await page.evaluate(() => {
            const cut = (el: Element | null) => !!el && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
            const bar = document.querySelector('.topbar')!.getBoundingClientRect();
            const pill = document.querySelector('.turn-pill')!.getBoundingClientRect();
            return {
              status: document.querySelector('.topbar .title .status')!.textContent,
              statusCut: cut(document.querySelector('.topbar .title .status')),
              pill: document.querySelector('.turn-pill')!.textContent,
              pillCut: cut(document.querySelector('.turn-pill')) || pill.top < bar.top || pill.bottom > bar.bottom,
            };
          });
          expect(fit.statusCut, `${game} ${locale}: "${fit.status}" is cut`).toBe(false);
          expect(fit.pillCut, `${game} ${locale}: the pill "${fit.pill}" is cut`).toBe(false);
          if (locale === 'fr-FR') await screenshot(page, `topbar-phone-${game}-fr`);
        }
      } finally {
        await person.close();
      }
    });
  }
});
