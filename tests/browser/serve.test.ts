// scripts/serve.mjs: content types, caching, SPA fallback, signaling mount and graceful shutdown.
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appUrl } from './harness.ts';
import { DIST_DIR, startServer } from './server.ts';

async function get(path: string): Promise<Response> {
  const response = await fetch(appUrl(path));
  await response.arrayBuffer();
  return response;
}

/** Opens a raw WebSocket upgrade to the signaling server and resolves once it has been accepted. */
function openSignalingSocket(port: number): Promise<import('node:net').Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          `GET /peerjs/peerjs?key=peerjs&id=shutdown-test&token=t0k3n HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('data', (data) => {
      const status = data.toString('latin1').split('\r\n')[0] ?? '';
      if (status.includes(' 101 ')) resolve(socket);
      else reject(new Error(`upgrade refused: ${status}`));
    });
    socket.once('error', reject);
  });
}

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A GET with exactly these request headers (fetch would add and undo the compression itself). */
function raw(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(appUrl(path), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve.mjs', () => {
  it('sends the right content types', async () => {
    const assets = await readdir(join(DIST_DIR, 'assets'));
    const js = assets.find((f) => f.endsWith('.js'));
    expect(js).toBeDefined();
    const cases: [string, RegExp][] = [
      ['/', /^text\/html/],
      ['/index.html', /^text\/html/],
      ['/sw.js', /^text\/javascript/],
      [`/assets/${js}`, /^text\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/icon.svg', /^image\/svg\+xml/],
      ['/icon-192.png', /^image\/png$/],
      ['/peerjs', /^application\/json/],
      ['/config.json', /^application\/json/],
    ];
    const css = assets.find((f) => f.endsWith('.css'));
    if (css) cases.push([`/assets/${css}`, /^text\/css/]);
    for (const [path, type] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
    }
  });

  it('never lets browsers cache the service worker or the entry page; hashed assets are immutable', async () => {
    // The runtime config is the site's to edit without a rebuild: always revalidated too.
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/config.json', '/play/deep/link']) {
      expect((await get(path)).headers.get('cache-control'), path).toMatch(/no-cache/);
    }
    const js = (await readdir(join(DIST_DIR, 'assets'))).find((f) => f.endsWith('.js'));
    expect((await get(`/assets/${js}`)).headers.get('cache-control')).toMatch(/immutable/);
  });

  it('falls back to index.html for app routes and 404s missing files', async () => {
    const deep = await fetch(appUrl('/play/table-7?seat=2'));
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="app">');
    expect((await get('/missing.png')).status).toBe(404);
    expect((await get('/assets/missing-abc123.js')).status).toBe(404);
    expect((await get('/peerjs/not-a-route/x')).status).toBe(404);
  });

  it('sends the precompressed copies by Accept-Encoding, and they decode to the files', async () => {
    const assets = await readdir(join(DIST_DIR, 'assets'));
    const js = assets.filter((f) => f.endsWith('.js'));
    // Every script and stylesheet of the build has both copies (the first download and the lazy chunks).
    for (const f of assets.filter((a) => /\.(js|css)$/.test(a))) {
      if (readFileSync(join(DIST_DIR, 'assets', f)).length < 512) continue;
      expect(assets, f).toContain(`${f}.br`);
      expect(assets, f).toContain(`${f}.gz`);
    }
    const files: [string, string, RegExp][] = [
      ['/', 'index.html', /^text\/html/],
      ['/sw.js', 'sw.js', /^text\/javascript/],
      ['/manifest.webmanifest', 'manifest.webmanifest', /^application\/manifest\+json/],
      ...js.slice(0, 3).map((f): [string, string, RegExp] => [`/assets/${f}`, `assets/${f}`, /^text\/javascript/]),
    ];
    const css = assets.find((f) => f.endsWith('.css'));
    if (css) files.push([`/assets/${css}`, `assets/${css}`, /^text\/css/]);
    const decode: Record<string, (b: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, none: (b) => b };
    const cases: [string, string][] = [['br, gzip, deflate', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip;q=0.5', 'gzip'], ['identity', 'none'], ['', 'none']];
    for (const [path, file, type] of files) {
      const original = readFileSync(join(DIST_DIR, file));
      for (const [accept, coding] of cases) {
        const r = await raw(path, accept ? { 'accept-encoding': accept } : {});
        const what = `${path} with "${accept}"`;
        expect(r.status, what).toBe(200);
        expect(r.headers['content-encoding'], what).toBe(coding === 'none' ? undefined : coding);
        expect(r.headers.vary, what).toMatch(/Accept-Encoding/i);
        expect(r.headers['content-type'], what).toMatch(type);
        expect(Number(r.headers['content-length']), what).toBe(r.body.length);
        if (coding !== 'none') expect(r.body.length, what).toBeLessThan(original.length);
        expect(decode[coding]!(r.body).equals(original), what).toBe(true);
      }
    }
  });

  it('keeps the caching rules on compressed responses and revalidates them by ETag', async () => {
    const js = (await readdir(join(DIST_DIR, 'assets'))).find((f) => f.endsWith('.js'))!;
    const asset = await raw(`/assets/${js}`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/sw.js', '/manifest.webmanifest']) {
      expect((await raw(path, { 'accept-encoding': 'br' })).headers['cache-control'], path).toMatch(/no-cache/);
    }
    const etag = String(asset.headers.etag);
    const again = await raw(`/assets/${js}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is another representation: its tag differs.
    expect((await raw(`/assets/${js}`, { 'accept-encoding': 'gzip' })).headers.etag).not.toBe(etag);
  });

  it('answers unknown files with a 404 page in the three languages', async () => {
    for (const path of ['/missing.png', '/assets/missing-abc123.js', '/nothing/here.txt']) {
      const r = await raw(path);
      expect(r.status, path).toBe(404);
      expect(r.headers['content-type'], path).toMatch(/^text\/html/);
      const page = r.body.toString('utf8');
      expect(page).toContain('Not found');
      expect(page).toContain('lang="fr"');
      expect(page).toContain('lang="pt"');
      expect(page).toContain('href="/"');
    }
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`exits cleanly on ${signal} with a signaling socket open`, async () => {
      const server = await startServer({ signal });
      const socket = await openSignalingSocket(server.port);
      try {
        const started = Date.now();
        const code = await server.stop(10_000);
        expect(code).toBe(0);
        // The 3 s forced exit is the safety net, not the normal path.
        expect(Date.now() - started).toBeLessThan(2_500);
        expect(server.output()).toContain(`serve: ${signal}, shutting down`);
      } finally {
        socket.destroy();
      }
    });
  }

  it('reports the port it picked on a machine-readable line', async () => {
    const server = await startServer();
    try {
      expect(server.output()).toMatch(new RegExp(`^listening on http://0\\.0\\.0\\.0:${server.port}$`, 'm'));
      expect(server.port).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
