// One simultaneous secret decision (a card pick, say; see GameModule.secretKinds): every seat owing it commits to a hash of
// its choice and a salt; only when all have committed are reveals accepted, each checked against
// its commitment. A seat may commit again until it has revealed (a guest that lost its pick after
// a reload chooses again); nothing a seat reveals is sent to anyone before the choices are applied.
import type { SecretPhase } from './protocol-host.ts';
import { commitHash, sameSecret } from './secret.ts';

export type RoundRefusal = 'not-in-round' | 'already-revealed' | 'not-all-committed' | 'not-committed' | 'reveal-mismatch';

export class SecretRound {
  private commits = new Map<number, string>();
  private reveals = new Map<number, unknown>();

  constructor(readonly id: string, readonly kind: string, readonly seats: readonly number[]) {}

  get stage(): 'commit' | 'reveal' {
    return this.seats.every((s) => this.commits.has(s)) ? 'reveal' : 'commit';
  }

  has(seat: number): boolean {
    return this.seats.includes(seat);
  }

  hasCommitted(seat: number): boolean {
    return this.commits.has(seat);
  }

  hasRevealed(seat: number): boolean {
    return this.reveals.has(seat);
  }

  commit(seat: number, hash: string): RoundRefusal | null {
    if (!this.has(seat)) return 'not-in-round';
    if (this.reveals.has(seat)) return 'already-revealed';
    this.commits.set(seat, hash);
    return null;
  }

  reveal(seat: number, choice: unknown, salt: string): RoundRefusal | null {
    if (!this.has(seat)) return 'not-in-round';
    if (this.reveals.has(seat)) return 'already-revealed';
    if (this.stage !== 'reveal') return 'not-all-committed';
    const committed = this.commits.get(seat);
    if (committed === undefined) return 'not-committed';
    if (!sameSecret(commitHash(choice, salt), committed)) return 'reveal-mismatch';
    this.reveals.set(seat, choice);
    return null;
  }

  /** Forgets a seat's commitment and reveal: it must choose again. */
  drop(seat: number): void {
    this.commits.delete(seat);
    this.reveals.delete(seat);
  }

  allRevealed(): boolean {
    return this.seats.every((s) => this.reveals.has(s));
  }

  /** The revealed choices in seat order: the order they are applied in. */
  revealed(): { seat: number; choice: unknown }[] {
    return [...this.seats].sort((a, b) => a - b).map((seat) => ({ seat, choice: this.reveals.get(seat) }));
  }

  info(): SecretPhase {
    return { round: this.id, kind: this.kind, seats: [...this.seats], committed: this.seats.filter((s) => this.commits.has(s)), stage: this.stage };
  }
}
