// The error-correcting codes of the QR encoder (qr.ts): Reed-Solomon over GF(256) for the data
// codewords, and the BCH codes that protect the format and version information.
/** Error correction level: L recovers about 7 % of the codewords, M about 15 %. */
export type EcLevel = 'L' | 'M';

const EC_BITS: Record<EcLevel, number> = { L: 1, M: 0 };

// ---- GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 ----

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

export function gfMul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

export function gfPow2(n: number): number {
  return EXP[n % 255]!;
}

/** The generator polynomial ∏(x − α^i), i < degree, highest power first (leading 1). */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((c, j) => {
      next[j] = next[j]! ^ c;
      next[j + 1] = next[j + 1]! ^ gfMul(c, EXP[i]!);
    });
    poly = next;
  }
  return poly;
}

/** Reed-Solomon error correction codewords of `data`. */
export function reedSolomon(data: readonly number[], ecCount: number): number[] {
  const gen = generator(ecCount);
  const work = [...data, ...new Array<number>(ecCount).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const factor = work[i]!;
    if (factor === 0) continue;
    for (let j = 1; j < gen.length; j++) work[i + j] = work[i + j]! ^ gfMul(gen[j]!, factor);
  }
  return work.slice(data.length);
}

// ---- BCH codes of the format and version information ----

function bitLength(n: number): number {
  return n === 0 ? 0 : 32 - Math.clz32(n);
}

/** Remainder of value·x^degree divided by `poly` (degree = poly's degree), over GF(2). */
function bchRemainder(value: number, poly: number): number {
  const degree = bitLength(poly) - 1;
  let rem = value << degree;
  for (let bit = bitLength(rem) - 1; bit >= degree; bit--) {
    if (rem & (1 << bit)) rem ^= poly << (bit - degree);
  }
  return rem;
}

/** The 15 format bits (level + mask, BCH(15,5), XOR 101010000010010). */
export function formatBits(ec: EcLevel, mask: number): number {
  const data = (EC_BITS[ec] << 3) | mask;
  return ((data << 10) | bchRemainder(data, 0b10100110111)) ^ 0b101010000010010;
}

/** The 18 version bits (versions 7 and up, BCH(18,6)). */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0b1111100100101);
}
