// A function that lives in a chunk loaded on first use (kept out of the first download). Once the
// chunk is in, calls answer at once instead of a task later: a confirm it words then opens in the
// same task as the key press or tap that asked for it, before the next key is handled.

export function lazyCall<M, A extends unknown[], R>(load: () => Promise<M>, call: (m: M, ...args: A) => R): (...args: A) => R | Promise<R> {
  let loaded: M | undefined;
  return (...args) => (loaded !== undefined ? call(loaded, ...args) : load().then((m) => call((loaded = m), ...args)));
}
