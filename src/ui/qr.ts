// A small QR code encoder (ISO/IEC 18004, model 2): byte mode, error correction L or M,
// versions 1 to 40 (up to 2,953 bytes at L): an invite link, or a whole game as a replay link. The encoder is pure;
// qrSvg() draws the result as an SVG, dark modules on white with a 4-module quiet zone.
import { formatBits, reedSolomon, versionBits, type EcLevel } from './qr-codes.ts';
import { ALIGNMENT, BLOCKS, MAX_VERSION } from './qr-tables.ts';

export { formatBits, gfMul, gfPow2, reedSolomon, versionBits, type EcLevel } from './qr-codes.ts';
export { ALIGNMENT, BLOCKS, MAX_VERSION } from './qr-tables.ts';

export interface QrCode {
  version: number;
  ec: EcLevel;
  mask: number;
  /** Modules per side (17 + 4 × version), without the quiet zone. */
  size: number;
  /** Row-major, true = dark. */
  modules: boolean[];
}

// ---- the matrix ----

class Matrix {
  readonly dark: Uint8Array;
  readonly fixed: Uint8Array;
  constructor(readonly size: number) {
    this.dark = new Uint8Array(size * size);
    this.fixed = new Uint8Array(size * size);
  }
  set(row: number, col: number, dark: boolean): void {
    const i = row * this.size + col;
    this.dark[i] = dark ? 1 : 0;
    this.fixed[i] = 1;
  }
  isFixed(row: number, col: number): boolean {
    return this.fixed[row * this.size + col] === 1;
  }
  get(row: number, col: number): boolean {
    return this.dark[row * this.size + col] === 1;
  }
}

function drawFinder(m: Matrix, top: number, left: number): void {
  for (let dy = -1; dy <= 7; dy++) {
    for (let dx = -1; dx <= 7; dx++) {
      const r = top + dy;
      const c = left + dx;
      if (r < 0 || c < 0 || r >= m.size || c >= m.size) continue;
      const inside = dy >= 0 && dy <= 6 && dx >= 0 && dx <= 6;
      const ring = dy === 0 || dy === 6 || dx === 0 || dx === 6;
      const core = dy >= 2 && dy <= 4 && dx >= 2 && dx <= 4;
      m.set(r, c, inside && (ring || core));
    }
  }
}

/** Function patterns, with the format and version areas reserved (filled in later). */
function functionPatterns(version: number): Matrix {
  const size = 17 + 4 * version;
  const m = new Matrix(size);
  drawFinder(m, 0, 0);
  drawFinder(m, 0, size - 7);
  drawFinder(m, size - 7, 0);
  for (let i = 8; i < size - 8; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  const centres = ALIGNMENT[version - 1]!;
  const last = centres[centres.length - 1];
  for (const r of centres) {
    for (const c of centres) {
      if ((r === 6 && c === 6) || (r === 6 && c === last) || (r === last && c === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) m.set(r + dy, c + dx, Math.max(Math.abs(dy), Math.abs(dx)) !== 1);
    }
  }
  drawFormat(m, 0); // reserves the areas
  m.set(size - 8, 8, true); // the dark module
  if (version >= 7) drawVersion(m, version);
  return m;
}

function drawFormat(m: Matrix, bits: number): void {
  const size = m.size;
  const bit = (i: number) => ((bits >> i) & 1) === 1;
  // Around the top-left finder: bits 0-7 down column 8 (skipping the timing row), 8-14 along row 8.
  for (let i = 0; i <= 5; i++) m.set(i, 8, bit(i));
  m.set(7, 8, bit(6));
  m.set(8, 8, bit(7));
  m.set(8, 7, bit(8));
  for (let i = 9; i < 15; i++) m.set(8, 14 - i, bit(i));
  // The copy: bits 0-7 along row 8 under the top-right finder, 8-14 up column 8 beside the bottom-left one.
  for (let i = 0; i < 8; i++) m.set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) m.set(size - 15 + i, 8, bit(i));
}

function drawVersion(m: Matrix, version: number): void {
  const bits = versionBits(version);
  for (let i = 0; i < 18; i++) {
    const dark = ((bits >> i) & 1) === 1;
    const a = m.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    m.set(b, a, dark); // above-right block: 6 rows × 3 columns
    m.set(a, b, dark); // bottom-left block: 3 rows × 6 columns
  }
}

/** How many codewords a version holds (every module that is not a function pattern, in bytes). */
export function rawCodewords(version: number): number {
  const m = functionPatterns(version);
  let free = 0;
  for (let i = 0; i < m.fixed.length; i++) if (!m.fixed[i]) free++;
  return Math.floor(free / 8);
}

/** Visits the data modules in placement order: two-column strips from the right, snaking up and down. */
function* dataPositions(m: Matrix): Generator<[number, number]> {
  const size = m.size;
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing column is skipped whole
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const col of [right, right - 1]) if (!m.isFixed(row, col)) yield [row, col];
    }
    upward = !upward;
  }
}

