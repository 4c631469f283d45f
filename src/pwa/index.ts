export { registerServiceWorker } from './register.ts';
export type { RegisterServiceWorkerOptions, UpdateServiceWorker } from './register.ts';
