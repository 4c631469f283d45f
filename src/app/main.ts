// Composition root. A later issue fills it with the menus and the board.
const root = document.getElementById('app');
if (root) root.textContent = 'Zapotec · Chocolatl · Copan';
