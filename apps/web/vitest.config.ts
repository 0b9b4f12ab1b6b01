import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiWithEnglishInside } from './vite-lingui.ts';

// The web app's tests (jsdom). The root config runs them as two projects extending this one: `web`, every file in
// one module graph per worker, and `web-isolated`, the `*.isolated.test.tsx` files that need a fresh one (a lazy
// chunk not yet loaded).
export default defineConfig({
  plugins: [react(), ...linguiWithEnglishInside()],
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Two files at a time, as the root's projects (a project extending this config does not inherit the root's).
    maxWorkers: 2,
    // jsdom renders of whole Mantine screens take seconds on a busy two-core machine: time out on hangs, not on load.
    testTimeout: 20_000,
  },
});
