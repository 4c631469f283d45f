// What the host and a guest's device say of one seat, for the online tests where a seat changes
// device: the host's state hash and the view hash it computes for the seat, the guest's own view
// hash, their versions and the seat's status on the host.
import type { Page } from 'playwright-core';

type Meso = { hash(): string | null; version(): number; flush(): Promise<unknown>; viewHash(seat: number): string | null; seatStatus(seat: number): string | null };

export const probe = (page: Page, seat: number) => page.evaluate(async (s) => {
  const meso = (window as unknown as { __meso: Meso }).__meso;
  await meso.flush();
  return { hash: meso.hash(), seatHash: meso.viewHash(s), version: meso.version(), status: meso.seatStatus(s) };
}, seat).catch(() => ({ hash: null, seatHash: null, version: -1, status: null }));

/** Waits until the guest's own view is the one the host computes for `seat`, at the host's version. */
export async function agreed(host: Page, guest: Page, seat = 1, ms = 15_000): Promise<{ version: number; hash: string | null }> {
  let last = '';
  const start = Date.now();
  while (Date.now() - start < ms) {
    const [h, g] = await Promise.all([probe(host, seat), probe(guest, seat)]);
    last = JSON.stringify({ h, g });
    if (h.seatHash !== null && g.hash === h.seatHash && g.version === h.version) return { version: g.version, hash: g.hash };
    await guest.waitForTimeout(50);
  }
  throw new Error(`the guest never agreed with the host: ${last}`);
}

/** Waits until the host's game is past `version`. */
export const pastVersion = (host: Page, version: number, timeout = 10_000) =>
  host.waitForFunction((v) => (window as unknown as { __meso: Meso }).__meso.version() > v, version, { timeout });
