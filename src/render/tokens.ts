// Design tokens for the canvas, from shared/design/visual.md: the palette, player colours and
// glyphs, type and motion. This is the only place hex values live on the canvas side; the DOM
// side has CSS custom properties with the same names (`--c-<name>`). No Pixi import here: the
// pure layout/diff code and its Node tests use these numbers too.

/** Base palette, by token name (the CSS variable is `--c-<name>`). */
export const PALETTE = {
  obsidian: '#17151A',
  'obsidian-2': '#221F26',
  'obsidian-3': '#2E2A33',
  bone: '#F4EDE1',
  'bone-2': '#E9DFCF',
  'bone-3': '#DCD0BC',
  'cacao-ink': '#2A1A13',
  cacao: '#5A3526',
  'stone-dark': '#5C544B',
  stone: '#857D70',
  'stone-light': '#B9B0A3',
  jade: '#2B6E50',
  'jade-dark': '#1F5E43',
  'jade-light': '#5FC195',
  turquoise: '#0F6A71',
  'turquoise-light': '#4CC3C0',
  terracotta: '#A8462A',
  'terracotta-light': '#F08A68',
  maize: '#E3A82B',
  'maize-dark': '#B8841C',
  'maize-tint': '#F1D48A',
  limestone: '#E4D7BE',
  /** Dark-theme sunken surface (visual.md surface table). */
  'sunken-dark': '#111014',
} as const;

export type TokenName = keyof typeof PALETTE;

const toNum = (hex: string): number => parseInt(hex.slice(1), 16);

/** Token colours as numbers for Pixi (`C.obsidian`, `C['bone-2']`). */
export const C = Object.fromEntries(Object.entries(PALETTE).map(([k, v]) => [k, toNum(v)])) as Record<TokenName, number>;

export type Glyph = 'circle' | 'square' | 'triangle' | 'diamond' | 'hexagon' | 'star-in-circle';

export interface PlayerStyle {
  name: string; // token-like name of the colour (not shown on the canvas)
  hex: string;
  color: number;
  glyph: Glyph;
  ink: number; // text/glyph colour on the fill
}

const player = (name: string, hex: string, glyph: Glyph, ink: number): PlayerStyle => ({ name, hex, color: toNum(hex), glyph, ink });

/** Seat colours 1-5 (index 0-4), Okabe-Ito based; the glyph is the real safeguard. */
export const PLAYERS: readonly PlayerStyle[] = [
  player('marigold', '#D97A00', 'circle', C.obsidian),
  player('quetzal', '#00996E', 'square', C.obsidian),
  player('cochineal', '#C873AE', 'triangle', C.obsidian),
  player('lake', '#1565B0', 'diamond', C.bone),
  player('maize-yellow', '#F4E35A', 'hexagon', C.obsidian),
];

/** Automated opponents (Cocijobot, the Copan Automa): stone grey with a star-in-circle glyph. */
export const BOT_STYLE: PlayerStyle = player('bot', PALETTE.stone, 'star-in-circle', C.obsidian);

export type Theme = 'light' | 'dark';

/** Surfaces per theme (the board keeps its limestone ground in both). */
export const SURFACE: Record<Theme, { background: number; raised: number; text: number; secondary: number; border: number }> = {
  light: { background: C.bone, raised: C['bone-2'], text: C['cacao-ink'], secondary: C['stone-dark'], border: C.stone },
  dark: { background: C.obsidian, raised: C['obsidian-2'], text: C.bone, secondary: C['stone-light'], border: C.stone },
};

/** One family; the fallback stack is used until (or unless) Inter is loaded. */
export const FONT_FAMILY = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
export const FONT_PROBE = '600 16px "Inter Variable"';
export const WEIGHT = { text: '400', label: '600', heading: '750' } as const;
/** Canvas has no tabular figures: digits are laid out in fixed cells of this many em. */
export const DIGIT_CELL_EM = 0.62;
/** U+2212, as visual.md asks for negative numbers. */
export const MINUS = '\u2212';

/** Stroke language: icons are drawn on a 24 grid with 2 px strokes. */
export const ICON_GRID = 24;
export const STROKE = 2;

/** Motion (visual.md §7). Durations in ms; the scene's speed option scales all of them. */
export const MOTION = {
  moveBase: 220,
  movePer100px: 20,
  moveCap: 400, // the brief caps at 400 (visual.md allows 450)
  resource: 350,
  resourceStagger: 60,
  settle: 260,
  reducedFade: 120,
  camera: 300,
  /** cubic-bezier(0.2, 0, 0, 1): decelerate. */
  decelerate: [0.2, 0, 0, 1] as const,
  standard: [0.4, 0, 0.2, 1] as const,
  lift: 0.06, // 6 % lift while travelling
} as const;

/** The one surface shadow (dark theme board edge, travelling pieces): rgba(0,0,0,.45), 24 px. */
export const SHADOW = { color: 0x000000, alpha: 0.45, blur: 24 } as const;

/** Minimum touch target at the current zoom, in CSS px. */
export const MIN_TARGET = 44;
/** Stacked markers fan out at least this much (visual.md asks for 6 px). */
export const FAN = 6;
