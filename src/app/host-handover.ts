// Pass the host, the hosted session's part: the room's word on a hand-over in progress, and the
// record the new host's device stores (src/app/pass-host.ts builds and checks it; the dialog and
// the move to a guest seat are in host-flow.ts).
import type { HostEvents } from '../net/host-types.ts';
import { handedRecord as handed } from './pass-host.ts';
import type { HostSession } from './host-session.ts';

/** Pass the host: the room's word on a hand-over in progress (declined, accepted, ready). */
export function onHandover(hs: HostSession, cb: (e: HostEvents['handover']) => void): () => void {
  return hs.room.on('handover', cb);
}

/** The record the device of seat `to` stores to host this room, and this device's seat from then on. */
export function handedRecord(hs: HostSession, to: number): ReturnType<typeof handed> {
  return handed(hs.currentRecord(), to);
}
