import type { Plugin } from 'vite';
export const COMPRESSIBLE: Set<string>;
export function precompressDir(dir: string): Promise<number>;
export function precompress(): Plugin;
