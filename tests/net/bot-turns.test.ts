// The one bot policy (net/bot-turns.ts): asked after a change, once per seat at a time; a stale
// answer is asked again; NOT_NOW waits for the next change; a failed or illegal answer is reported
// and a legal choice played instead.
import { describe, expect, it, vi } from 'vitest';
import { BotTurns, NOT_NOW, type BotTable } from '../../src/net/bot-turns.ts';
import type { AiRequest } from '../../src/net/host-types.ts';

/** A tiny game: seat 0 (a bot) owes a number from 1 to 3 until it has played `until` moves. */
function table(until = 1) {
  const t = {
    at: 0, played: [] as unknown[], bot: true,
    live: () => true,
    version: () => t.at,
    isBot: () => t.bot,
    pending: () => (t.played.length < until ? [{ seat: 0, kind: 'pick' }] : []),
    owes: () => t.played.length < until,
    view: () => ({ v: t.at }),
    choices: () => ['1', '2', '3'].map((id) => ({ id, kind: 'pick' })),
    act: (_seat: number, choice: unknown) => {
      if (!['1', '2', '3'].includes((choice as { id?: string } | undefined)?.id ?? '')) return { ok: false as const, reason: 'illegal', detail: 'not a number' };
      t.played.push(choice);
      t.at++;
      return { ok: true as const };
    },
  };
  return t satisfies BotTable;
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('bot turns', () => {
  it('plays a legal answer, asks once per seat at a time, and again after each change', async () => {
    const t = table(2);
    const asked: AiRequest[] = [];
    const turns = new BotTurns(t, (req) => { asked.push(req); return { id: '2' }; });
    turns.wake();
    turns.wake();
    await tick();
    await tick();
    expect(t.played).toEqual([{ id: '2' }, { id: '2' }]);
    expect(asked.map((r) => r.version)).toEqual([0, 1]);
  });

  it('does not play an answer for a position that moved on: it asks again with the new one', async () => {
    const t = table(1);
    const asked: number[] = [];
    const turns = new BotTurns(t, async (req) => {
      asked.push(req.version);
      if (req.version === 0) t.at = 5; // someone else moved meanwhile
      return { id: '3' };
    });
    turns.wake();
    await tick();
    await tick();
    expect(asked).toEqual([0, 5]);
    expect(t.played).toEqual([{ id: '3' }]);
  });

  it('NOT_NOW waits for the next change (or a wake while it was out)', async () => {
    const t = table(1);
    let answer: unknown = NOT_NOW;
    let calls = 0;
    const turns = new BotTurns(t, () => { calls++; return answer; });
    turns.wake();
    await tick();
    await tick();
    expect(calls).toBe(1);
    expect(t.played).toEqual([]);
    answer = { id: '1' };
    turns.wake();
    await tick();
    expect(t.played).toEqual([{ id: '1' }]);
  });

  it('replaces a failed or illegal answer by the first legal choice, and says why', async () => {
    for (const driver of [() => { throw new Error('worker gone'); }, () => ({ id: 'nine' })]) {
      const t = table(1);
      const failures: string[] = [];
      new BotTurns(t, driver, (_seat, reason) => failures.push(reason)).wake();
      await tick();
      await tick();
      expect(t.played).toEqual([{ id: '1', kind: 'pick' }]);
      expect(failures).toHaveLength(1);
    }
  });

  it('a seat a person took back is not played', async () => {
    const t = table(1);
    new BotTurns(t, () => { t.bot = false; return { id: '2' }; }).wake();
    await tick();
    await tick();
    expect(t.played).toEqual([]);
  });
});

describe('the room on autoplay', () => {
  it("plays the host's own seat through its AI hook while on, and leaves it to its person when off", async () => {
    const { HostRoom } = await import('../../src/net/host.ts');
    const { zapotecGame } = await import('../../src/games/zapotec/index.ts');
    const asked: number[] = [];
    const room = HostRoom.create({
      module: zapotecGame, room: 'autoplay', options: { players: 2 }, seed: 'autoplay', started: true,
      seats: [{ kind: 'local' }, { kind: 'ai' }], ai: (req) => { asked.push(req.seat); return req.choices[0]; },
    });
    await vi.waitFor(() => expect(asked).toContain(1));
    await tick();
    expect(asked).not.toContain(0); // a person's seat waits for its person
    expect(room.setAutoplay(0, true)).toBe(true);
    await vi.waitFor(() => expect(asked).toContain(0));
    room.setAutoplay(0, false);
    // Seat 1's bot may still finish a move of its own; then the game waits for the person.
    let at = -1;
    await vi.waitFor(async () => {
      const v = room.version;
      await tick();
      await tick();
      expect(room.version).toBe(v);
      at = v;
    });
    expect(zapotecGame.pending(room.state).some((p) => p.seat === 0)).toBe(true);
    await tick();
    await tick();
    expect(room.version).toBe(at);
    expect(room.setAutoplay(1, true)).toBe(false); // only this device's people have autoplay
    room.close();
  });
});
