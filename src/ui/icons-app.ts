// Line icons for the app's chrome (not the board): 24-grid, 2 px round strokes in currentColor, so
// they follow the button's text colour in both themes. SVG instead of emoji or font glyphs, which
// may be missing (the 🗑 emoji shows as an empty box on Linux Chromium).
const PATHS = {
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7',
  install: 'M12 3v12M7 10l5 5 5-5M4 15v5h16v-5',
  close: 'M6 6l12 12M18 6L6 18',
  share: 'M12 3v12M8 7l4-4 4 4M5 12v8h14v-8',
  replay: 'M4 12a8 8 0 1 0 2.4-5.7M4 3v5h5M10 9v6l5-3z',
} as const;

export type AppIcon = keyof typeof PATHS;

/** A decorative icon (the button around it carries the aria-label or the text). */
export function icon(name: AppIcon): SVGSVGElement {
  const holder = document.createElement('span');
  holder.innerHTML = `<svg class="ui-icon" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${PATHS[name]}"/></svg>`;
  return holder.firstElementChild as SVGSVGElement;
}
