import { describe, expect, it } from 'vitest';
import { placeChoices, screenModel, sheetDecision, sheetStep, viewerOf, type NetFacts, type ScreenFacts, type ScreenUi } from '../../src/ui/screen-model.ts';

// Two seats: 0 a person at this device, 1 a bot, unless a test says otherwise.
const facts = (o: Partial<ScreenFacts> = {}): ScreenFacts => ({
  pending: [{ seat: 0, kind: 'pick' }], seatCount: 2, humans: [0], bots: [1], autoplay: new Set(), net: null,
  canUndo: () => true, pace: 700, ...o,
});
const ui = (o: Partial<ScreenUi> = {}): ScreenUi => ({ viewer: 0, watching: false, revealedFor: 0, skipping: false, narrating: false, thinking: [], ...o });
const net = (o: Partial<NetFacts> = {}): NetFacts => ({ role: 'guest', link: 'ok', status: ['connected', 'connected'], hostSeat: 1, returning: [], ...o });

describe('screen model', () => {
  it("the person's turn: their decision, the pill says so, undo as the session allows", () => {
    const m = screenModel(facts(), ui());
    expect(m.mine).toEqual({ seat: 0, kind: 'pick' });
    expect(m.pill).toEqual({ mine: true, parts: [{ key: 'game.yourTurn', seats: [0] }] });
    expect(m.viewAs).toBe(0);
    expect(m.undo).toEqual({ disabled: false, hidden: false });
    expect(screenModel(facts({ canUndo: () => false }), ui()).undo.disabled).toBe(true);
    expect(m.fast).toBe(false);
    expect(m.skipHidden).toBe(true); // no bot acts, nothing told
  });

  it("a bot's turn: waited for, Skip offered, fast only with nobody pacing", () => {
    const f = facts({ pending: [{ seat: 1, kind: 'pick' }] });
    const m = screenModel(f, ui());
    expect(m.mine).toBeNull();
    expect(m.pill.parts).toEqual([{ key: 'game.waiting', seats: [1] }]);
    expect(m.undo.disabled).toBe(true);
    expect(m.skipHidden).toBe(false);
    expect(m.fast).toBe(false);
    expect(screenModel({ ...f, pace: 0 }, ui()).fast).toBe(true);
    const skipping = screenModel(f, ui({ skipping: true }));
    expect(skipping.fast).toBe(true);
    expect(skipping.skipHidden).toBe(true);
    // A person's decision is never played fast.
    expect(screenModel(facts({ pace: 0 }), ui()).fast).toBe(false);
  });

  it('skipping ends when the turn comes back and the captions are over', () => {
    expect(screenModel(facts(), ui({ skipping: true })).endSkip).toBe(true);
    expect(screenModel(facts(), ui({ skipping: true, narrating: true })).endSkip).toBe(false);
    expect(screenModel(facts({ pending: [{ seat: 1, kind: 'pick' }] }), ui({ skipping: true })).endSkip).toBe(false);
  });

  it('a seat on autoplay: the pill says the AI plays it, beside whom the game waits for', () => {
    const f = facts({ pending: [{ seat: 0, kind: 'pick' }, { seat: 1, kind: 'pick' }], bots: [0, 1], autoplay: new Set([0]), humans: [0] });
    const m = screenModel(f, ui());
    expect(m.mine).toBeNull();
    expect(m.pill.parts).toEqual([{ key: 'game.aiPlaysFor', seats: [0] }, { key: 'game.waiting', seats: [1] }]);
  });

  it('a shared device covers the hand of the person whose turn it is until uncovered', () => {
    const f = facts({ humans: [0, 1], bots: [], pending: [{ seat: 1, kind: 'pick' }] });
    const covered = screenModel(f, ui({ viewer: 1, revealedFor: 0 }));
    expect(covered.covered).toBe(true);
    expect([covered.showPrivate, covered.ownShown, covered.mine, covered.viewAs]).toEqual([false, false, null, 'spectator']);
    const open = screenModel(f, ui({ viewer: 1, revealedFor: 1 }));
    expect([open.covered, open.showPrivate, open.viewAs]).toEqual([false, true, 1]);
    expect(open.mine).toEqual({ seat: 1, kind: 'pick' });
  });

  it('a guest cut off from the host waits for it: no move, the banner says why', () => {
    const m = screenModel(facts({ net: net({ link: 'reconnecting', status: ['connected', 'reconnecting'] }) }), ui());
    expect(m.hostAway).toBe(true);
    expect(m.mine).toBeNull();
    expect(m.pill.parts).toEqual([{ key: 'net.waitingHost', seats: [] }]);
    expect(m.net).toEqual([{ kind: 'link', key: 'net.lostHost' }]);
    expect(m.chips[1]!.gone).toBe('net.hostAway');
    expect(m.chips[1]!.host).toBe(true);
  });

  it("online: the chips' marks and the lines about seats gone or coming back", () => {
    const m = screenModel(facts({ net: net({ role: 'host', hostSeat: 0, status: ['local', 'stalled'], returning: [1] }), pending: [{ seat: 1, kind: 'pick' }] }),
      ui({ thinking: [1] }));
    expect(m.chips).toEqual([
      { seat: 0, acting: false, thinking: false, pressed: false, host: true, gone: null },
      { seat: 1, acting: true, thinking: true, pressed: false, host: false, gone: 'net.stalledShort' },
    ]);
    expect(m.net).toEqual([{ kind: 'returning', seat: 1 }, { kind: 'waiting', seat: 1, key: 'net.stalled' }]);
    expect(screenModel(facts({ net: net({ link: 'closed' }) }), ui()).net).toEqual([{ kind: 'link', key: 'net.closed' }]);
  });

  it('a watcher sees public views only, and the chip of the seat it looks at is pressed', () => {
    const m = screenModel(facts({ humans: [], net: net({ role: 'spectator' }) }), ui({ watching: true, viewer: 1 }));
    expect([m.mine, m.viewAs, m.undo.hidden]).toEqual([null, 'spectator', true]);
    expect(m.chips.map((c) => c.pressed)).toEqual([false, true]);
  });
});

