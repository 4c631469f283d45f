// What things cost a given player, after sacrifice-step discounts and trade-tile effects.
import { BUILD_COST, R, TRADE_BASE_COST, type BasicResource, type BuildingType, type Resource } from './data.ts';
import { tradeTileOf, type PlayerState } from './types.ts';

export function tradeCost(p: PlayerState, level: 1 | 2 | 3): number {
  let cost = TRADE_BASE_COST[level - 1]!;
  if (level === 2 && p.sacrifice >= 3) cost -= 1;
  if (level === 3 && p.sacrifice >= 6) cost -= 2;
  return Math.max(1, cost);
}

/** Regular building cost; Z31-Z33 replace a type's cost by one resource. */
export function buildCost(p: PlayerState, type: BuildingType | 'palace'): readonly BasicResource[] {
  if (type !== 'palace')
    for (const owned of p.trade) {
      const e = tradeTileOf(owned.id).effect;
      if (e.kind === 'cost' && e.type === type) return [e.pay];
    }
  return BUILD_COST[type];
}

export function canPay(p: PlayerState, cost: readonly Resource[]): boolean {
  const need = [0, 0, 0, 0, 0, 0];
  for (const r of cost) need[R[r]]!++;
  return need.every((n, i) => p.res[i]! >= n);
}

export function pay(p: PlayerState, cost: readonly Resource[]): void {
  for (const r of cost) p.res[R[r]]!--;
}

export function owns(p: PlayerState, id: number): boolean {
  return p.trade.some((t) => t.id === id);
}

export const ritualNeedsPriest = (p: PlayerState): boolean => p.sacrifice < 9;
