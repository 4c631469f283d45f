// The Zapotec registry also carries the colour each seat chose, because its drawers need it.
import { KeyedRegistry } from '../core/registry.ts';
import type { CompId } from './targets.ts';

export type { Keyed } from '../core/registry.ts';

export class Registry extends KeyedRegistry<CompId> {
  /** The colour index each seat chose (see seatStyle); drawers read it through `reg`. */
  colors: readonly number[] = [];
}
