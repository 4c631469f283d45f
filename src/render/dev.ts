// Dev-only entry of render-dev.html: ?game=zapotec|chocolatl|copan (default zapotec) loads that
// game's dev page (src/render/<game>/dev.ts; the shared part is core/dev-page.ts).
const PAGES = {
  zapotec: () => import('./zapotec/dev.ts'),
  chocolatl: () => import('./chocolatl/dev.ts'),
  copan: () => import('./copan/dev.ts'),
} as const;

const asked = new URLSearchParams(location.search).get('game') ?? 'zapotec';
const game = (asked in PAGES ? asked : 'zapotec') as keyof typeof PAGES;
document.title = `${game[0]!.toUpperCase()}${game.slice(1)} board scene (dev)`;
void PAGES[game]().then((page) => page.run());
