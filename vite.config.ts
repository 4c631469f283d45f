import { defineConfig } from 'vite';

export default defineConfig({
  build: { target: 'es2022', outDir: 'dist', sourcemap: true },
  server: { host: true, port: 8080 },
  preview: { host: true, port: 8080 },
});
