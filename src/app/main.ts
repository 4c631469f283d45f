// Composition root. A later issue fills it with the menus and the board.
import { registerServiceWorker } from '../pwa/index.ts';

const root = document.getElementById('app');
if (root) {
  root.setAttribute('data-placeholder', '');
  const title = document.createElement('h1');
  const icon = document.createElement('img');
  icon.src = `${import.meta.env.BASE_URL}icon.svg`;
  icon.alt = '';
  icon.width = 96;
  icon.height = 96;
  title.textContent = 'Zapotec · Chocolatl · Copan';
  root.replaceChildren(icon, title);
}

// Never blocks start-up; the page is never reloaded without the player asking for it.
const update = registerServiceWorker({
  onOfflineReady() {
    root?.setAttribute('data-offline-ready', '');
  },
  onNeedRefresh() {
    if (!root || root.querySelector('[data-update]')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.update = '';
    button.textContent = 'A new version is ready: reload';
    button.addEventListener('click', () => void update());
    root.append(button);
  },
});
