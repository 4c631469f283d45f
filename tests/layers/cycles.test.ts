// No import cycles anywhere under src/: every folder reads from the bottom up.
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, importsOf } from './imports.ts';

describe('import graph', () => {
  it('reads relative imports, re-exports and dynamic imports', () => {
    expect(importsOf('engine/ai/index.ts')).toContain('engine/ai/ismcts.ts');
    expect(importGraph().size).toBeGreaterThan(100);
  });

  it('finds a cycle when there is one', () => {
    const g = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(cycles(g)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no cycle under src/', () => {
    expect(cycles(importGraph())).toEqual([]);
  });
});