const MASKS: readonly ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

export function maskAt(mask: number, row: number, col: number): boolean {
  return MASKS[mask]!(row, col);
}

/** The penalty score the standard uses to choose among the eight masks (lower is better). */
export function penalty(dark: ArrayLike<number>, size: number): number {
  let score = 0;
  const at = (r: number, c: number) => dark[r * size + c]!;
  const finderLike = [1, 0, 1, 1, 1, 0, 1];
  const scanLine = (get: (i: number) => number) => {
    let run = 1;
    for (let i = 1; i <= size; i++) {
      if (i < size && get(i) === get(i - 1)) run++;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    // 1:1:3:1:1 with four light modules on one side (the line's ends count as light).
    for (let i = 0; i + 7 <= size; i++) {
      if (!finderLike.every((v, k) => get(i + k) === v)) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || get(i - k) === 0);
      const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= size || get(i + 7 + k) === 0);
      if (lightBefore || lightAfter) score += 40;
    }
  };
  for (let r = 0; r < size; r++) scanLine((c) => at(r, c));
  for (let c = 0; c < size; c++) scanLine((r) => at(r, c));
  for (let r = 0; r + 1 < size; r++) {
    for (let c = 0; c + 1 < size; c++) {
      const v = at(r, c);
      if (v === at(r, c + 1) && v === at(r + 1, c) && v === at(r + 1, c + 1)) score += 3;
    }
  }
  let darkCount = 0;
  for (let i = 0; i < size * size; i++) darkCount += dark[i]!;
  score += 10 * Math.floor(Math.abs((darkCount * 100) / (size * size) - 50) / 5);
  return score;
}

function dataCapacity(version: number, ec: EcLevel): number {
  return BLOCKS[ec][version - 1]!.groups.reduce((sum, [n, len]) => sum + n * len, 0);
}

/** The smallest version that holds `bytes` bytes in byte mode, or 0. */
export function versionFor(bytes: number, ec: EcLevel): number {
  for (let v = 1; v <= MAX_VERSION; v++) {
    const countBits = v < 10 ? 8 : 16;
    if (4 + countBits + 8 * bytes <= dataCapacity(v, ec) * 8) return v;
  }
  return 0;
}

/** Mode, count, bytes, terminator and padding: exactly the version's data codewords. */
function dataCodewords(bytes: Uint8Array, version: number, ec: EcLevel): number[] {
  const capacity = dataCapacity(version, ec);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) push(b, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0; out.length < capacity; pad++) out.push(pad % 2 === 0 ? 0xec : 0x11);
  return out;
}

/** Splits into blocks, adds each block's error correction, interleaves. */
export function interleave(data: readonly number[], version: number, ec: EcLevel): number[] {
  const spec = BLOCKS[ec][version - 1]!;
  const blocks: number[][] = [];
  let at = 0;
  for (const [count, len] of spec.groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(at, at + len));
      at += len;
    }
  }
  const ecBlocks = blocks.map((b) => reedSolomon(b, spec.ec));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]!);
  for (let i = 0; i < spec.ec; i++) for (const b of ecBlocks) out.push(b[i]!);
  return out;
}

