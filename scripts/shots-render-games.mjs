// What scripts/shots-render.mjs shoots for each game: sample games at every size, then the views
// only one size needs. `h` is the harness (open, shot, picture, grey, fps, sizes, seed, out…).

/** Opens a page, runs `f` on it and closes it. */
const on = async (h, w, ht, query, f, dpr = 1) => {
  const { context, page } = await h.open(w, ht, query, dpr);
  await f(page);
  await context.close();
};

const zapotec = {
  out: 'test-results/render',
  settleMs: 700,
  async run(h) {
    const { seed, out } = h;
    for (const [w, ht] of h.sizes)
      for (const players of [2, 3, 4]) await on(h, w, ht, `players=${players}&seed=${seed}&focus=0`, (p) => h.shot(p, `${out}/zapotec-${w}x${ht}-${players}p.png`, w, ht));
    if (!h.only) {
      await on(h, 1440, 900, 'icons=1', (p) => h.picture(p, `${out}/icons.png`));
      await on(h, 1024, 768, `players=4&seed=${seed}&theme=dark`, (p) => h.picture(p, `${out}/zapotec-1024x768-4p-dark.png`));
      // Phone at 3× pixels with focus zoom on (the camera eases to the legal targets).
      await on(h, 390, 844, `players=2&seed=${seed}`, (p) => h.picture(p, `${out}/zapotec-390x844-2p-dpr3-focus.png`), 3);
    }
    if (h.fpsWanted) await h.fps(1024, 768, 4, `players=4&seed=${seed}-fps&round=1&focus=0`, 8000);
  },
};

const chocolatl = {
  out: 'test-results/render-chocolatl',
  settleMs: 800,
  async run(h) {
    const { seed, out, round } = h;
    for (const [w, ht] of h.sizes)
      for (const players of [3, 5]) {
        await on(h, w, ht, `players=${players}&seed=${seed}&round=${round}&focus=0`, async (p) => {
          await h.shot(p, `${out}/chocolatl-${w}x${ht}-${players}p.png`, w, ht);
          if (players === 5) await h.grey(p, `${out}/chocolatl-${w}x${ht}-${players}p-grey.png`);
        });
      }
    if (!h.only) {
      await on(h, 1440, 900, 'icons=1', (p) => h.picture(p, `${out}/chocolatl-icons.png`));
      await on(h, 1024, 768, `players=4&seed=${seed}&round=${round}&theme=dark&focus=0`, (p) => h.picture(p, `${out}/chocolatl-1024x768-4p-dark.png`));
      await on(h, 390, 844, `players=3&seed=${seed}&round=${round}&focus=0`, (p) => h.picture(p, `${out}/chocolatl-390x844-3p-dpr3.png`), 3);
    }
    if (h.fpsWanted) for (const players of [5, 3]) await h.fps(1024, 768, players, `players=${players}&seed=${seed}-fps&round=1&focus=0`, 10000);
  },
};

/** Plays `n` random moves and prints how long scene.update took (mean and max, ms). */
async function timing(page, label, n = 12) {
  const ms = await page.evaluate(async (n) => {
    const d = window.__dev, from = d.updateMs.length;
    await d.step(n);
    return d.updateMs.slice(from);
  }, n);
  if (ms.length) console.log(JSON.stringify({ timing: label, updates: ms.length, meanMs: +(ms.reduce((a, x) => a + x, 0) / ms.length).toFixed(1), maxMs: +Math.max(...ms).toFixed(1) }));
}

/** Phone: the viewer's board panel, then a tap on jade mask space 1 (not a target) must be explained. */
async function copanPhoneBoard(page, file) {
  await page.evaluate(() => { const d = window.__dev; d.scene.zoom('fit'); d.showPanel(`b${d.viewer()}`); });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
  await page.screenshot({ path: file });
  const at = await page.evaluate(() => {
    const d = window.__dev, bottom = Math.max(...d.panels().map((p) => p.rect.y + p.rect.h));
    window.__inspected = [];
    d.scene.onInspect?.((e) => window.__inspected.push(e));
    return { x: 6 + 209 * 1.26, y: bottom + 6 + 47 * 1.26 };
  });
  await page.mouse.click(at.x, at.y);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 400)));
  console.log(JSON.stringify({ inspect: await page.evaluate(() => window.__inspected.map((e) => `${e.how} ${e.id}: ${e.text}`)) }));
}

const copan = {
  out: 'test-results/render-copan',
  settleMs: 600,
  async run(h) {
    const { seed, out } = h;
    // Stages: the set-up of a 4-player game, a 3-player game in its middle, a solo game against the Automa.
    const stages = [['setup', 'players=4&moves=0'], ['mid', 'players=3&moves=90&kind=altar'], ['solo', 'players=1&moves=70&kind=place']];
    for (const [w, ht] of h.sizes)
      for (const [name, query] of stages) {
        await on(h, w, ht, `${query}&seed=${seed}`, async (p) => {
          await h.shot(p, `${out}/copan-${w}x${ht}-${name}.png`, w, ht);
          if (name !== 'mid') return;
          if (w === 390) await copanPhoneBoard(p, `${out}/copan-${w}x${ht}-${name}-board.png`);
          await timing(p, `${w}x${ht}`);
          if (w === 1024) await h.grey(p, `${out}/copan-${w}x${ht}-${name}-grey.png`);
        });
      }
    if (h.only) return;
    await on(h, 1100, 700, 'icons=1', (p) => h.picture(p, `${out}/copan-icons.png`));
    for (const [file, w, ht, query] of [
      ['copan-1024x768-late-dark.png', 1024, 768, `players=4&moves=260&theme=dark&seed=${seed}&focus=0`],
      ['copan-1440x900-mid-fr.png', 1440, 900, `players=2&moves=120&lang=fr&seed=${seed}&focus=0`],
      ['copan-390x844-focus.png', 390, 844, `players=3&moves=90&kind=embassy&seed=${seed}`],
      ['copan-390x844-jade.png', 390, 844, `players=2&moves=120&kind=jade&seed=${seed}`],
      ['copan-390x470-setup.png', 390, 470, `players=4&moves=0&seed=${seed}`],
    ]) await on(h, w, ht, query, (p) => h.shot(p, `${out}/${file}`, w, ht));
  },
};

export const PLANS = { zapotec, chocolatl, copan };
