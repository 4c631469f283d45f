// Browser-test helpers: Debian's Chromium through playwright-core, one context per simulated person,
// persistent contexts for PWA tests, console watching and checked screenshots.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { colourStats, decodePng } from './png.ts';
import { REPO_ROOT } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** As root the sandbox must be off; QUIC is useless on loopback. Playwright adds the other quiet flags. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-quic'];
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 768 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Console noise that is not an app error (SwiftShader readback warnings). */
const IGNORED_CONSOLE = [/GPU stall due to ReadPixels/i];

/** The served build (from the browser project's globalSetup). */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** The port of the served build; the PeerJS signaling server is on it at path /peerjs. */
export function serverPort(): number {
  return inject('port');
}

/** Absolute URL of a path on the served build. */
export function appUrl(path = '/'): string {
  return new URL(path, baseUrl()).href;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface ConsoleEntry {
  type: string;
  text: string;
}

export interface ConsoleWatch {
  readonly entries: ConsoleEntry[];
  /** Console errors, uncaught page errors and HTTP responses ≥ 400, minus known noise. */
  errors(): string[];
  clear(): void;
}

/** Records console messages, uncaught exceptions and failed HTTP responses of a page. */
export function watchConsole(page: Page): ConsoleWatch {
  const entries: ConsoleEntry[] = [];
  page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error) }));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      entries.push({ type: 'http', text: `${response.status()} ${response.url()}` });
    }
  });
  return {
    entries,
    errors: () =>
      entries
        .filter((e) => e.type === 'error' || e.type === 'pageerror' || e.type === 'http')
        .filter((e) => !IGNORED_CONSOLE.some((re) => re.test(e.text)))
        .map((e) => `${e.type}: ${e.text}`),
    clear: () => void entries.splice(0),
  };
}

export interface Person {
  readonly name: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly console: ConsoleWatch;
  close(): Promise<void>;
}

/**
 * A simulated person: their own browser context (own storage, own service worker, animates on its
 * own) with one page. Two pages in one context do not both animate.
 */
export async function newPerson(
  browser: Browser,
  name: string,
  options: BrowserContextOptions = {},
): Promise<Person> {
  const context = await browser.newContext({ viewport: VIEWPORTS.tablet, ...options });
  const page = await context.newPage();
  return { name, context, page, console: watchConsole(page), close: () => context.close() };
}

export interface PwaSession {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly console: ConsoleWatch;
  readonly userDataDir: string;
  /** Closes the browser and deletes the profile (unless keepProfile). */
  close(options?: { keepProfile?: boolean }): Promise<void>;
}

/**
 * A persistent (non-incognito) profile: needed for installability checks, and for data that must
 * survive a browser restart (pass the same userDataDir again).
 */
export async function launchPwaContext(
  options: BrowserContextOptions & { userDataDir?: string } = {},
): Promise<PwaSession> {
  const { userDataDir: givenDir, ...contextOptions } = options;
  const userDataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'meso-pwa-')));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORTS.tablet,
    ...contextOptions,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    console: watchConsole(page),
    userDataDir,
    close: async ({ keepProfile = false } = {}) => {
      await context.close();
      if (!keepProfile) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface ScreenshotResult {
  path: string;
  width: number;
  height: number;
  distinctColours: number;
  dominantShare: number;
}

export interface ScreenshotOptions {
  /** Fail unless the image has at least this many distinct colours (default 8). */
  minColours?: number;
  /** Fail if one colour covers more than this share of the pixels (default 0.999). */
  maxDominantShare?: number;
  fullPage?: boolean;
}

/**
 * Saves a screenshot to test-results/screenshots/<name>.png and throws if it looks blank
 * (too few distinct colours, or one colour everywhere).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: ScreenshotOptions = {},
): Promise<ScreenshotResult> {
  const { minColours = 8, maxDominantShare = 0.999, fullPage = false } = options;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  const png = await page.screenshot({ fullPage, animations: 'disabled' });
  await writeFile(file, png);
  const image = decodePng(png);
  const stats = colourStats(image);
  const result = {
    path: file,
    width: image.width,
    height: image.height,
    distinctColours: stats.distinct,
    dominantShare: stats.dominantShare,
  };
  if (stats.distinct < minColours || stats.dominantShare > maxDominantShare) {
    throw new Error(
      `screenshot ${name} looks blank: ${stats.distinct} colours, ` +
        `${(stats.dominantShare * 100).toFixed(2)} % one colour (${file})`,
    );
  }
  return result;
}

/** Waits until a service worker controls the page (after navigator.serviceWorker.ready). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the service worker keeps a copy of config.json (fetched network first) for offline starts. */
export async function waitForOfflineConfig(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await caches.match(new URL('/config.json', location.origin).href)) !== undefined, undefined, { timeout: 10_000, polling: 100 });
}