describe('whom the screen follows', () => {
  const pending = [{ seat: 2, kind: 'pick' }, { seat: 1, kind: 'pick' }];
  it("a device's people: the first who owes a decision and is not on autoplay, else unchanged", () => {
    expect(viewerOf({ pending, humans: [0, 1], autoplay: new Set() }, 0, false, null)).toBe(1);
    expect(viewerOf({ pending, humans: [0, 1], autoplay: new Set([1]) }, 0, false, null)).toBe(0);
  });
  it('a watcher: the seat picked, else whoever acts', () => {
    expect(viewerOf({ pending, humans: [], autoplay: new Set() }, 0, true, null)).toBe(2);
    expect(viewerOf({ pending, humans: [], autoplay: new Set() }, 0, true, 1)).toBe(1);
    expect(viewerOf({ pending: [], humans: [], autoplay: new Set() }, 3, true, null)).toBe(3);
  });
});

describe('where choices go', () => {
  it('own area, board, the list and the pinned finishing choices', () => {
    const cs = [{ id: 'card:1', kind: 'card' }, { id: 'space:3', kind: 'space' }, { id: 'build', kind: 'build' }, { id: 'endTurn', kind: 'end' }, { id: 'pass', kind: 'pass' }];
    const p = { inOwnArea: (c: { kind: string }) => c.kind === 'card', onBoard: (c: { kind: string }) => c.kind === 'space', isFinishing: (c: { id: string }) => c.id === 'pass' };
    const placed = placeChoices(cs, p);
    expect([placed.own, placed.list, placed.finish].map((l) => l.map((c) => c.id))).toEqual([['card:1'], ['build', 'endTurn'], ['pass']]);
    // Without the presenter's word, a choice whose id starts with "end" finishes the step.
    expect(placeChoices(cs, { inOwnArea: () => false }).finish.map((c) => c.id)).toEqual(['endTurn']);
  });
});

describe("the phone's own-area sheet", () => {
  const none = { decision: '', auto: false, choices: '' };
  it('opens by itself for a decision made only in it, and closes after it', () => {
    const opened = sheetStep(none, { decision: '0:c1,c2', choices: 'c1,c2', inSheet: true }, false);
    expect(opened).toEqual({ memo: { decision: '0:c1,c2', auto: true, choices: 'c1,c2' }, expanded: true });
    expect(sheetStep(opened.memo, { decision: '', choices: '', inSheet: false }, true).expanded).toBe(false);
  });
  it("a person's own open or close holds for that decision", () => {
    const opened = sheetStep(none, { decision: '0:c1', choices: 'c1', inSheet: true }, false);
    // The person closed it (the toggle clears auto): it stays closed, and is not closed for them later.
    const closed = { ...opened.memo, auto: false };
    expect(sheetStep(closed, { decision: '0:c1', choices: 'c1', inSheet: true }, false).expanded).toBe(false);
    // Opened by the person before the decision came: it stays open after it.
    const mine = sheetStep(none, { decision: '0:c1', choices: 'c1', inSheet: true }, true);
    expect(mine.memo.auto).toBe(false);
    expect(sheetStep(mine.memo, { decision: '', choices: '', inSheet: false }, true).expanded).toBe(true);
  });
  it('a decision is made only in it when every choice is one of its buttons and none is on the board', () => {
    const c = (id: string) => ({ id });
    expect(sheetDecision(0, [c('card:1'), c('card:2')], [c('card:1'), c('card:2')], () => false)).toBe('0:card:1,card:2');
    // Copan: a Character to use in the sheet, "End turn" in the action bar the sheet would cover.
    expect(sheetDecision(1, [c('end_turn'), c('use_character:2')], [c('use_character:2')], () => false)).toBe('');
    // Drawn on the board as well (a Pyramid space): the board is where it is made.
    expect(sheetDecision(0, [c('place:a')], [c('place:a')], (x) => x.id.startsWith('place'))).toBe('');
    expect(sheetDecision(0, [c('pass')], [], () => false)).toBe('');
  });
  it('closes for a new decision made only outside it', () => {
    const open = { decision: '', auto: false, choices: '' };
    expect(sheetStep(open, { decision: '', choices: 'build,pass', inSheet: false }, true).expanded).toBe(false);
    // A decision partly in the sheet leaves it as it is.
    expect(sheetStep(open, { decision: '', choices: 'card:1,pass', inSheet: true }, true).expanded).toBe(true);
  });
});
