// The QR encoder: known values from the standard (format and version strings, a Reed-Solomon
// example), the structure of the symbol, and a small independent reader that takes the modules
// back to the text (unmask, zig-zag, de-interleave, syndromes of every block, byte mode).
import { describe, expect, it } from 'vitest';
import {
  ALIGNMENT, BLOCKS, MAX_VERSION, encodeQr, formatBits, gfMul, gfPow2, rawCodewords, reedSolomon, versionBits, versionFor,
  type EcLevel, type QrCode,
} from '../../src/ui/qr.ts';

// Format strings as printed in the standard's table (level bits, mask, BCH, XOR mask applied).
const FORMAT: Record<EcLevel, string[]> = {
  L: ['111011111000100', '111001011110011', '111110110101010', '111100010011101', '110011000101111', '110001100011000', '110110001000001', '110100101110110'],
  M: ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'],
};
const VERSION_INFO: Record<number, number> = { 7: 0x07c94, 8: 0x085bc, 9: 0x09a99, 10: 0x0a4d3 };

function maskFn(mask: number, r: number, c: number): boolean {
  switch (mask) {
    case 0: return (r + c) % 2 === 0;
    case 1: return r % 2 === 0;
    case 2: return c % 3 === 0;
    case 3: return (r + c) % 3 === 0;
    case 4: return (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0;
    case 5: return ((r * c) % 2) + ((r * c) % 3) === 0;
    case 6: return (((r * c) % 2) + ((r * c) % 3)) % 2 === 0;
    default: return (((r + c) % 2) + ((r * c) % 3)) % 2 === 0;
  }
}

/** A reader written apart from the encoder: it only knows where things are in the symbol. */
function read(code: QrCode): { text: string; ec: EcLevel; mask: number } {
  const { size } = code;
  const version = (size - 17) / 4;
  const at = (r: number, c: number) => code.modules[r * size + c]!;
  // Format, first copy: row 8 from column 0 (most significant bit), then up column 8.
  const first: [number, number][] = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  const second: [number, number][] = [
    ...[1, 2, 3, 4, 5, 6, 7].map((k): [number, number] => [size - k, 8]),
    ...[8, 7, 6, 5, 4, 3, 2, 1].map((k): [number, number] => [8, size - k]),
  ];
  const bitsOf = (cells: [number, number][]) => cells.map(([r, c]) => (at(r, c) ? '1' : '0')).join('');
  const fmt = bitsOf(first);
  expect(bitsOf(second)).toBe(fmt);
  const ec = (['L', 'M'] as const).find((l) => FORMAT[l].includes(fmt));
  if (!ec) throw new Error(`unknown format string ${fmt}`);
  const mask = FORMAT[ec].indexOf(fmt);
  if (version >= 7) {
    let bits = 0;
    for (let i = 17; i >= 0; i--) bits = (bits << 1) | (at(Math.floor(i / 3), size - 11 + (i % 3)) ? 1 : 0);
    expect(bits).toBe(VERSION_INFO[version]);
  }
  const centres = ALIGNMENT[version - 1]!;
  const last = centres[centres.length - 1];
  const isFunction = (r: number, c: number) => {
    if ((r < 9 && c < 9) || (r < 9 && c >= size - 8) || (r >= size - 8 && c < 9)) return true;
    if (r === 6 || c === 6) return true;
    if (version >= 7 && ((r < 6 && c >= size - 11 && c < size - 8) || (c < 6 && r >= size - 11 && r < size - 8))) return true;
    return centres.some((cr) => centres.some((cc) => !((cr === 6 && cc === 6) || (cr === 6 && cc === last) || (cr === last && cc === 6))
      && Math.abs(r - cr) <= 2 && Math.abs(c - cc) <= 2));
  };
  const bits: number[] = [];
  let up = true;
  for (let x = size - 1; x > 0; x -= 2) {
    if (x === 6) x--;
    for (let k = 0; k < size; k++) {
      const r = up ? size - 1 - k : k;
      for (const c of [x, x - 1]) if (!isFunction(r, c)) bits.push((at(r, c) !== maskFn(mask, r, c)) ? 1 : 0);
    }
    up = !up;
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((a, b) => a * 2 + b, 0));
  const spec = BLOCKS[ec][version - 1]!;
  const lengths = spec.groups.flatMap(([n, len]) => Array<number>(n).fill(len));
  const blocks = lengths.map(() => [] as number[]);
  let i = 0;
  for (let k = 0; k < Math.max(...lengths); k++) blocks.forEach((b, j) => { if (k < lengths[j]!) b.push(bytes[i++]!); });
  const ecs = lengths.map(() => [] as number[]);
  for (let k = 0; k < spec.ec; k++) ecs.forEach((e) => e.push(bytes[i++]!));
  blocks.forEach((b, j) => {
    const word = [...b, ...ecs[j]!];
    for (let s = 0; s < spec.ec; s++) {
      const x = gfPow2(s);
      expect(word.reduce((acc, v) => gfMul(acc, x) ^ v, 0), `syndrome ${s} of block ${j}`).toBe(0);
    }
  });
  const data = blocks.flat();
  const dataBits = data.flatMap((b) => Array.from({ length: 8 }, (_, k) => (b >> (7 - k)) & 1));
  const take = (n: number) => dataBits.splice(0, n).reduce((a, b) => a * 2 + b, 0);
  expect(take(4)).toBe(0b0100);
  const count = take(version < 10 ? 8 : 16);
  const text = new TextDecoder().decode(new Uint8Array(Array.from({ length: count }, () => take(8))));
  return { text, ec, mask };
}

describe('QR encoder', () => {
  it('computes the format strings of the standard for every mask at L and M', () => {
    for (const ec of ['L', 'M'] as const) {
      FORMAT[ec].forEach((s, mask) => expect(formatBits(ec, mask).toString(2).padStart(15, '0')).toBe(s));
    }
  });

  it('computes the version strings of versions 7 to 10', () => {
    for (const v of [7, 8, 9, 10]) expect(versionBits(v)).toBe(VERSION_INFO[v]);
  });

  it('reproduces the Reed-Solomon example of a version 1-M symbol', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('has block tables that fill each version exactly', () => {
    const expected = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346];
    for (let v = 1; v <= MAX_VERSION; v++) {
      expect(rawCodewords(v)).toBe(expected[v - 1]);
      for (const ec of ['L', 'M'] as const) {
        const spec = BLOCKS[ec][v - 1]!;
        expect(spec.groups.reduce((s, [n, len]) => s + n * (len + spec.ec), 0)).toBe(expected[v - 1]);
      }
    }
  });

  it('draws finder patterns, timing lines and the dark module where a reader expects them', () => {
    const code = encodeQr('http://192.168.1.20:8080/#/join/abcd2345');
    const { size } = code;
    const at = (r: number, c: number) => code.modules[r * size + c];
    for (const [top, left] of [[0, 0], [0, size - 7], [size - 7, 0]] as const) {
      for (let k = 0; k < 7; k++) {
        expect(at(top, left + k)).toBe(true);
        expect(at(top + 6, left + k)).toBe(true);
        expect(at(top + k, left)).toBe(true);
      }
      expect(at(top + 1, left + 1)).toBe(false);
      expect(at(top + 3, left + 3)).toBe(true);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(at(6, i)).toBe(i % 2 === 0);
      expect(at(i, 6)).toBe(i % 2 === 0);
    }
    expect(at(size - 8, 8)).toBe(true);
  });

  it('picks the smallest version that holds the text', () => {
    expect(versionFor(14, 'M')).toBe(1);
    expect(versionFor(15, 'M')).toBe(2);
    expect(versionFor(62, 'M')).toBe(4);
    expect(versionFor(84, 'M')).toBe(5);
    expect(versionFor(213, 'M')).toBe(10);
    expect(versionFor(214, 'M')).toBe(0);
    expect(() => encodeQr('x'.repeat(300))).toThrow();
  });

  it.each([
    ['A', 'M'],
    ['http://127.0.0.1:8080/#/join/abcd2345', 'M'],
    ['https://example.org/mesoamerica-table/#/join/k7mqz2pa', 'M'],
    ['https://a-rather-long-host-name.example.org/some/deeper/path/to/the/app/#/watch/k7mqz2pa', 'M'],
    ['Ocotlán · Mitla · Etla', 'L'],
    ['x'.repeat(150), 'L'],
    ['y'.repeat(213), 'M'],
  ] as const)('reads back %s (%s)', (text, ec) => {
    const code = encodeQr(text, ec);
    expect(code.size).toBe(17 + 4 * code.version);
    const back = read(code);
    expect(back).toEqual({ text, ec, mask: code.mask });
  });

  it('every mask gives a readable symbol', () => {
    for (let mask = 0; mask < 8; mask++) {
      const code = encodeQr('https://example.org/#/join/abcd2345', 'M', mask);
      expect(code.mask).toBe(mask);
      expect(read(code).text).toBe('https://example.org/#/join/abcd2345');
    }
  });
});
