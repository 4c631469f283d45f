// A seed nobody chooses: the hash of the host's share and each seat's share, in seat order. Used by
// the first game's draw in the lobby (host-draw.ts, checked by every guest in guest-draw.ts) and by
// a rematch (host-rematch.ts). Shares come from crypto.getRandomValues at the edge, never from rules.
import { sha256Hex } from './sha256.ts';

/** The commitment to a share: what is shown before anyone reveals. */
export function shareCommit(share: string): string {
  return sha256Hex(share);
}

/** The seed: the host's share, then every seat's share (null: none) in seat order. */
export function jointSeed(hostShare: string, shares: ReadonlyMap<number, string | null>): string {
  const listed = [...shares].filter(([, s]) => s !== null).sort(([a], [b]) => a - b).map(([seat, s]) => `${seat}:${s}`);
  return sha256Hex([hostShare, ...listed].join('|'));
}
