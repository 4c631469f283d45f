// The game-agnostic peer-to-peer layer: a host that is the only authority, guests that only ever
// see their own view, and the links between them (in memory for tests, PeerJS in the browser).
// The shared protocol constants and helpers (its field readers are the decoders' business).
export {
  PROTOCOL_VERSION, MAX_MESSAGE_BYTES, LIMITS, CHAT_REACTIONS, encode, cleanName, cleanChat,
  type PingMsg, type PongMsg, type ChatReaction, type DropReason, type Decoded,
} from './protocol-fields.ts';
export * from './protocol-guest.ts';
export * from './protocol-host.ts';
export * from './delta.ts';
export * from './secret.ts';
export { sha256Hex } from './sha256.ts';
export * from './transport.ts';
export * from './host.ts';
export * from './guest.ts';
export { openHost, joinRoom, peerOptions, peerIdOf, PeerLink, type PeerTransportOptions, type PeerHostEndpoint, type GuestEndpoint } from './peer-transport.ts';
