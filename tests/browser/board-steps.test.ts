// Opponents' steps are shown on the board in time with their captions (issue 27): Cocijobot's whole
// turn (Copan: the Automa's action) runs inside the person's move, yet the board must not jump to
// the end of it while the captions still tell its first steps. At the "normal" pace (700 ms) the
// board (its fingerprint) and the seats' scores are sampled every frame with the caption on screen
// and the session's version.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, appUrl, launchBrowser, newPerson, type Person } from './harness.ts';
import { prepare } from './net-ui.ts';

type Sample = [at: number, caption: string, version: number, drawn: string | null, scores: string];

describe('board in step with the captions', () => {
  let browser: Browser;
  let person: Person;

  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await person?.close(); await browser?.close(); });

  /**
   * Plays (the AI for the person) until the title shows `until`, or the session reaches version
   * `until`. `slow`: the "slow" pace (1200 ms), each board read 600 ms into its caption.
   */
  async function stepsFollowCaptions(game: string, seed: string, until: string | number, size: keyof typeof VIEWPORTS = 'desktop', slow = false): Promise<void> {
    // How long a board is given to be drawn after its caption shows: a software-WebGL frame on a
    // busy machine can outlast 250 ms (a desktop-sized Chocolatl board did).
    const settle = slow ? 600 : 400;
    person = await newPerson(browser, `board-steps-${game}`, { viewport: VIEWPORTS[size] });
    const { page } = person;
    await prepare(page, { botPaceMs: slow ? 1200 : 700 });
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.locator(`[data-testid=new-${game}]`).click();
    await page.locator('#seed').fill(seed);
    await page.locator('[data-testid=start]').click();
    await page.locator('.game').waitFor({ state: 'visible' });
    await page.waitForFunction(() => (window as unknown as { __meso: { drawn(): unknown } }).__meso.drawn() !== null);
    await page.evaluate(() => {
      const w = window as unknown as { samples: Sample[]; frames: number[]; __meso: { drawn(): string | null; version(): number } };
      w.samples = [];
      w.frames = [];
      const el = document.querySelector<HTMLElement>('.narration')!;
      const tick = () => {
        const scores = [...document.querySelectorAll('.chips .score')].map((x) => x.textContent).join(' ');
        const s: Sample = [performance.now(), el.hidden ? '' : (el.textContent ?? ''), w.__meso.version(), w.__meso.drawn(), scores];
        const last = w.samples[w.samples.length - 1];
        if (!last || last[1] !== s[1] || last[2] !== s[2] || last[3] !== s[3] || last[4] !== s[4]) w.samples.push(s);
        w.frames.push(s[0]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // The AI plays the person's seat: each of its moves, and what runs inside them (Cocijobot's turn, a round's resolution), are told.
    await page.locator('.topbar button[aria-label="Menu"]').click();
    await page.locator('[data-testid=autoplay]').click();
    if (typeof until === 'string') await page.locator('.topbar .title', { hasText: until }).waitFor({ timeout: 150_000 });
    else await page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() >= v, until, { timeout: 150_000 });
    const { samples, frames } = await page.evaluate(() => {
      const w = window as unknown as { samples: Sample[]; frames: number[] };
      return { samples: w.samples, frames: w.frames };
    });

    // Each caption's span: from when it appears to when the next one (or none) does. Samples are
    // kept only when something changed, so the board at a time is the last one sampled before it;
    // the board is read once it has had a frame or two to draw (`settle` ms in, or two frames when
    // a busy machine draws them later), to the span's end.
    const drawnBy = (at: number) => Math.max(at + settle, frames.filter((t) => t > at)[2] ?? at + settle);
    const sampleAt = (t: number) => [...samples].reverse().find(([at]) => at <= t);
    const boardAt = (t: number) => sampleAt(t)?.[3] ?? '';
    const scoresAt = (t: number) => sampleAt(t)?.[4] ?? '';
    type Span = { caption: string; version: number; start: number; end: number; boards: Set<string>; scores: string };
    const spans: Span[] = [];
    samples.forEach(([at, caption, version], i) => {
      if (!caption || samples[i - 1]?.[1] === caption) return;
      const next = samples.findIndex(([, c], k) => k > i && c !== caption);
      const end = next < 0 ? Infinity : samples[next]![0];
      const from = drawnBy(at);
      const boards = new Set([boardAt(from)]);
      for (const [t, , , d] of samples) if (t > from && t < end) boards.add(d ?? '');
      spans.push({ caption, version, start: at, end, boards, scores: scoresAt(from) });
    });
    // The board once a change's captions are over: the change's real end.
    const after = (version: number) => {
      const last = [...spans].reverse().find((x) => x.version === version)!;
      return last.end === Infinity ? null : boardAt(drawnBy(last.end));
    };
    const byVersion = new Map<number, Span[]>();
    for (const s of spans) byVersion.set(s.version, [...(byVersion.get(s.version) ?? []), s]);
    const long = [...byVersion.entries()].filter(([, list]) => list.length >= 3 && list.every((x) => x.end - x.start >= 500));
    if (process.env.STEPS_DEBUG) console.log(JSON.stringify(spans.map((x) => [x.version, x.caption, Math.round(x.end - x.start), [...x.boards], x.scores])));
    expect(long.length, 'a change told in three captions or more').toBeGreaterThan(0);
    let scored = false;
    for (const [version, list] of long) {
      // One board per caption: it does not move on while the caption stays.
      for (const s of list) expect(s.boards.size, `board steady during "${s.caption}"`).toBeLessThanOrEqual(1);
      const boards = new Set(list.flatMap((s) => [...s.boards]));
      expect(boards.size, `boards drawn during version ${version}'s ${list.length} captions`).toBeGreaterThanOrEqual(2);
      const end = after(version);
      if (end) expect([...list[0]!.boards], `the end of version ${version} shown with its first caption`).not.toContain(end);
      // The seats' scores follow the same steps: a point scored in the change's last steps is not
      // on the chips while its first caption shows.
      const last = list[list.length - 1]!;
      const scoresEnd = last.end === Infinity ? null : scoresAt(drawnBy(last.end));
      if (scoresEnd && scoresEnd !== scoresAt(list[0]!.start - 1) && list.some((x) => x.scores !== scoresEnd)) {
        expect(list[0]!.scores, `scores of version ${version} at its first caption`).not.toBe(scoresEnd);
        scored = true;
      }
    }
    expect(scored, 'a change whose scores move during its captions').toBe(true);
    expect(person.console.errors()).toEqual([]);
  }

  it('Zapotec: a change told in several captions is drawn step by step, never its end first', () => stepsFollowCaptions('zapotec', 'board-steps-seed', 'Round 2/5'), 180_000);
  // A round's reveals, dice and six locations all run inside the move that completes the offerings.
  it('Chocolatl: the round resolution is drawn step by step with its captions', () => stepsFollowCaptions('chocolatl', 'board-steps-seed', 'Round 2'), 180_000);
  // The Automa's turn (its tile, its action with the Fate die, its points) runs inside the move that
  // places its tile (version 7 with this seed; it is over once version 9 starts). At a phone's size
  // and the slow pace: a Copan board frame in software WebGL on a busy machine can take longer
  // than the 400 ms the other games' boards are given to be drawn.
  it('Copan: the Automa\'s turn is drawn step by step with its captions', () => stepsFollowCaptions('copan', 'board-steps-seed', 9, 'phone', true), 180_000);
});
