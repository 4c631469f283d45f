// The import graph of src/, read from the source text: every relative `import … from`,
// `export … from` and `import('…')` between .ts files (type-only imports included: a cycle of
// types is still a cycle a reader has to untangle).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SRC = resolve(import.meta.dirname, '../../src');

/** Every .ts file under `dir`, as paths relative to src/. */
export function sourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sourceFiles(p));
    else if (e.name.endsWith('.ts')) out.push(relative(SRC, p));
  }
  return out.sort();
}

const SPEC = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^\s*import\s*['"](\.[^'"]+)['"]/gm;

/** The src/ files `file` imports (relative to src/). */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set<string>();
  for (const m of text.matchAll(SPEC)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    if (!spec.endsWith('.ts')) continue;
    out.add(relative(SRC, resolve(join(SRC, dirname(file)), spec)));
  }
  return [...out];
}

export function importGraph(): Map<string, string[]> {
  return new Map(sourceFiles().map((f) => [f, importsOf(f)]));
}

/** Every strongly connected group of more than one file (Tarjan), each sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>(), low = new Map<string, number>();
  const stack: string[] = [], on = new Set<string>(), out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index); low.set(v, index); index++;
    stack.push(v); on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; on.delete(w); group.push(w); } while (w !== v);
      const self = group.length === 1 && (graph.get(v) ?? []).includes(v);
      if (group.length > 1 || self) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}
