// Captures a small picture of the board on screen (the Pixi canvas keeps its drawing buffer, so it
// can be read at any time) for the home screen's Continue list.

export const THUMB_W = 192;
export const THUMB_H = 144;

/** One colour all over (a board not drawn yet, a lost context), judged on every 7th pixel. */
export function flat(rgba: Uint8ClampedArray): boolean {
  let lo = 255;
  let hi = 0;
  for (let i = 0; i + 2 < rgba.length; i += 28) {
    const v = (rgba[i]! * 2 + rgba[i + 1]! * 5 + rgba[i + 2]!) >> 3;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi - lo < 8;
}

/** A WebP (or JPEG where WebP cannot be encoded) data URL of `root`'s board canvas, or null. */
export function captureBoard(root: ParentNode): { url: string; w: number; h: number } | null {
  const source = root.querySelector<HTMLCanvasElement>('.board-host canvas');
  if (!source || source.width < 8 || source.height < 8) return null;
  try {
    const c = document.createElement('canvas');
    c.width = THUMB_W;
    c.height = THUMB_H;
    const g = c.getContext('2d');
    if (!g) return null;
    // Cover-crop the middle of the board into the 4:3 frame.
    const scale = Math.max(THUMB_W / source.width, THUMB_H / source.height);
    const sw = THUMB_W / scale;
    const sh = THUMB_H / scale;
    g.drawImage(source, (source.width - sw) / 2, (source.height - sh) / 2, sw, sh, 0, 0, THUMB_W, THUMB_H);
    if (flat(g.getImageData(0, 0, THUMB_W, THUMB_H).data)) return null; // not drawn yet: keep the emblem
    let url = c.toDataURL('image/webp', 0.7);
    if (!url.startsWith('data:image/webp')) url = c.toDataURL('image/jpeg', 0.7);
    return { url, w: THUMB_W, h: THUMB_H };
  } catch {
    return null; // a tainted or lost canvas: the emblem shows instead
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pendingFor: (() => void) | null = null;

/**
 * After the game autosaves: a new picture once the game has been still for 2 s (the board has
 * drawn the move by then). Not while bots play fast: reading the WebGL canvas back waits for the
 * GPU to finish every queued frame (a stall of several frames in software WebGL), and leaving or
 * hiding the page captures the board as it is anyway. `store` writes it.
 */
export function scheduleThumb(root: ParentNode, id: string, store: (id: string, url: string, w: number, h: number) => unknown): void {
  pendingFor = () => { const pic = captureBoard(root); if (pic) void store(id, pic.url, pic.w, pic.h); };
  clearTimeout(timer);
  timer = setTimeout(() => { timer = undefined; const run = pendingFor; pendingFor = null; run?.(); }, 2000);
}

/** Leaving the game screen: the picture of the board as it is now, and no later one. */
export function captureThumbNow(root: ParentNode, id: string, store: (id: string, url: string, w: number, h: number) => unknown): void {
  clearTimeout(timer);
  timer = undefined;
  pendingFor = null;
  const pic = captureBoard(root);
  if (pic) void store(id, pic.url, pic.w, pic.h);
}
