// Framing for data channels that cannot carry big messages: a message longer than one chunk is sent
// as numbered pieces and put back together on the other side. Frames are strings:
//   "{...}"                 a whole message (every protocol message is a JSON object)
//   "~<id>:<i>:<n>:<text>"  piece i (0-based) of n of message id (base 36)
import { MAX_MESSAGE_BYTES } from './protocol-fields.ts';

export const CHUNK_CHARS = 16 * 1024;
const MAX_PIECES = 4096;

export function splitMessage(data: string, id: number, chunkChars = CHUNK_CHARS): string[] {
  if (data.length <= chunkChars && data.charCodeAt(0) !== 0x7e) return [data];
  const tag = id.toString(36);
  const out: string[] = [];
  let pos = 0;
  const pieces: string[] = [];
  // Never cut a surrogate pair in two: a lone half would not survive UTF-8 encoding.
  while (pos < data.length) {
    let end = Math.min(data.length, pos + chunkChars);
    const last = data.charCodeAt(end - 1);
    if (end < data.length && last >= 0xd800 && last <= 0xdbff) end = end - 1 > pos ? end - 1 : end + 1;
    pieces.push(data.slice(pos, end));
    pos = end;
  }
  if (pieces.length === 0) pieces.push('');
  pieces.forEach((piece, i) => out.push(`~${tag}:${i}:${pieces.length}:${piece}`));
  return out;
}

export type FrameResult = { message: string } | { partial: true } | { error: string };

/** Puts pieces back together. Pieces of one message arrive in order (reliable, ordered channel). */
export class Reassembler {
  private id = '';
  private expected = 0;
  private next = 0;
  private parts: string[] = [];
  private chars = 0;

  constructor(private readonly maxChars = MAX_MESSAGE_BYTES) {}

  push(frame: unknown): FrameResult {
    if (typeof frame !== 'string') return { error: 'frame is not text' };
    if (frame.charCodeAt(0) !== 0x7e) {
      this.reset();
      return { message: frame };
    }
    const header = /^~([0-9a-z]{1,8}):(\d{1,5}):(\d{1,5}):/.exec(frame.slice(0, 32));
    if (!header) return this.fail('malformed piece header');
    const [head, id, iText, nText] = header as unknown as [string, string, string, string];
    const i = Number(iText), n = Number(nText);
    if (n < 1 || n > MAX_PIECES || i >= n) return this.fail('bad piece numbers');
    if (i === 0) {
      this.reset();
      this.id = id;
      this.expected = n;
    } else if (id !== this.id || i !== this.next || n !== this.expected) return this.fail('piece out of order');
    const text = frame.slice(head.length);
    this.chars += text.length;
    if (this.chars > this.maxChars) return this.fail('message too large');
    this.parts.push(text);
    this.next = i + 1;
    if (this.next < n) return { partial: true };
    const message = this.parts.join('');
    this.reset();
    return { message };
  }

  private fail(error: string): FrameResult {
    this.reset();
    return { error };
  }

  private reset(): void {
    this.id = '';
    this.expected = 0;
    this.next = 0;
    this.parts = [];
    this.chars = 0;
  }
}
