// Clear endings: a host that closes its room tells every guest at once (a fatal 'room-closed'),
// and the guests keep their seat secret so that a reopened room takes them back.
import { afterEach, describe, expect, it } from 'vitest';
import { memoryGuestStorage } from '../../src/net/guest.ts';
import { makeGuest, makeHost, waitFor } from './helpers.ts';

const cleanups: (() => void)[] = [];
afterEach(() => { while (cleanups.length) cleanups.pop()!(); });

describe('room closed', () => {
  it('tells a waiting guest and a playing guest, who keep their seat secret', async () => {
    const { host, hub, detach } = makeHost({ players: 3, seed: 'closed', seats: [{ kind: 'local' }, { kind: 'remote' }, { kind: 'remote' }] });
    const storage = memoryGuestStorage();
    const g1 = makeGuest({ hub, name: 'Ana', storage });
    const g2 = makeGuest({ hub, name: 'Bo' });
    cleanups.push(() => { g1.leave(); g2.leave(); detach(); });
    expect(await g1.join()).toEqual({ ok: true });
    expect(await g2.join()).toEqual({ ok: true });
    const statuses: string[] = [];
    g1.on('status', (e) => statuses.push(`${e.status}:${e.reason ?? ''}`));
    g2.on('status', (e) => statuses.push(`${e.status}:${e.reason ?? ''}`));
    host.close(true);
    await waitFor(() => g1.status === 'refused' && g2.status === 'refused', 'both guests told', 2_000);
    expect(statuses).toEqual(['refused:room-closed', 'refused:room-closed']);
    expect(storage.records.get('testroom')).toMatchObject({ seat: 1 });
  });
});
