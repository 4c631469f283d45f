// Rematch and chat over real PeerJS: a host (desktop) and a guest (phone) let the AI play a whole
// 2-player Zapotec game for them, chat on the end screen (a line, a reaction, then a mute that hides
// the muted player's lines), and play again in the same room: the guest says yes on its end sheet,
// the host starts, and both screens show the new game, with a new seed nobody chose and the same
// state on both (the guest's view is the host's game seen from its seat). The finished game stays
// among the host's saved games. The first game's seed was drawn jointly: the guest recomputes the
// host's seed once the game is over.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fromSaveFile, type SaveFile } from '../../src/engine/match.ts';
import { hashState } from '../../src/engine/hash.ts';
import { zapotecGame } from '../../src/games/zapotec/index.ts';
import { screenshot } from './harness.ts';
import { axe, hashOn, hostFromNewGame, joinFromLink, onlineRoom } from './net-ui.ts';

/** The host's stored room, or a saved game (IndexedDB 'kv' host:<room>, or 'saves'). */
function readDb(page: Page, store: 'kv' | 'saves', key: string): Promise<unknown> {
  return page.evaluate(([store, key]) => new Promise<unknown>((resolve, reject) => {
    const open = indexedDB.open('mesoamerica-table');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction(store).objectStore(store).get(key);
      get.onsuccess = () => { resolve(get.result); open.result.close(); };
      get.onerror = () => reject(get.error);
    };
  }), [store, key] as const);
}

async function autoplay(page: Page): Promise<void> {
  await page.locator('.topbar button[aria-label="Menu"]').click();
  await page.locator('.dialog [data-testid=autoplay]').click();
}

const chatLines = (page: Page) => page.locator('[data-testid=chat-panel] .chat-line').allTextContents();

