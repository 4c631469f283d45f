// The game screen chrome's icons: our own 24×24 drawings with 2 px round strokes (visual.md §4),
// inline SVG in currentColor so they follow the theme and never depend on a font having the glyph.
// They are decoration: the button around each keeps its aria-label.
export type IconName = 'menu' | 'log' | 'zoomIn' | 'zoomOut' | 'fit' | 'bot' | 'up' | 'down' | 'close' | 'house';

const PATHS: Record<IconName, string> = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  // A scroll of lines: the game log.
  log: 'M6 4h12v16H6zM9 9h6M9 12h6M9 15h4',
  zoomIn: 'M5 12h14M12 5v14',
  zoomOut: 'M5 12h14',
  // Four corners pointing outwards: the whole board.
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  // A robot head: a bot or automa seat.
  bot: 'M6 9h12v10H6zM12 5v4M9.5 13.5v1M14.5 13.5v1M9 17h6',
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  // A cross: closes a sheet.
  close: 'M6 6l12 12M18 6L6 18',
  // A house: the seat on the host's device, online.
  house: 'M3 11l9-7 9 7M6 9v11h12V9M10 20v-5h4v5',
};

const NS = 'http://www.w3.org/2000/svg';

/** An inline icon, `size` CSS px square, hidden from assistive technology. */
export function icon(name: IconName, size = 24): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 24 24', width: size, height: size, fill: 'none', stroke: 'currentColor',
    'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false', class: `icon icon-${name}` }))
    svg.setAttribute(k, String(v));
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', PATHS[name]);
  svg.append(path);
  return svg;
}

/** The path data of an icon (for tests and CSS masks). */
export const iconPath = (name: IconName): string => PATHS[name];
