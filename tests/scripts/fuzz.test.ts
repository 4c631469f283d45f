// A short run of `npm run fuzz`: mutated real saves through the Import path and the home model,
// and hostile URL fragments through the router. The full run is 10,000 cases per target.
import { describe, expect, it } from 'vitest';
import { fuzzSaves } from '../../scripts/fuzz/saves.ts';
import { fuzzRoutes } from '../../scripts/fuzz/routes.ts';

describe('fuzz (short)', () => {
  it('200 mutated saves: no crash, nothing invalid stored, the home model intact', async () => {
    const lines: string[] = [];
    const report = await fuzzSaves(200, 'unit', (l) => lines.push(l));
    expect(lines).toEqual([]);
    expect(report).toMatchObject({ target: 'saves', cases: 200, crashes: 0, acceptedInvalid: 0, homeIntact: true });
    // Some mutants are still valid saves (a new name, date or id) and must be accepted, not refused wholesale.
    expect(report.accepted).toBeGreaterThan(10);
    expect(report.accepted).toBeLessThan(150);
  });

  it('1,000 URL fragments, a quarter of them damaged replay links: no crash', async () => {
    const lines: string[] = [];
    expect(await fuzzRoutes(1000, 'unit', (l) => lines.push(l))).toEqual({ target: 'routes', cases: 1000, crashes: 0 });
    expect(lines).toEqual([]);
  });
});
