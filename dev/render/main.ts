// Dev-only entry of render-dev.html: ?game=zapotec|chocolatl|copan (default zapotec) loads that
// game's dev page (dev/render/<game>.ts; the shared part is dev-page.ts).
const PAGES = {
  zapotec: () => import('./zapotec.ts'),
  chocolatl: () => import('./chocolatl.ts'),
  copan: () => import('./copan.ts'),
} as const;

const asked = new URLSearchParams(location.search).get('game') ?? 'zapotec';
const game = (asked in PAGES ? asked : 'zapotec') as keyof typeof PAGES;
document.title = `${game[0]!.toUpperCase()}${game.slice(1)} board scene (dev)`;
void PAGES[game]().then((page) => page.run());
