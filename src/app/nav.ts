// The app's own history, so the browser's Back (and Android's back gesture) behaves as in an app:
// every screen the player moves to is one history entry above the home screen's, a dialog is an
// entry too (Back closes it), and Back from a game lands on the home screen, never out of the app
// or on a blank page. Entries carry their depth ({ meso: n }, 0 = home) in history.state.
//
// The app draws screens at once; the history bookkeeping follows in a queue, because traversals
// (history.back/go) are asynchronous and a second one started before the first lands would be
// computed from the wrong entry.

type Entry = { kind: 'screen'; draw: () => void } | { kind: 'dialog'; close: () => void };

let depth = 0;
const entries = new Map<number, Entry>();
let queue: Promise<void> = Promise.resolve();
/** Set while one of our own traversals is under way: its popstate only updates the depth. */
let expecting: (() => void) | null = null;
/** Draws the screen of an entry we have no drawing for (after a reload): routes by the URL. */
let fallback: () => void = () => {};

const depthOf = (state: unknown): number | null => {
  const d = (state as { meso?: unknown } | null)?.meso;
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 ? d : null;
};

function enqueue(op: () => void | Promise<void>): Promise<void> {
  queue = queue.then(op).catch(() => {});
  return queue;
}

/**
 * Resolves once every history step queued so far has landed. A full navigation (a reload) started
 * while one of our traversals is still in flight would have the browser perform that traversal on
 * the next page, pulling the tab back to an older entry.
 */
export function navSettled(): Promise<void> { return queue; }

/** history.go(delta) as our own move: resolves when it has landed (or at once if the browser ignores it). */
function traverse(delta: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { expecting = null; resolve(); }, 600);
    expecting = () => { clearTimeout(timer); expecting = null; resolve(); };
    history.go(delta);
  });
}

function onPop(e: PopStateEvent): void {
  const to = depthOf(e.state);
  if (expecting) { if (to !== null) depth = to; expecting(); return; }
  // An entry the browser made for a followed or typed link: main.ts's hashchange routes it.
  if (to === null) return;
  const from = depth;
  depth = to;
  let screenChanged = to > from;
  // Back over open dialogs closes them; the screen under them stays as it is.
  for (let d = from; d > to; d--) {
    const entry = entries.get(d);
    entries.delete(d);
    if (entry?.kind === 'dialog') entry.close(); else screenChanged = true;
  }
  const target = entries.get(to);
  if (target?.kind === 'dialog') {
    // Forward into a dialog that is gone: step back over it.
    enqueue(() => traverse(-1));
    return;
  }
  if (screenChanged) (target?.kind === 'screen' ? target.draw : fallback)();
}

/**
 * Called once at start-up, before the first screen: an app opened on a deep link (a game, a room)
 * gets a home entry under it, so Back from there goes home rather than out of the app.
 */
export function initNav(drawHome: () => void, routeFromUrl: () => void): void {
  fallback = routeFromUrl;
  const known = depthOf(history.state);
  if (known !== null) depth = known;
  else if (location.hash) {
    const hash = location.hash;
    history.replaceState({ meso: 0 }, '', location.pathname + location.search);
    history.pushState({ meso: 1 }, '', hash);
    depth = 1;
  } else {
    history.replaceState({ meso: 0 }, '');
    depth = 0;
  }
  entries.set(0, { kind: 'screen', draw: drawHome });
  window.addEventListener('popstate', onPop);
}

const sameUrl = (url: string) => (url || '') === location.hash;

/**
 * A screen the player moved to: a new entry above the current one (the same URL as the current
 * entry's, e.g. a screen drawn again after Back, only refreshes its drawing). With `replace`, it
 * takes the current entry's place (a game started from the new-game form: Back goes home, not to
 * the form again).
 */
export function navScreen(url: string, draw: () => void, replace: (hash: string) => boolean = () => false): Promise<void> {
  return enqueue(() => {
    if (depth > 0 && (sameUrl(url) || replace(location.hash))) {
      history.replaceState({ meso: depth }, '', url || location.pathname + location.search);
    } else {
      depth++;
      history.pushState({ meso: depth }, '', url || location.pathname + location.search);
    }
    // Entries above this one are unreachable now (the browser dropped its forward list).
    for (const d of [...entries.keys()]) if (d > depth) entries.delete(d);
    entries.set(depth, { kind: 'screen', draw });
  });
}

/** The current entry's URL changed without a new screen (a room created, a game's save id known). */
export function navUrl(url: string): void {
  enqueue(() => { history.replaceState({ meso: depth }, '', url); });
}

/** The home screen is drawn: the history goes back to its entry (not a new one above the game). */
export function navHome(): void {
  enqueue(async () => {
    if (depth > 0) await traverse(-depth);
    else if (location.hash) history.replaceState({ meso: 0 }, '', location.pathname + location.search);
  });
}

/** An in-app Back button: the previous screen is drawn by the caller, the history steps back under it. */
export function navBack(): void {
  enqueue(async () => { if (depth > 0) await traverse(-1); });
}

/**
 * A dialog opened: Back closes it. Returns what its own closing (a button, Escape) calls, which
 * steps the history back over the dialog's entry.
 */
export function navDialog(close: () => void): () => void {
  let at = -1;
  enqueue(() => {
    depth++;
    at = depth;
    history.pushState({ meso: depth }, '', location.href);
    entries.set(depth, { kind: 'dialog', close });
  });
  return () => enqueue(async () => {
    if (at < 0 || entries.get(at)?.kind !== 'dialog') return; // already gone by Back
    entries.delete(at);
    if (depth === at) await traverse(-1);
  });
}
