// When a bot is asked, and what is done with its answer: the one policy wherever bots play (the
// authority of a local or an online game, a guest's own seat on autoplay). After every change, on
// a fresh task, each bot seat that owes a decision is asked once (one question per seat at a time)
// with its own view. An answer for a position that has moved on since is not played: the bot is
// asked again. A failed or illegal answer is reported and the first legal choice is played instead,
// so that a game never stalls on a bot. NOT_NOW (the screen that paces the bots is gone, or a person
// took the seat back) leaves the seat to be asked again at the next change or wake() (at once when
// one came while the question was out: a new screen attached meanwhile).
import type { Choice, Pending } from '../engine/types.ts';
import type { AiDriver, AiRequest, Outcome } from './host-types.ts';

import { NOT_NOW } from './authority.ts';

export { NOT_NOW };

/** What the bot turns read of a game and how they act in it. */
export interface BotTable<V = unknown> {
  /** False once the game is closed (or not started): nobody is asked. */
  live(): boolean;
  /** Whether a bot plays this seat now (a bot's seat, or a person's seat on autoplay). */
  isBot(seat: number): boolean;
  pending(): Pending[];
  /** Whether the seat owes a decision now (false once its secret pick is committed). */
  owes(seat: number): boolean;
  version(): number;
  view(seat: number): V;
  choices(seat: number): Choice[];
  /** Plays the answer with the same checks as a person's move. */
  act(seat: number, choice: unknown): Outcome | Promise<Outcome>;
}

export class BotTurns<V = unknown> {
  private readonly inFlight = new Set<number>();
  /** Seats woken for while their question was out: a NOT_NOW from them is asked again at once. */
  private readonly again = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly table: BotTable<V>,
    private readonly driver: AiDriver<V>,
    private readonly failed: (seat: number, reason: string) => void = (seat, reason) => console.error(`the bot for seat ${seat} failed: ${reason}`),
  ) {}

  /** After a change (or when a bot may play again): each bot seat that owes a decision is asked soon. */
  wake(): void {
    if (this.stopped || this.timer || !this.table.live()) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.ask();
    }, 0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private ask(): void {
    const t = this.table;
    if (this.stopped || !t.live()) return;
    for (const p of t.pending()) {
      const seat = p.seat;
      if (!t.isBot(seat) || !t.owes(seat)) continue;
      if (this.inFlight.has(seat)) {
        this.again.add(seat);
        continue;
      }
      this.again.delete(seat);
      const request: AiRequest<V> = { seat, kind: p.kind, version: t.version(), view: t.view(seat), choices: t.choices(seat) };
      this.inFlight.add(seat);
      Promise.resolve()
        .then(() => this.driver(request))
        .then(
          (choice) => this.answered(request, choice),
          (error: unknown) => {
            this.failed(seat, error instanceof Error ? error.message : String(error));
            this.answered(request, undefined);
          },
        );
    }
  }

  private answered(request: AiRequest<V>, choice: unknown): void {
    const { seat, version } = request;
    this.inFlight.delete(seat);
    const t = this.table;
    if (this.stopped || !t.live()) return;
    // Not played: the game moved on (ask again with the new view), or not now (wait for a change).
    if (t.version() !== version || choice === NOT_NOW) {
      if (t.version() !== version || this.again.has(seat)) this.wake();
      return;
    }
    if (!t.isBot(seat) || !t.owes(seat)) return this.wake();
    after(t.act(seat, choice), (res) => {
      if (res.ok) return this.wake();
      // An answer given (not a failure already told): say why it was refused, then play on.
      if (choice !== undefined) this.failed(seat, res.detail);
      const fallback = t.live() && t.isBot(seat) && t.owes(seat) ? t.choices(seat)[0] : undefined;
      if (fallback === undefined) return this.wake();
      after(t.act(seat, fallback), () => this.wake());
    });
  }
}

/** Runs `then` on an outcome given at once or later (a guest's moves go through its host). */
function after(out: Outcome | Promise<Outcome>, then: (res: Outcome) => void): void {
  if (out instanceof Promise) void out.then(then, () => then({ ok: false, reason: 'failed', detail: 'The move could not be sent.' }));
  else then(out);
}
