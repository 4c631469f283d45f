// scripts/serve.mjs: content types, caching, SPA fallback, signaling mount and graceful shutdown.
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
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
    for (const path of ['/', '/index.html', '/sw.js', '/play/deep/link']) {
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
