// A tiny typed event emitter. A listener that throws is reported and never breaks the emitter.
export class Emitter<E extends object> {
  private listeners = new Map<keyof E, Set<(payload: never) => void>>();

  on<K extends keyof E>(event: K, cb: (payload: E[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as (payload: never) => void);
    return () => void set.delete(cb as (payload: never) => void);
  }

  emit<K extends keyof E>(event: K, payload: E[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const cb of [...set]) {
      try {
        (cb as (payload: E[K]) => void)(payload);
      } catch (error) {
        console.error(`net: a "${String(event)}" listener failed`, error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
