import { describe, expect, it } from 'vitest';
import { UpdateNotice } from '../../src/pwa/update-state.ts';

describe('the update bar', () => {
  it('shows once a new version waits, and stays through anything but "Later"', () => {
    const n = new UpdateNotice();
    expect(n.visible).toBe(false);
    n.need();
    expect(n.visible).toBe(true);
    n.need(); // the worker tells again: still one bar
    expect(n.visible).toBe(true);
  });

  it('"Later" hides it until the home screen opens again', () => {
    const n = new UpdateNotice();
    n.need();
    n.dismiss();
    expect(n.visible).toBe(false);
    n.atHome();
    expect(n.visible).toBe(true);
  });

  it('the home screen brings nothing back when no update waits', () => {
    const n = new UpdateNotice();
    n.atHome();
    expect(n.visible).toBe(false);
  });
});
