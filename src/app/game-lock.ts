// One tab plays a given local game: it holds a Web Lock named after the save while the game is on
// screen. A second tab finds the lock taken and shows "open in another tab" instead of a second
// copy that would write the same save; its "Continue here" asks the holder (BroadcastChannel) to
// save and step back home, then takes the lock. A holder that does not answer (a frozen tab) has
// the lock stolen after a few seconds, and learns of it when its lock request fails.
//
// The second tab also keeps a request queued while it shows "open in another tab": a closing tab
// lets go of its lock only once its page is gone (after its unload work, which may take a while on
// a busy device), so a game opened right after its tab closed finds it still held; the queued
// request is granted the moment it is free and the game then opens by itself.

const lockName = (id: string) => `meso-game:${id}`;
const HAND_OVER_WAIT_MS = 4000;

/** The game this tab holds, and how to let it go (`leaving`: let go once its last save is written). */
let held: { id: string; release: () => void; leaving: boolean } | null = null;
/** The queued request of an "open in another tab" screen. */
let waiting: AbortController | null = null;
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

function letGo(): void {
  held?.release();
  held = null;
}

/** Holds `id`'s lock through `mode`'s request; resolves true once held, false if not granted. */
function hold(id: string, options: LockOptions): Promise<boolean> {
  const manager = locks()!;
  return new Promise((resolve) => {
    manager.request(lockName(id), options, (lock) => {
      if (!lock) { resolve(false); return undefined; }
      // Another game held before: let go now, or (one being left) once its last save is written.
      if (held && !held.leaving) held.release();
      return new Promise<void>((release) => { held = { id, release, leaving: false }; resolve(true); });
    }).catch(() => {
      // Stolen by a tab that took the game over (or the wait was given up): no longer ours.
      if (held?.id === id) { held = null; void lost(id); }
      resolve(false);
    });
  });
}

function stopWaiting(): void {
  waiting?.abort();
  waiting = null;
}

/** True when this tab may play `id` (it holds it now); false when another tab does. */
export async function claimGame(id: string): Promise<boolean> {
  bus();
  stopWaiting();
  if (held?.id === id) { held.leaving = false; return true; }
  if (!locks()) return true; // no Web Locks (an old browser): as before, nothing to coordinate
  return hold(id, { ifAvailable: true });
}

/**
 * The "open in another tab" screen: resolves true once this tab holds `id` (the other tab closed,
 * or went home), false when the wait was given up (this tab moved on, or took the game over).
 */
export function awaitGame(id: string): Promise<boolean> {
  stopWaiting();
  if (!locks()) return Promise.resolve(false);
  const wait = new AbortController();
  waiting = wait;
  return hold(id, { signal: wait.signal }).then((ok) => {
    if (waiting === wait) waiting = null;
    return ok;
  });
}

/** "Continue here": the other tab saves and goes home, then this one holds the game. */
export async function takeOverGame(id: string): Promise<void> {
  stopWaiting();
  if (!locks()) return;
  bus()?.postMessage({ type: 'hand-over', id });
  const ok = await hold(id, { signal: AbortSignal.timeout(HAND_OVER_WAIT_MS) });
  if (!ok) await hold(id, { steal: true });
}

/**
 * Leaving the game (home, another game): other tabs may open it now. With `saved`, the lock is let
 * go once the game's last autosave is written, so a tab waiting for it reads the final save; coming
 * back to the same game before that keeps it.
 */
export function releaseGame(saved?: Promise<unknown>): void {
  stopWaiting();
  const leaving = held;
  if (!leaving) return;
  if (!saved) return letGo();
  leaving.leaving = true;
  void saved.catch(() => {}).then(() => {
    if (!leaving.leaving) return; // the same game was opened again meanwhile: still ours
    leaving.release();
    if (held === leaving) held = null;
  });
}

/** The page is going away: whatever is held is let go now rather than when the page is destroyed. */
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', (e: PageTransitionEvent) => { if (!e.persisted) { stopWaiting(); letGo(); } });
}
