import { describe, expect, it } from 'vitest';
import { CHANCE_MIN_MS, narrated, quieted, skipAhead, toldOf } from '../../src/ui/narration.ts';
import type { GameScreenContext } from '../../src/ui/game-screen-context.ts';
import type { GameEvent } from '../../src/engine/types.ts';

const ctx = (viewer: number, bots: number[]) => ({
  viewer, isBot: (s: number) => bots.includes(s), name: (s: number) => `P${s}`,
  presenter: { isChance: (e: GameEvent) => e.type === 'die', logLines: (evs: GameEvent[]) => evs.map((e) => `${e.type}${e.seat ?? ''}`) },
}) as unknown as GameScreenContext;

describe('narration', () => {
  it('does not tell the viewer their own move, but tells all that followed it', () => {
    const evs: GameEvent[] = [{ type: 'offer', seat: 0 }, { type: 'note', seat: 0 }, { type: 'die', seat: 0 }, { type: 'score', seat: 0 }, { type: 'score', seat: 1 }];
    const told = toldOf(ctx(0, [1]), evs, 700);
    expect(told.map((x) => x.text)).toEqual(['die0', 'score0', 'score1']);
    expect(told[0]!.dwell).toBe(CHANCE_MIN_MS); // a die result stays at least this long
    expect(told[1]!.dwell).toBe(700);
  });

  it('tells every step of another seat\'s move, and of the viewer\'s own under autoplay', () => {
    expect(toldOf(ctx(0, [1]), [{ type: 'build', seat: 1 }, { type: 'score', seat: 1 }], 250).map((x) => x.text)).toEqual(['build1', 'score1']);
    expect(toldOf(ctx(0, [0]), [{ type: 'build', seat: 0 }], 250).map((x) => x.text)).toEqual(['build0']);
    expect(toldOf(ctx(0, [1]), [{ type: 'build', seat: 0 }], 250)).toEqual([]);
  });

  it("another's move that says nothing is a silent beat of the pace; the viewer's own and a status change are not", () => {
    const quiet = { ...ctx(0, [1]), presenter: { isChance: () => false, logLines: () => [] } } as unknown as GameScreenContext;
    expect(toldOf(quiet, [{ type: 'pass', seat: 1 }], 700)).toEqual([{ text: '', dwell: 700, view: null }]);
    expect(toldOf(quiet, [{ type: 'pass', seat: 0 }], 700)).toEqual([]);
    expect(toldOf(quiet, [], 700)).toEqual([]);
  });

  it('holds a die twice the pace when the pace is slow', () => {
    expect(toldOf(ctx(0, [1]), [{ type: 'die', seat: 1 }], 1200)[0]!.dwell).toBe(2400);
  });

  it('gives each caption the board its events led to, the last one the board as it is', () => {
    const evs: GameEvent[] = [{ type: 'offer', seat: 0 }, { type: 'build', seat: 1 }, { type: 'die', seat: 1 }, { type: 'score', seat: 1 }, { type: 'score', seat: 1 }];
    const steps = evs.map((_, i) => () => `after ${i}`);
    // The presenter merges the two scores into one line: that line shows the board after both.
    const merging = { ...ctx(0, [1]), presenter: { isChance: (e: GameEvent) => e.type === 'die',
      logLines: (run: GameEvent[]) => [...new Set(run.map((e) => `${e.type}${e.seat ?? ''}`))] } } as unknown as GameScreenContext;
    const told = toldOf(merging, evs, 700, steps);
    expect(told.map((x) => x.text)).toEqual(['build1', 'die1', 'score1']);
    expect(told.map((x) => (x.view ? x.view(0) : x.view))).toEqual(['after 1', 'after 2', null]);
    // Without steps (an online move, an undo) the captions carry no board.
    expect(toldOf(merging, evs, 700).every((x) => x.view === undefined)).toBe(true);
  });

  it('holds the caption of a roll by a person at this device until seen, not a bot\'s nor one the AI plays for', () => {
    const rolling = (bots: number[]) => ({ ...ctx(0, bots), humans: [0],
      presenter: { isChance: (e: GameEvent) => e.type === 'die', logLines: (evs: GameEvent[]) => evs.map((e) => `${e.type}${e.seat ?? ''}`),
        rollBy: (evs: readonly GameEvent[], i: number) => (evs[i]!.type === 'die' ? evs[i]!.seat as number : null) } }) as unknown as GameScreenContext;
    // A bot's move completes the declarations: both dice are rolled, the person's own is held.
    const evs: GameEvent[] = [{ type: 'declare', seat: 1 }, { type: 'die', seat: 1 }, { type: 'die', seat: 0 }, { type: 'score', seat: 0 }];
    const told = toldOf(rolling([1]), evs, 250);
    expect(told.map((x) => [x.text, x.hold === true])).toEqual([['declare1', false], ['die1', false], ['die0', true], ['score0', false]]);
    // The person's own move rolls their die: told (chance) and held.
    expect(toldOf(rolling([1]), [{ type: 'declare', seat: 0 }, { type: 'die', seat: 0 }], 250).map((x) => x.hold)).toEqual([true]);
    // The AI plays for the person (autoplay): nothing waits.
    expect(toldOf(rolling([0, 1]), evs, 250).some((x) => x.hold)).toBe(false);
  });

  it('a bot move waiting for the captions goes when they end or are skipped, not before; a held roll even then', async () => {
    const screen = () => ({ captions: { queue: [], running: true, stepView: null }, skipping: false, destroyed: false,
      dom: { skipBtn: { hidden: false } }, requestRender: () => {} }) as unknown as GameScreenContext;
    const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);
    const a = screen();
    const waiting = narrated(a);
    quieted(a); // woken while the captions still run: it waits on
    expect(await settled(waiting)).toBe(false);
    a.captions.running = false;
    quieted(a);
    expect(await settled(waiting)).toBe(true);
    const b = screen();
    const skipped = narrated(b);
    skipAhead(b);
    expect(await settled(skipped)).toBe(true);
    const c = screen();
    c.captions.release = () => {};
    const held = narrated(c);
    skipAhead(c);
    expect(await settled(held)).toBe(false);
    // Online the room does not wait for a held roll; the captions before it it does.
    const d = screen();
    const online = narrated(d, true);
    expect(await settled(online)).toBe(false);
    d.captions.release = () => {};
    quieted(d);
    expect(await settled(online)).toBe(true);
  });
});
