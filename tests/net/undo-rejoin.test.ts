// Undo after a rejoin: the host says with each view whether it would take the seat's last move
// back, so a guest that reloaded (a whole view, no memory of its moves) can still undo it.
import { afterEach, describe, expect, it } from 'vitest';
import { makeRng } from '../../src/engine/rng.ts';
import { undoBlocker } from '../../src/engine/match.ts';
import { memoryGuestStorage } from '../../src/net/guest.ts';
import { autoplayGuest, autoplayLocal, makeGuest, makeHost, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

describe('undo after a rejoin', () => {
  it('is offered by the host and accepted exactly as before the rejoin', async () => {
    const rng = makeRng('undo-rejoin');
    const { host, hub, detach } = makeHost({ players: 2, seed: 'undo-rejoin', seats: [{ kind: 'local' }, { kind: 'remote' }] });
    const storage = memoryGuestStorage();
    const g1 = makeGuest({ hub, name: 'Ana', storage });
    cleanups.push(() => { g1.leave(); host.close(); detach(); });
    expect(await g1.join()).toEqual({ ok: true });
    host.start();
    const undoable = () => undoBlocker(host.currentMatch, 1) === null;
    const stops = [autoplayLocal(host, [0], rng, undefined, undoable), autoplayGuest(g1, rng, undefined, undoable)];
    await waitFor(() => undoable() && g1.version === host.version, 'an undoable guest move');
    stops.forEach((s) => s());
    expect(g1.canUndo).toBe(true);

    g1.leave(); // the page reloads
    const g2 = makeGuest({ hub, name: 'Ana', storage });
    cleanups.push(() => g2.leave());
    expect(await g2.join()).toEqual({ ok: true });
    await waitFor(() => g2.version === host.version, 'the whole view');
    expect(g2.canUndo).toBe(true);
    const v = host.version;
    expect(await g2.undo()).toEqual({ ok: true });
    expect(host.version).toBeGreaterThan(v);
  });
});
