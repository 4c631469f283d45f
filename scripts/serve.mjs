#!/usr/bin/env node
// Serves the production build (dist/) and, on the same origin, the PeerJS signaling server at /peerjs.
//
//   PORT      port to listen on (default 8080; 0 picks a free port)
//   HOST      interface to bind (default 0.0.0.0, all interfaces)
//   DIST_DIR  directory to serve (default <repo>/dist)
//   PEER_LIMIT  most signaling clients connected at once (default 5000, the peer package's own)
//
// Text files are sent from the .br / .gz copies that the build writes beside them
// (scripts/precompress.mjs), chosen by the request's Accept-Encoding.
//
// Once listening it prints one machine-readable line:  listening on http://HOST:PORT
// SIGTERM / SIGINT close the server and exit with code 0.
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { ExpressPeerServer } from 'peer';
import { COMPRESSIBLE } from './precompress.mjs';
import { tellPartnersOnLeave } from './peer-leave.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.DIST_DIR ?? join(repoRoot, 'dist'));
const host = process.env.HOST || '0.0.0.0';
const port = parsePort(process.env.PORT);
const PEER_PATH = '/peerjs';
const peerLimit = parseLimit(process.env.PEER_LIMIT);

function parseLimit(value) {
  if (value === undefined || value === '') return 5000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    console.error(`serve: invalid PEER_LIMIT ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return n;
}

function parsePort(value) {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`serve: invalid PORT ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return n;
}

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`serve: ${join(distDir, 'index.html')} is missing; run "npm run build" first`);
  process.exit(1);
}

/** Content types set explicitly, so they do not depend on the mime database's version. */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Files that must always be revalidated: the service worker, the HTML entry point, the manifest and
 *  the runtime config (edited by whoever hosts the app, without a rebuild). */
const NO_CACHE = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'registerSW.js', 'config.json']);

function setStaticHeaders(res, filePath) {
  const type = CONTENT_TYPES[extname(filePath).toLowerCase()];
  if (type) res.setHeader('Content-Type', type);
  const rel = filePath.slice(distDir.length + 1).split('\\').join('/');
  if (NO_CACHE.has(rel)) {
    res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  } else if (rel.startsWith('assets/')) {
    // Vite puts a content hash in every file name under assets/.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/** The codings the client accepts (q > 0), from an Accept-Encoding header. */
function acceptedCodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The file under distDir that a URL path names (a directory: its index.html), or null outside it. */
function fileFor(urlPath) {
  let decoded;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  if (decoded.includes('\0')) return null;
  const path = resolve(distDir, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  return path.startsWith(distDir + sep) ? path : null;
}

async function isFile(path) {
  try { const s = await stat(path); return s.isFile() ? s : null; } catch { return null; }
}

/**
 * Sends a text file's precompressed copy when the client takes it (brotli first, then gzip);
 * returns false when there is none to send (express.static then sends the file as it is).
 */
async function sendCompressed(req, res, filePath) {
  if (!COMPRESSIBLE.has(extname(filePath).toLowerCase())) return false;
  // Caches must keep the codings apart, even for a file sent as it is.
  res.setHeader('Vary', 'Accept-Encoding');
  const accepted = acceptedCodings(req.headers['accept-encoding']);
  for (const [coding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepted.has(coding)) continue;
    const info = await isFile(filePath + suffix);
    if (!info) continue;
    setStaticHeaders(res, filePath);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-${coding}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.mtime.toUTCString());
    res.setHeader('Content-Encoding', coding);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return true;
    }
    res.setHeader('Content-Length', String(info.size));
    if (req.method === 'HEAD') res.end();
    else createReadStream(filePath + suffix).pipe(res);
    return true;
  }
  return false;
}

const app = express();
app.disable('x-powered-by');
const server = createServer(app);

// PeerJS signaling: HTTP API under /peerjs/peerjs/..., WebSocket at /peerjs/peerjs.
// Clients use { host, port, path: '/peerjs' }.
// Past concurrent_limit the server refuses new peers: one server's capacity (README, Hosting it).
const peerServer = ExpressPeerServer(server, { path: '/', allow_discovery: false, concurrent_limit: peerLimit });
peerServer.on('error', (err) => console.error('peer server error:', err?.message ?? err));
// A closed tab's peers hear of it from its signalling socket's close (scripts/peer-leave.mjs).
tellPartnersOnLeave(peerServer, () => shuttingDown);
app.use(PEER_PATH, peerServer);

// Precompressed text files first; everything else (and any client taking no compression) below.
app.use(async (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const filePath = fileFor(req.path);
  if (!filePath || !(await isFile(filePath))) return next();
  try {
    if (!(await sendCompressed(req, res, filePath))) next();
  } catch (err) {
    next(err);
  }
});

app.use(
  express.static(distDir, {
    index: ['index.html'],
    redirect: false,
    fallthrough: true,
    setHeaders: setStaticHeaders,
  }),
);

// SPA fallback: a GET for a path without a file extension gets index.html; missing files get a 404.
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const lastSegment = req.path.split('/').pop() ?? '';
  if (lastSegment.includes('.') || req.path.startsWith(`${PEER_PATH}/`)) return next();
  const indexPath = join(distDir, 'index.html');
  setStaticHeaders(res, indexPath);
  sendCompressed(req, res, indexPath).then((sent) => { if (!sent) res.sendFile(indexPath); }, next);
});

// Hand-written, so it needs no build: the app's three languages, its colours (obsidian on bone).
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Not found · Introuvable · Não encontrado</title>
<style>body{font:18px/1.5 system-ui,sans-serif;background:#F4EDE1;color:#17151A;margin:0;padding:48px 24px}main{max-width:32em;margin:auto}a{color:inherit}</style>
</head><body><main>
<h1>Not found</h1><p>There is nothing at this address. <a href="/">Open Mesoamerica Table</a></p>
<p lang="fr">Rien à cette adresse. <a href="/">Ouvrir Mesoamerica Table</a></p>
<p lang="pt">Não há nada neste endereço. <a href="/">Abrir Mesoamerica Table</a></p>
</main></body></html>
`;

app.use((req, res) => {
  res.status(404).setHeader('Cache-Control', 'no-cache');
  res.type('html').send(NOT_FOUND_PAGE);
});

// Track sockets (including upgraded WebSockets, which server.close() does not end) for shutdown.
const sockets = new Set();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

server.on('error', (err) => {
  console.error(`serve: ${err.message}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`listening on http://${host}:${actualPort}`);
  console.log(`serving ${distDir}; PeerJS signaling at ${PEER_PATH}`);
});

let shuttingDown = false;
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`serve: ${signal}, shutting down`);
  // The peer server keeps timers running forever: exit explicitly once the sockets are closed.
  const forceExit = setTimeout(() => process.exit(0), 3000);
  forceExit.unref();
  server.close(() => process.exit(0));
  server.closeIdleConnections?.();
  for (const socket of sockets) socket.destroy();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
