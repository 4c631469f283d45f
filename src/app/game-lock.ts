// One tab plays a given local game: it holds a Web Lock named after the save while the game is on
// screen. A second tab finds the lock taken and shows "open in another tab" instead of a second
// copy that would write the same save; its "Continue here" asks the holder (BroadcastChannel) to
// save and step back home, then takes the lock. A holder that does not answer (a frozen tab) has
// the lock stolen after a few seconds, and learns of it when its lock request fails.

const lockName = (id: string) => `meso-game:${id}`;
const HAND_OVER_WAIT_MS = 4000;

/** The game this tab holds, and how to let it go. */
let held: { id: string; release: () => void } | null = null;
/** Called when another tab takes the held game over (set by the flow that shows games). */
let lost: (id: string) => Promise<void> = async () => {};

const locks = (): LockManager | null => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null);

let channel: BroadcastChannel | null = null;
function bus(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel('meso-games');
  channel.onmessage = (e: MessageEvent) => {
    const msg = e.data as { type?: unknown; id?: unknown } | null;
    if (msg?.type === 'hand-over' && typeof msg.id === 'string' && held?.id === msg.id) void lost(msg.id);
  };
  return channel;
}

export function onGameTakenOver(cb: (id: string) => Promise<void>): void { lost = cb; }

/** Holds `id`'s lock through `mode`'s request; resolves true once held, false if not granted. */
function hold(id: string, options: LockOptions): Promise<boolean> {
  const manager = locks()!;
  return new Promise((resolve) => {
    manager.request(lockName(id), options, (lock) => {
      if (!lock) { resolve(false); return undefined; }
      releaseGame();
      return new Promise<void>((release) => { held = { id, release }; resolve(true); });
    }).catch(() => {
      // Stolen by a tab that took the game over (or the wait was given up): no longer ours.
      if (held?.id === id) { held = null; void lost(id); }
      resolve(false);
    });
  });
}

/** True when this tab may play `id` (it holds it now); false when another tab does. */
export async function claimGame(id: string): Promise<boolean> {
  bus();
  if (held?.id === id) return true;
  if (!locks()) return true; // no Web Locks (an old browser): as before, nothing to coordinate
  return hold(id, { ifAvailable: true });
}

/** "Continue here": the other tab saves and goes home, then this one holds the game. */
export async function takeOverGame(id: string): Promise<void> {
  if (!locks()) return;
  bus()?.postMessage({ type: 'hand-over', id });
  const ok = await hold(id, { signal: AbortSignal.timeout(HAND_OVER_WAIT_MS) });
  if (!ok) await hold(id, { steal: true });
}

/** Leaving the game (home, another game): other tabs may open it now. */
export function releaseGame(): void {
  held?.release();
  held = null;
}
