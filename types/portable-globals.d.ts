// The few globals every place the engine and the games run has (browser page, Web Worker, Node 20),
// declared for tsconfig.pure.json, which checks src/engine and src/games without the DOM or Node
// types: using anything else there (document, window, localStorage, process…) fails the type check.
declare const performance: { now(): number };
declare function structuredClone<T>(value: T): T;

declare class TextEncoder { encode(text: string): Uint8Array }
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(bytes: Uint8Array): string;
}

interface PortableReader {
  read(): Promise<{ done: true; value: undefined } | { done: false; value: Uint8Array }>;
  cancel(): Promise<void>;
}
interface PortableStream {
  pipeThrough(transform: { readable: PortableStream; writable: unknown }): PortableStream;
  getReader(): PortableReader;
}
type CompressionFormat = 'deflate' | 'deflate-raw' | 'gzip';
declare class CompressionStream { constructor(format: CompressionFormat); readonly readable: PortableStream; readonly writable: unknown }
declare class DecompressionStream { constructor(format: CompressionFormat); readonly readable: PortableStream; readonly writable: unknown }
type BlobPart = Uint8Array | string;
declare class Blob { constructor(parts: BlobPart[]); stream(): PortableStream }
