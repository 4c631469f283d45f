import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.mjs';
import { htmlTokens } from './src/pwa/html-tokens.ts';

// Manifest colours come from the palette in shared/design/visual.md (obsidian, bone).
const OBSIDIAN = '#17151A';

export default defineConfig({
  build: {
    target: 'es2022', outDir: 'dist', sourcemap: true,
    rollupOptions: {
      output: {
        // The catalogs loaded on demand (src/i18n/loaders.ts) get names that say what they hold
        // (i18n-fr, i18n-copan-pt…) instead of three chunks each called en, fr and pt.
        chunkFileNames: (chunk) => {
          const m = /src\/i18n\/(?:(\w+)\/)?(en|fr|pt)\.ts$/.exec(chunk.facadeModuleId ?? '');
          return m ? `assets/i18n-${m[1] ? `${m[1]}-` : ''}${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { host: true, port: 8080 },
  preview: { host: true, port: 8080 },
  plugins: [
    htmlTokens(),
    VitePWA({
      strategies: 'generateSW',
      // The app decides when to update (after it has saved): src/pwa/register.ts registers the worker
      // through virtual:pwa-register.
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // public/ files are precached through globPatterns below; listing them here too would duplicate them.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Mesoamerica Table',
        short_name: 'Meso Table',
        description: 'Zapotec, Chocolatl and Copan: play offline, peer to peer, or around one tablet.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: OBSIDIAN,
        background_color: OBSIDIAN,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // manifest.webmanifest is always added to the precache by the plugin itself (with its own
        // revision); matching it here as well would list it twice.
        globPatterns: ['**/*.{js,css,html,svg,png,json,woff2}'],
        // config.json is the site's to edit after a build: asked of the network first, the last copy
        // kept for offline starts (precaching would pin the copy of the build).
        globIgnores: ['config.json'],
        runtimeCaching: [{
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith('/config.json'),
          handler: 'NetworkFirst',
          // The server marks its precompressed files Vary: Accept-Encoding; the one copy of this small
          // file answers whatever the request accepts (the cache keeps the decoded body).
          options: { cacheName: 'meso-config', networkTimeoutSeconds: 4, expiration: { maxEntries: 2 }, matchOptions: { ignoreVary: true } },
        }],
        navigateFallback: 'index.html',
        // Signaling server lives on the same origin: never answer it from the precache.
        navigateFallbackDenylist: [/^\/peerjs(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once (offline-ready without a reload). Updates wait
        // until the app calls update() (skipWaiting is sent as a message then).
        clientsClaim: true,
        skipWaiting: false,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Last: .br and .gz beside every text file (sw.js included), served by scripts/serve.mjs.
    precompress(),
  ],
});
