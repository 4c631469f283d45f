// A seat's rejoin link, `#/join/<room>?sig=…&seat=1&key=<secret>`: the join link with the seat and
// the new secret that takes it (the host makes it, host-rejoin.ts). Read by the joining flow only,
// not by routes.ts, so that the first download does not carry it.
export interface Rejoin { seat: number; key: string }

/** The seat and secret a join link names, when both are well formed (else it is a plain join link). */
export function rejoinOf(hash: string): Rejoin | undefined {
  const query = /^#\/join\/[^/?#]+\?(.*)$/.exec(hash);
  if (!query || hash.length > 2_000) return undefined;
  const q = new URLSearchParams(query[1]);
  const seat = Number(q.get('seat') ?? ''), key = q.get('key') ?? '';
  return q.has('seat') && Number.isInteger(seat) && seat >= 0 && seat < 16 && /^[0-9a-f]{32,64}$/.test(key) ? { seat, key } : undefined;
}

/** The rejoin link of `seat` with its secret `key`, from the room's join link. */
export const withRejoin = (join: string, seat: number, key: string) => `${join}${join.includes('?') ? '&' : '?'}seat=${seat}&key=${key}`;
