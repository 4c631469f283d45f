// Chocolatl's "since you looked" items (pure): the board elements (render/chocolatl/elements.ts ids)
// that others' moves and the round's resolution changed: offer columns, the city's huts and die,
// black dice taken, Pyramid stones laid ('stone:<box>') and boards that got an improvement.
import type { GameEvent } from '../../engine/types.ts';

export function changedItems(events: readonly GameEvent[], _viewer: number): string[] {
  const out: string[] = [];
  for (const e of events) {
    const seat = Number(e.seat);
    switch (e.type) {
      case 'offered': out.push(`col:${Number(e.loc)}:${seat}`); break;
      case 'blackDice': out.push(`col:${Number(e.loc)}:${seat}`); break;
      case 'hut': out.push('city:hut'); break;
      case 'cityChoice': if (e.take === 'die') out.push('city:die'); break;
      case 'blackDie': out.push(`held:${seat}`); break;
      case 'stone': out.push(`stone:${Number(e.box)}`); break;
      case 'improvement': out.push(`p${seat}`); break;
      default: break;
    }
  }
  return [...new Set(out)];
}
