import type { EventEmitter } from 'node:events';

/** How long after a socket's close its peers are told. */
export const LEAVE_DELAY_MS: number;

/** Reports (LEAVE) a peer whose signalling socket closed to the peers it signalled with. */
export function tellPartnersOnLeave(peerServer: EventEmitter, closing: () => boolean): void;
