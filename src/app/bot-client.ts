// Asks the bot worker for decisions, so the page never freezes while a bot thinks.
import type { BotRequest, BotResponse } from './bot-protocol.ts';

export interface BotClient {
  decide(request: Omit<BotRequest, 'id'>): Promise<BotResponse>;
  dispose(): void;
}

/** The worker starts on the first decision, so it is not part of the first download. */
export function workerBotClient(): BotClient {
  let worker: Worker | null = null;
  const waiting = new Map<number, (r: BotResponse) => void>();
  let next = 1;
  const start = (): Worker => {
    const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    w.addEventListener('message', (e: MessageEvent<BotResponse>) => {
      waiting.get(e.data.id)?.(e.data);
      waiting.delete(e.data.id);
    });
    w.addEventListener('error', (e) => {
      for (const [id, resolve] of waiting) resolve({ id, ok: false, reason: e.message || 'bot worker failed' });
      waiting.clear();
      worker = null; // a fresh worker next time
    });
    return w;
  };
  return {
    decide(request) {
      const id = next++;
      worker ??= start();
      const w = worker;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        w.postMessage({ ...request, id } satisfies BotRequest);
      });
    },
    dispose: () => { worker?.terminate(); worker = null; },
  };
}
