export { registerServiceWorker } from './register.ts';
export type { RegisterServiceWorkerOptions, UpdateServiceWorker } from './register.ts';
export { initInstall, onInstallChange } from './install.ts';
