// Who answers a hosted room's bot seat: the screen showing the game (paced by its captions and its
// board, as in a local game) or, with no screen or the host's page out of sight, the bot worker at
// the room's pace, so that the guests never wait for the host to look.
import type { AiRequest } from '../net/host.ts';
import type { BotScreen } from './session.ts';

export interface HostPage {
  visible(): boolean;
  /** Calls back once the page is hidden; returns the unbind. */
  onHidden(cb: () => void): () => void;
}

/** A question out to the screen when the page hides goes to the worker; the screen's late answer is dropped. */
export function botAnswer(req: AiRequest, screen: BotScreen | null, page: HostPage | undefined, worker: () => Promise<unknown>): unknown {
  if (!screen || (page && !page.visible())) return worker();
  return new Promise((resolve, reject) => {
    const off = page?.onHidden(() => { off?.(); worker().then(resolve, reject); });
    Promise.resolve(screen.driver(req)).then((c) => { off?.(); resolve(c); }, (e: unknown) => { off?.(); reject(e); });
  });
}
