import { describe, expect, it } from 'vitest';
import { buttonsKey, isFinishing, splitChoices } from '../../src/ui/game-screen-choices.ts';

const c = (id: string) => ({ id }) as never;

describe('the action bar keeps the step’s finishing choice apart from the list', () => {
  it('a choice whose id starts with "end" is pinned, the rest stay in the list in order', () => {
    const builds = Array.from({ length: 18 }, (_, i) => c(`build:${i}`));
    const { list, finish } = splitChoices([...builds.slice(0, 9), c('endConstruction'), ...builds.slice(9)]);
    expect(finish.map((x: { id: string }) => x.id)).toEqual(['endConstruction']);
    expect(list.map((x: { id: string }) => x.id)).toEqual(builds.map((x: { id: string }) => x.id));
  });

  it('the presenter’s own mark wins over the id', () => {
    const marked = (x: { id: string }) => x.id === 'pass';
    expect(isFinishing(c('pass'), marked)).toBe(true);
    expect(isFinishing(c('end_turn'), marked)).toBe(false);
    expect(isFinishing(c('end_turn'))).toBe(true);
    expect(isFinishing(c('spend'))).toBe(false);
  });

  it('the buttons key changes with an id or a label, not otherwise', () => {
    const a = buttonsKey([{ id: 'x', label: 'X' }, { id: 'y', label: 'Y' }]);
    expect(buttonsKey([{ id: 'x', label: 'X' }, { id: 'y', label: 'Y' }])).toBe(a);
    expect(buttonsKey([{ id: 'x', label: 'X' }, { id: 'y', label: 'Y2' }])).not.toBe(a);
    expect(buttonsKey([{ id: 'y', label: 'Y' }, { id: 'x', label: 'X' }])).not.toBe(a);
  });
});
