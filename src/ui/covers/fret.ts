// The step-fret (greca) band of visual.md: a row of square spiral hooks, as one SVG path. Drawn by
// code so every band (the wordmark, each cover) repeats the same unit at any width.

/** A path of `count` hooks, each `unit` wide, standing on the line y = `base`, starting at x = `x`. */
export function fretPath(x: number, base: number, unit: number, count: number): string {
  const s = unit / 12; // the hook is drawn on a 12-unit grid
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x0 = x + i * unit;
    // Along the base, up the right side, back left, down, and a short step in: the spiral hook.
    parts.push(`M${x0} ${base}h${12 * s}v${-8 * s}h${-9 * s}v${4 * s}h${5 * s}`);
  }
  return parts.join('');
}
