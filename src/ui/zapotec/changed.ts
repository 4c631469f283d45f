// Zapotec's "since you looked" items (pure): the board elements (hits.ts ids) that the events of
// others' turns changed: sections built on, trade tiles bought or used, pyramids, ritual discs,
// sacrifice steps reached and tiles placed on a grid. Points and resources are in the summary.
import type { GameEvent } from '../../engine/types.ts';

export function changedItems(events: readonly GameEvent[], viewer: number): string[] {
  const out: string[] = [];
  for (const e of events) {
    const seat = Number(e.seat);
    switch (e.type) {
      case 'build': out.push(`space:${Number(e.space)}`); break;
      case 'buyTrade': out.push(`owned:${seat}:${Number(e.tile)}`, `trade:${Number(e.level)}:${Number(e.slot)}`); break;
      case 'useTrade': out.push(`owned:${seat}:${Number(e.tile)}`); break;
      case 'pyramid': out.push(`pyramid:${Number(e.pyramid)}`); break;
      case 'ritualDisc': out.push(`ritual:${Number(e.ritual)}`); break;
      case 'sacrifice': out.push(`step:${Number(e.to)}`); break;
      case 'placeTile': out.push(`cell:${seat}:${Number(e.cell)}`); break;
      // A card only the viewer sees: its own hand.
      case 'draw': if (seat === viewer) out.push(`hand:${seat}:${Number(e.card)}`); break;
      default: break;
    }
  }
  return [...new Set(out)];
}
