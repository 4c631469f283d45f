// Vitest globalSetup for the browser project: serves the production build (and the PeerJS signaling
// server) from a child process on a free port and hands its URL to the tests through inject().
import type { TestProject } from 'vitest/node';
import { ensureBuild, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234/ (always ends in '/') */
    baseUrl: string;
    /** The port of baseUrl; PeerJS signaling is at path /peerjs on it. */
    port: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('port', server.port);
  return async () => {
    const code = await server.stop();
    if (code !== 0) console.warn(`serve.mjs exited with code ${String(code)}\n${server.output()}`);
  };
}
