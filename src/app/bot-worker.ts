// The bot worker: decisions run here, off the page's thread. It receives only a seat's view.
import type { BotPrepare, BotRequest, BotResponse } from './bot-protocol.ts';
import { botFor } from '../games/index.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotRequest | BotPrepare>) => void) | null; postMessage(m: BotResponse): void };

scope.onmessage = (e) => {
  if ('prepare' in e.data) {
    try { botFor(e.data.game, e.data.level); } catch { /* the decision that follows reports it */ }
    return;
  }
  const { id, game, level, seat, view, seed, top } = e.data;
  const started = performance.now();
  try {
    const bot = botFor(game, level);
    if (!bot) throw new Error(`no ${level} bot for ${game}`);
    if (top) {
      // The bot's own pick first, then its next best as it rated them.
      const a = bot.analyse(view, seat, { seed });
      const ranked = [a.choice, ...a.ranked.map((r) => r.choice).filter((c) => c.id !== a.choice.id)].slice(0, top);
      scope.postMessage({ id, ok: true, choice: a.choice, ranked, ms: performance.now() - started });
      return;
    }
    const choice = bot.decide(view, seat, { seed });
    scope.postMessage({ id, ok: true, choice, ms: performance.now() - started });
  } catch (err) {
    scope.postMessage({ id, ok: false, reason: String((err as Error)?.message ?? err) });
  }
};
