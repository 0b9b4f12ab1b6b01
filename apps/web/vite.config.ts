import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Canonical links and structured data name the public address (PUBLIC_URL, as the server reads it). */
const siteOrigin = (
  process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`
).replace(/\/+$/, '');

/** The libraries every page runs, whatever it shows. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|clsx|@mantine[\\/]store|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Two shared chunks instead of ~70 small ones (each a request, and compressed alone, so smaller chunks
    // compress worse). What every page runs: React, React DOM, React Router, zustand and Mantine's styling
    // core (not TanStack Query: a public page's first screen goes without it, lib/query-client.tsx); and the Mantine components that 40 or more screens use (Text, Button, inputs,
    // layout). A lower share count (the former 30-screen "shared" chunk) put zod, the contract's schemas,
    // floating-ui and the dialogs on every public page: 234 KB brotli for a landing page, against ~158 KB
    // with these groups and the lazy pop-ups and API calls (issue 14; apps/web/test/byte-budgets.test.ts).
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, minShareCount: 40 },
          ],
        },
      },
    },
  },
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  server: {
    // `npm run dev`: the API runs on 3000, the web dev server proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
});
