import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { comlink } from 'vite-plugin-comlink';

// The app bundle. The simulator serves it (Vite in middleware mode for `npm start`, or the built dist/).
export default defineConfig({
  plugins: [comlink(), react()],
  worker: {
    format: 'es',
    plugins: () => [comlink()],
  },
  // Pre-bundled up front so that the first page load of `npm start` does not discover them mid-way and reload.
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'pixi.js', 'comlink', 'technicalindicators', 'golden-layout'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
