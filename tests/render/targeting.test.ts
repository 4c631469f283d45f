import { describe, expect, it } from 'vitest';
import { facade } from '../../src/render/core/facade.ts';
import { groupTargets, nearestTarget } from '../../src/render/core/targeting.ts';

const at = (id: string, x = 0) => ({ id, comp: 'main', rect: { x, y: 0, w: 10, h: 10 }, labelKey: 'k', params: {} });

describe('shared target helpers', () => {
  it('groups choices by the element they point at, in the order the choices were listed', () => {
    const choices = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
    const where: Record<string, ReturnType<typeof at>[] | ReturnType<typeof at> | null> = {
      a: at('space:1'), b: null, c: [at('space:2'), at('space:1')], d: at('space:2'),
    };
    const out = groupTargets(choices, (c) => where[c.id]!);
    expect(out.map((t) => [t.id, t.choiceIds])).toEqual([['space:1', ['a', 'c']], ['space:2', ['c', 'd']]]);
  });

  it('gives a tap to the target whose centre is nearest among those under it', () => {
    const targets = [{ id: 'far', rect: { x: 0, y: 0, w: 100, h: 100 } }, { id: 'near', rect: { x: 50, y: 40, w: 20, h: 20 } }];
    expect(nearestTarget(targets, 58, 50)?.id).toBe('near');
    expect(nearestTarget(targets, 5, 5)?.id).toBe('far');
    expect(nearestTarget(targets, 500, 5)).toBeNull();
  });
});

describe('scene facade', () => {
  it('exposes only the listed methods, bound, and live read-only properties', () => {
    class Impl {
      count = 0;
      secret = 'hidden';
      bump(): number { return ++this.count; }
      get doubled(): number { return this.count * 2; }
    }
    const s = new Impl();
    const f = facade(s, ['bump'], ['doubled']);
    const bump = f.bump;
    expect(bump()).toBe(1);
    expect(f.doubled).toBe(2);
    expect(Object.keys(f).sort()).toEqual(['bump', 'doubled']);
    expect('secret' in f).toBe(false);
  });
});
