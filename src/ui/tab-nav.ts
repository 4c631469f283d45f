// Pure helpers of the board's tab-strip twin: which tab a key moves to (the WAI-ARIA tabs pattern
// for a horizontal tab list, wrapping at the ends) and whether a drawn tab is on the board.

export interface Box { x: number; y: number; w: number; h: number }

/** The index a key moves the focus to from tab `i` of `n`, or null when the key is not a tab-list key. */
export function tabKeyTarget(key: string, i: number, n: number): number | null {
  if (n <= 0) return null;
  switch (key) {
    case 'ArrowRight': return (i + 1) % n;
    case 'ArrowLeft': return (i - 1 + n) % n;
    case 'Home': return 0;
    case 'End': return n - 1;
    default: return null;
  }
}

/** Whether `r` lies on a w×h board (a pixel of rounding allowed); a zoomed camera can push the drawn tabs off it. */
export const onBoard = (r: Box, w: number, h: number): boolean => r.x >= -1 && r.y >= -1 && r.x + r.w <= w + 1 && r.y + r.h <= h + 1;