/** Encodes `text` (UTF-8, byte mode). Throws when it is too long for version 40. */
export function encodeQr(text: string, ec: EcLevel = 'M', forceMask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length, ec);
  if (version === 0) throw new Error(`QR: ${bytes.length} bytes do not fit in version ${MAX_VERSION}-${ec}`);
  const codewords = interleave(dataCodewords(bytes, version, ec), version, ec);
  const base = functionPatterns(version);
  const size = base.size;
  // Place the bits once; masks only flip the data modules.
  const placed = new Uint8Array(base.dark);
  const dataModule = new Uint8Array(size * size);
  let bitIndex = 0;
  const totalBits = codewords.length * 8;
  for (const [r, c] of dataPositions(base)) {
    const i = r * size + c;
    dataModule[i] = 1;
    // Remainder bits past the last codeword stay light.
    placed[i] = bitIndex < totalBits ? (codewords[bitIndex >> 3]! >> (7 - (bitIndex & 7))) & 1 : 0;
    bitIndex++;
  }
  let best: { mask: number; dark: Uint8Array; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    if (forceMask !== undefined && mask !== forceMask) continue;
    const m = new Matrix(size);
    m.dark.set(placed);
    m.fixed.set(base.fixed);
    for (let r = 0; r < size; r++) {
      for (let c = 0; c < size; c++) if (dataModule[r * size + c] && maskAt(mask, r, c)) m.dark[r * size + c]! ^= 1;
    }
    drawFormat(m, formatBits(ec, mask));
    const score = penalty(m.dark, size);
    if (!best || score < best.score) best = { mask, dark: m.dark, score };
  }
  return { version, ec, mask: best!.mask, size, modules: Array.from(best!.dark, (v) => v === 1) };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The level for a text of `bytes` bytes: M (about 15 % of the codewords may be lost) while version
 * 10 holds it, as every invite link; past that L, whose smaller symbol a phone camera resolves
 * better on a screen than M's extra redundancy helps (a long replay link).
 */
export function qrLevel(bytes: number): EcLevel {
  return versionFor(bytes, 'M') > 0 && versionFor(bytes, 'M') <= 10 ? 'M' : 'L';
}

/**
 * The code as an SVG image of `px` pixels square: a white square (quiet zone of 4 modules) and the
 * dark modules as one path. Colours come from the stylesheet (.qr-bg, .qr-ink); the style's
 * --qr-side is the modules across, quiet zone included, for a stylesheet sizing it by module.
 * Throws past 2,953 bytes.
 */
export function qrSvg(text: string, px: number, label: string): SVGSVGElement {
  const code = encodeQr(text, qrLevel(new TextEncoder().encode(text).length));
  const quiet = 4;
  const side = code.size + quiet * 2;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
  svg.setAttribute('width', String(px));
  svg.setAttribute('height', String(px));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('class', 'qr');
  svg.dataset.version = String(code.version);
  svg.style.setProperty('--qr-side', String(side));
  const bg = document.createElementNS(SVG_NS, 'rect');
  bg.setAttribute('width', String(side));
  bg.setAttribute('height', String(side));
  bg.setAttribute('class', 'qr-bg');
  // A run of dark modules along a row is one rectangle: a version 40 path stays a few dozen KB.
  let d = '';
  for (let r = 0; r < code.size; r++) {
    for (let c = 0; c < code.size; c++) {
      if (!code.modules[r * code.size + c]) continue;
      let run = 1;
      while (c + run < code.size && code.modules[r * code.size + c + run]) run++;
      d += `M${c + quiet} ${r + quiet}h${run}v1h-${run}z`;
      c += run - 1;
    }
  }
  const ink = document.createElementNS(SVG_NS, 'path');
  ink.setAttribute('d', d);
  ink.setAttribute('class', 'qr-ink');
  svg.append(bg, ink);
  return svg;
}
