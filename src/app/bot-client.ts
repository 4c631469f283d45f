// Asks the bot worker for decisions, so the page never freezes while a bot thinks.
import { isProgress, type BotPrepare, type BotProgress, type BotProgressMessage, type BotRequest, type BotResponse } from './bot-protocol.ts';

export type ProgressListener = (p: BotProgress) => void;

export interface BotClient {
  /** `onProgress` hears how far the decision is, about four times a second, until it is answered. */
  decide(request: Omit<BotRequest, 'id'>, onProgress?: ProgressListener): Promise<BotResponse>;
  /** When a game with bots starts: the worker makes them before their first decision (BotPrepare). */
  prepare(game: string, level: BotRequest['level']): void;
  dispose(): void;
}

/** How often the time a decision has taken is reported (ms). */
export const PROGRESS_EVERY_MS = 250;

interface Waiting { resolve(r: BotResponse): void; onProgress?: ProgressListener; started: number; timer: number; work?: { done: number; total: number } }

/** The worker starts with the first game that has bots, so it is not part of the first download. */
export function workerBotClient(): BotClient {
  let worker: Worker | null = null;
  const waiting = new Map<number, Waiting>();
  let next = 1;
  const finish = (id: number, r: BotResponse) => {
    const w = waiting.get(id);
    if (!w) return;
    clearInterval(w.timer);
    waiting.delete(id);
    w.resolve(r);
  };
  const report = (w: Waiting) => w.onProgress?.({ ms: performance.now() - w.started, ...w.work });
  const start = (): Worker => {
    const wk = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    wk.addEventListener('message', (e: MessageEvent<BotResponse | BotProgressMessage>) => {
      if (isProgress(e.data)) {
        const w = waiting.get(e.data.id);
        if (w) { w.work = e.data.progress; report(w); }
        return;
      }
      finish(e.data.id, e.data);
    });
    wk.addEventListener('error', (e) => {
      for (const id of [...waiting.keys()]) finish(id, { id, ok: false, reason: e.message || 'bot worker failed' });
      worker = null; // a fresh worker next time
    });
    return wk;
  };
  return {
    decide(request, onProgress) {
      const id = next++;
      worker ??= start();
      const wk = worker;
      return new Promise((resolve) => {
        const w: Waiting = { resolve, onProgress, started: performance.now(), timer: 0 };
        // The worker is busy deciding and cannot speak meanwhile: the page counts the time itself.
        if (onProgress) w.timer = window.setInterval(() => report(w), PROGRESS_EVERY_MS);
        waiting.set(id, w);
        wk.postMessage({ ...request, id } satisfies BotRequest);
      });
    },
    prepare(game, level) {
      worker ??= start();
      worker.postMessage({ prepare: true, game, level } satisfies BotPrepare);
    },
    dispose: () => {
      for (const w of waiting.values()) clearInterval(w.timer);
      worker?.terminate();
      worker = null;
    },
  };
}
