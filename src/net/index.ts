// The game-agnostic peer-to-peer layer: a host that is the only authority, guests that only ever
// see their own view, and the links between them (in memory for tests, PeerJS in the browser).
export * from './protocol.ts';
export * from './delta.ts';
export * from './secret.ts';
export { sha256Hex } from './sha256.ts';
export * from './transport.ts';
export * from './host.ts';
export * from './guest.ts';
export { openHost, joinRoom, peerOptions, peerIdOf, PeerLink, type PeerTransportOptions, type PeerHostEndpoint, type GuestEndpoint } from './peer-transport.ts';