describe('rematch and chat', () => {
  const people = onlineRoom({ host: 'desktop', guest: 'phone' }, { motion: 'reduced', botPaceMs: 0, confirmEndTurn: false });

  it('a finished game, a chat with a mute, then another game in the same room on both screens', async () => {
    const { host, guest } = people;
    const link = await hostFromNewGame(host.page, { players: 2, kinds: ['remote'] });
    const room = /#\/join\/([a-z2-9]{8})(?:\?|$)/.exec(link)![1]!;
    await joinFromLink(guest.page, link, 'Ana', 1);
    await host.page.waitForFunction(() => !(document.querySelector('[data-testid=start-online]') as HTMLButtonElement | null)?.disabled);
    await host.page.locator('[data-testid=start-online]').click();
    await Promise.all([host.page.locator('.game').waitFor({ timeout: 20_000 }), guest.page.locator('.game').waitFor({ timeout: 20_000 })]);
    await Promise.all([autoplay(host.page), autoplay(guest.page)]);
    const t0 = Date.now();
    await Promise.all([host.page.locator('.end-screen').waitFor({ timeout: 150_000 }), guest.page.locator('.end-screen').waitFor({ timeout: 150_000 })]);
    console.log(`rematch: first game played by the AI on both devices in ${Date.now() - t0} ms`);
    const first = (await readDb(host.page, 'kv', `host:${room}`)) as { snapshot: { file: SaveFile<unknown> } };
    const firstSeed = first.snapshot.file.seed;
    // The first game's seed was drawn jointly (no seed field in the host's form: hostFromNewGame
    // checks it); now that the game is over the guest has the host's share and recomputed the same seed.
    const seedCheck = () => guest.page.evaluate(() => (window as unknown as { __meso: { seedCheck(): { ok: boolean; seed: string | null } | null } }).__meso.seedCheck());
    await guest.page.waitForFunction(() => (window as unknown as { __meso: { seedCheck(): { seed: string | null } | null } }).__meso.seedCheck()?.seed != null, null, { timeout: 5_000 });
    expect(await seedCheck()).toEqual({ ok: true, seed: firstSeed });

    // Chat: a line from the guest pops up on the host's top bar, with a badge; a reaction back.
    await guest.page.locator('[data-testid=chat-open]').click();
    await guest.page.locator('.chat-input').fill('Good game! <b>again?</b>');
    await guest.page.locator('.chat-form button[type=submit]').click();
    await host.page.locator('[data-testid=chat-toast]', { hasText: 'Ana: Good game! <b>again?</b>' }).waitFor({ timeout: 5_000 });
    expect(await host.page.locator('.chat-badge').textContent()).toBe('1');
    expect(await host.page.locator('[data-testid=chat-toast] b').count()).toBe(0); // text, never HTML
    await screenshot(host.page, 'net-chat-toast-desktop');
    await host.page.locator('[data-testid=chat-open]').click();
    expect(await chatLines(host.page)).toEqual(['Ana: Good game! <b>again?</b>']);
    await host.page.locator('.chat-reaction[data-reaction="clap"]').click();
    await screenshot(host.page, 'net-chat-panel-desktop');
    await guest.page.locator('[data-testid=chat-panel] .chat-line', { hasText: 'Applause' }).waitFor({ timeout: 5_000 });
    await screenshot(guest.page, 'net-chat-panel-phone');
    // The open panel: labelled controls, enough contrast (the rest of the screen is a11y-games' business).
    const ours = (found: string[]) => found.filter((v) => /chat|rematch/.test(v));
    expect(ours(await axe(guest.page))).toEqual([]);
    // The guest mutes the host: the host's next line never shows there (the host still has it).
    await guest.page.locator('.chat-mute[data-mute="0"]').click();
    expect(await guest.page.locator('.chat-mute[data-mute="0"]').getAttribute('aria-pressed')).toBe('true');
    expect(await chatLines(guest.page)).toEqual(['Ana: Good game! <b>again?</b>']);
    await host.page.locator('.chat-input').fill('you will not read this');
    await host.page.locator('.chat-form button[type=submit]').click();
    await guest.page.locator('.chat-input').fill('still here');
    await guest.page.locator('.chat-form button[type=submit]').click();
    await host.page.locator('[data-testid=chat-panel] .chat-line', { hasText: 'still here' }).waitFor({ timeout: 5_000 });
    await guest.page.locator('[data-testid=chat-panel] .chat-line', { hasText: 'still here' }).waitFor({ timeout: 5_000 });
    expect((await chatLines(guest.page)).some((l) => l.includes('you will not read this'))).toBe(false);
    expect((await chatLines(host.page)).some((l) => l.includes('you will not read this'))).toBe(true);
    expect(await guest.page.evaluate((room) => localStorage.getItem(`meso.mute.${room}`), room)).toBe('[0]');
    await guest.page.locator('.chat-panel .chat-head button').click();
    await host.page.locator('.chat-panel .chat-head button').click();

    // Rematch: the host offers, the guest says yes on its end sheet, the host starts.
    await host.page.locator('.end-sheet .sticky-foot .btn.primary').click();
    await host.page.locator('.rematch-seat[data-seat="1"][data-answer="waiting"]').waitFor({ timeout: 5_000 });
    await guest.page.locator('[data-testid=rematch-note]:not([hidden])').waitFor({ timeout: 5_000 });
    await screenshot(guest.page, 'net-rematch-offer-phone');
    await guest.page.locator('[data-testid=rematch-accept]').click();
    await host.page.locator('.rematch-seat[data-seat="1"][data-answer="accepted"]').waitFor({ timeout: 5_000 });
    await guest.page.locator('[data-testid=rematch-note][data-state="accepted"]').waitFor();
    await screenshot(host.page, 'net-rematch-panel-desktop');
    expect(ours(await axe(host.page))).toEqual([]);
    const t1 = Date.now();
    await host.page.locator('[data-testid=rematch-start]').click();
    const newGameOn = (page: Page) => page.waitForFunction(() => !document.querySelector('.end-screen') && document.querySelector('.game'), null, { timeout: 10_000, polling: 20 })
      .then(() => Date.now() - t1);
    const [hostMs, guestMs] = await Promise.all([newGameOn(host.page), newGameOn(guest.page)]);
    console.log(`rematch: the new game on the host's screen ${hostMs} ms, on the guest's ${guestMs} ms after Start`);
    const [h, g] = [await hashOn(host.page), await hashOn(guest.page)];
    expect(h.version).toBe(0);
    expect(g.version).toBe(0);
    const second = (await readDb(host.page, 'kv', `host:${room}`)) as { snapshot: { file: SaveFile<unknown>; match?: number; seats: { name: string; color: number }[] } };
    expect(second.snapshot.match).toBe(1);
    expect(second.snapshot.file.seed).not.toBe(firstSeed);
    expect(second.snapshot.file.options).toEqual(first.snapshot.file.options);
    expect(second.snapshot.seats.map((s) => s.name)).toContain('Ana');
    const loaded = fromSaveFile(zapotecGame, second.snapshot.file as SaveFile<never>);
    if (!loaded.ok) throw new Error('the new game does not load');
    expect(h.hash).toBe(hashState(loaded.match.state));
    expect(g.hash).toBe(hashState(zapotecGame.view(loaded.match.state, 1))); // the same game, seen from the guest's seat
    // The chat and the mute go on in the new game; the finished game is a saved, replayable game.
    expect(await guest.page.locator('.chat-mute[data-mute="0"]').getAttribute('aria-pressed')).toBe('true');
    const kept = (await readDb(host.page, 'saves', `zapotec-online-${room}`)) as { over: boolean; file: SaveFile<unknown> } | undefined;
    expect(kept?.over).toBe(true);
    expect(kept?.file.seed).toBe(firstSeed);
    await screenshot(guest.page, 'net-rematch-new-game-phone');
    expect(host.console.errors()).toEqual([]);
    expect(guest.console.errors()).toEqual([]);
  }, 240_000);
});
