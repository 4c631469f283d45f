// Chocolatl's keyed pieces (see core/registry.ts), keyed by its component ids.
import { KeyedRegistry } from '../core/registry.ts';
import type { CompId } from './targets.ts';

export type { Keyed } from '../core/registry.ts';

export class Registry extends KeyedRegistry<CompId> {}
