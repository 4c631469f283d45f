// A minimal PNG reader for test assertions (8-bit greyscale/RGB/RGBA, palette, non-interlaced:
// what Chromium writes for screenshots and what scripts/make-icons.mjs commits).
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row-major. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function readPngSize(png: Uint8Array): { width: number; height: number } {
  checkSignature(png);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function checkSignature(png: Uint8Array): void {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) throw new Error('not a PNG file');
}

export function decodePng(png: Uint8Array): DecodedPng {
  checkSignature(png);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let colourType = -1;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const bitDepth = data[8];
      colourType = data[9] ?? -1;
      const interlace = data[12];
      if (bitDepth !== 8 || interlace !== 0 || CHANNELS[colourType] === undefined) {
        throw new Error(`unsupported PNG: bit depth ${String(bitDepth)}, colour type ${colourType}, interlace ${String(interlace)}`);
      }
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const channels = CHANNELS[colourType];
  if (!channels || width === 0 || height === 0) throw new Error('PNG has no IHDR');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error('PNG data is truncated');

  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const dst = y * stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[src + x] ?? 0;
      const left = x >= channels ? (pixels[dst + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[dst - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[dst - stride + x - channels] ?? 0) : 0;
      let predictor: number;
      switch (filter) {
        case 0: predictor = 0; break;
        case 1: predictor = left; break;
        case 2: predictor = up; break;
        case 3: predictor = (left + up) >> 1; break;
        case 4: predictor = paeth(left, up, upLeft); break;
        default: throw new Error(`bad PNG filter ${String(filter)} on row ${y}`);
      }
      pixels[dst + x] = (value + predictor) & 0xff;
    }
  }

  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    const o = i * 4;
    const a = pixels[p] ?? 0;
    switch (colourType) {
      case 0: rgba.set([a, a, a, 255], o); break;
      case 4: rgba.set([a, a, a, pixels[p + 1] ?? 255], o); break;
      case 2: rgba.set([a, pixels[p + 1] ?? 0, pixels[p + 2] ?? 0, 255], o); break;
      case 6: rgba.set(pixels.subarray(p, p + 4), o); break;
      case 3: {
        const entry = palette?.subarray(a * 3, a * 3 + 3) ?? new Uint8Array(3);
        rgba.set([entry[0] ?? 0, entry[1] ?? 0, entry[2] ?? 0, transparency?.[a] ?? 255], o);
        break;
      }
    }
  }
  return { width, height, rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

export interface ColourStats {
  /** Number of distinct RGBA values. */
  distinct: number;
  /** Share (0..1) of the pixels that have the most common colour. */
  dominantShare: number;
}

export function colourStats(image: DecodedPng): ColourStats {
  const counts = new Map<number, number>();
  const { rgba } = image;
  for (let o = 0; o < rgba.length; o += 4) {
    const key = (((rgba[o] ?? 0) << 24) | ((rgba[o + 1] ?? 0) << 16) | ((rgba[o + 2] ?? 0) << 8) | (rgba[o + 3] ?? 0)) >>> 0;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let max = 0;
  for (const n of counts.values()) max = Math.max(max, n);
  const total = rgba.length / 4;
  return { distinct: counts.size, dominantShare: total > 0 ? max / total : 1 };
}

/** RGBA of the pixel at (x, y). */
export function pixelAt(image: DecodedPng, x: number, y: number): [number, number, number, number] {
  const o = (y * image.width + x) * 4;
  const { rgba } = image;
  return [rgba[o] ?? 0, rgba[o + 1] ?? 0, rgba[o + 2] ?? 0, rgba[o + 3] ?? 0];
}
