// The board's reading once the camera and the pieces have come to rest, without a fixed wait: the
// reading is taken every 150 ms from the first drawn frame and returned once it stayed the same
// over `steady` ms (the bench's readBoard waits 1.5 s first, which the tests paid some 40 times).
import type { Page } from 'playwright-core';
import type { BoardReading } from '../../scripts/bench/layout.ts';

// The bots move at full speed in these tests: on a loaded machine their moves (each a redraw) can
// keep the board changing for several seconds, hence the generous timeout.
export async function boardAtRest(page: Page, steady = 600, timeout = 20_000): Promise<BoardReading> {
  return page.evaluate(({ steady, timeout }) => new Promise<BoardReading>((resolve, reject) => {
    const meso = (window as unknown as { __meso: { board(): (BoardReading & { measured: number }) | null } }).__meso;
    const start = performance.now();
    let last = '', since = 0; const seen: string[] = [];
    const tick = () => {
      const r = meso.board();
      const now = performance.now();
      if (r !== null && r.measured > 0) {
        const reading = { minTextPx: r.minTextPx, minText: r.minText, share: r.share, rect: r.rect };
        const key = JSON.stringify(reading);
        if (key !== last) { last = key; since = now; seen.push(`${Math.round(now - start)}:${key}`); }
        else if (now - since >= steady) { resolve(reading); return; }
      }
      if (now - start > timeout) { reject(new Error(`board not at rest after ${timeout} ms: ${last}\n${seen.join('\n')}\n${document.querySelector('.own')?.className} ${document.querySelector('.board-notes')?.textContent}`)); return; }
      setTimeout(tick, 150);
    };
    tick();
  }), { steady, timeout });
}
