import { describe, expect, it } from 'vitest';
import { botWait } from '../../src/ui/bot-pacing.ts';

describe('bot pacing', () => {
  it('at a chosen pace, a bot move waits for the captions and then the board', () => {
    for (const pace of [250, 700, 1200]) expect(botWait(pace, false, false)).toEqual({ captions: true, board: true, pastHeld: false });
  });

  it('skipping ahead and the instant pace play at once', () => {
    expect(botWait(700, true, false)).toEqual({ captions: false, board: false, pastHeld: false });
    expect(botWait(0, false, false)).toEqual({ captions: false, board: false, pastHeld: false });
  });

  it("waits for a person's own roll to be seen, even when skipping or instant", () => {
    expect(botWait(700, true, true)).toEqual({ captions: true, board: false, pastHeld: false });
    expect(botWait(0, false, true)).toEqual({ captions: true, board: false, pastHeld: false });
  });

  it('online, a held roll holds only its own screen: others wait for the move too', () => {
    expect(botWait(0, false, true, true)).toEqual({ captions: false, board: false, pastHeld: true });
    expect(botWait(700, false, true, true)).toEqual({ captions: true, board: true, pastHeld: true });
  });
});
