// Online play through the real UI over WebRTC (PeerJS on the app's own origin): a host and two
// guests, each in their own browser context, play a 3-player Zapotec game. Two full rounds by
// clicks; a guest reloads mid-round, carries on in its seat and still replays the game from round 1; the host reloads mid-round, comes
// back with the same state hash and everyone carries on.
import { describe, expect, it } from 'vitest';
import { roundOnScreen } from './zapotec-play.ts';
import { hashOn, hostFromNewGame, joinFromLink, onlineRoom, playAll, roundIs, waitRound } from './net-ui.ts';

describe('online game: a host and two guests', () => {
  // Three boards drawn in software on a shared 2-core machine: no animations, no narration, no
  // confirmation step (the confirm dialog has its own coverage in the other tests).
  const people = onlineRoom({ host: 'phone', ana: 'phone', ben: 'phone' }, { motion: 'reduced', botPaceMs: 0, confirmEndTurn: false });

  it('hosts from the new-game screen, two guests join by the link, and all three play two full rounds', async () => {
    const { host, ana, ben } = people;
    const link = await hostFromNewGame(host.page, { players: 3, kinds: ['remote', 'remote'] });
    const start = host.page.locator('[data-testid=start-online]');
    expect(await start.isDisabled()).toBe(true);
    expect(await host.page.locator('.start-reason').textContent()).toContain('2 more players');
    expect(await host.page.locator('.qr').getAttribute('width')).toBe('232');

    await joinFromLink(ana.page, link, 'Ana', 1);
    await joinFromLink(ben.page, link, 'Ben', 1); // a colour already taken: the host gives a free one
    await host.page.locator('.seat-row[data-status="connected"]').nth(1).waitFor();
    expect(await start.isDisabled()).toBe(false);
    const colours = await host.page.locator('.seat-row .glyph').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.getPropertyValue('--seat')));
    expect(new Set(colours).size).toBe(3);
    await start.click();

    await Promise.all([host, ana, ben].map((p) => p.page.locator('.game').waitFor({ timeout: 20_000 })));
    expect(await host.page.locator('.chip').count()).toBe(3);
    // Each guest sees its own hand only.
    await ana.page.locator('.own .acard.legal').first().waitFor({ timeout: 20_000 }); // the first view may trail the screen
    expect(await ana.page.locator('.own').getAttribute('data-seat')).toBe('1');
    expect(await ben.page.locator('.own').getAttribute('data-seat')).toBe('2');

    const clicks = await playAll([host.page, ana.page, ben.page], roundIs(host.page, 3), 75_000);
    console.log(`two rounds: ${clicks} clicks`);
    expect(clicks).toBeGreaterThan(15);
    expect(await roundOnScreen(host.page)).toBe(3);
    await Promise.all([waitRound(ana.page, 3), waitRound(ben.page, 3)]);
    for (const p of [host, ana, ben]) expect(p.console.errors()).toEqual([]);
  }, 120_000);

  it('a guest reloads mid-round, comes back to its seat and the game goes on', async () => {
    const { host, ana, ben } = people;
    // Into round 3: everyone picks, and a few more moves.
    let clicks = 0;
    await playAll([host.page, ana.page, ben.page], async () => ++clicks > 8, 30_000);
    const before = await hashOn(host.page);
    await ana.page.reload({ waitUntil: 'load' });
    await ana.page.locator('.game').waitFor({ timeout: 20_000 });
    expect(await ana.page.locator('.own').getAttribute('data-seat')).toBe('1');
    await ana.page.waitForFunction((v) => (window as unknown as { __meso: { version(): number } }).__meso.version() >= v, before.version);
    await host.page.locator('.chip.gone').waitFor({ state: 'detached', timeout: 15_000 });
    // The views received before the reload were kept: "Replay so far" still goes back to round 1.
    await ana.page.locator('.topbar button[aria-label="Menu"]').click();
    await ana.page.locator('[data-testid=replay-so-far]').click();
    await ana.page.locator('main.replay').waitFor({ state: 'visible' });
    const replay = await ana.page.evaluate(() => (window as unknown as { __meso: { replay(): { at: number; last: number } } }).__meso.replay());
    expect(replay.at).toBe(replay.last);
    expect(replay.last).toBeGreaterThan(15); // two rounds and more: not only the views since the reload
    expect(await ana.page.locator('[data-testid=replay-pov] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['1']);
    await ana.page.getByRole('button', { name: 'Close' }).click();
    await ana.page.locator('.game').waitFor({ state: 'visible' });
    await playAll([host.page, ana.page, ben.page], roundIs(host.page, 4), 75_000);
    await Promise.all([waitRound(ana.page, 4), waitRound(ben.page, 4)]);
    for (const p of [host, ana, ben]) expect(p.console.errors()).toEqual([]);
  }, 120_000);

  it('the host reloads mid-round: same state hash after the reload, the guests reconnect, play goes on', async () => {
    const { host, ana, ben } = people;
    let clicks = 0;
    await playAll([host.page, ana.page, ben.page], async () => ++clicks > 6, 30_000);
    await host.page.waitForTimeout(300);
    const before = await hashOn(host.page);
    expect(before.hash).toMatch(/^[0-9a-f]{16}$/);
    await host.page.reload({ waitUntil: 'load' });
    await host.page.locator('.game').waitFor({ timeout: 20_000 });
    expect(await hashOn(host.page)).toEqual(before);
    // Both guests come back by themselves.
    await host.page.waitForFunction(() => document.querySelectorAll('.chip.gone').length === 0 && document.querySelectorAll('.chip').length === 3, undefined, { timeout: 30_000 });
    await Promise.all([ana, ben].map((p) => p.page.locator('.net-banner').waitFor({ state: 'hidden', timeout: 30_000 })));
    await playAll([host.page, ana.page, ben.page], roundIs(host.page, 5), 75_000);
    await Promise.all([waitRound(ana.page, 5), waitRound(ben.page, 5)]);
    for (const p of [host, ana, ben]) expect(p.console.errors()).toEqual([]);
  }, 120_000);
});
