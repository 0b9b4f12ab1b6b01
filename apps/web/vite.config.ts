import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Canonical links and structured data name the public address (PUBLIC_URL, as the server reads it). */
const siteOrigin = (
  process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`
).replace(/\/+$/, '');

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Modules that 30 or more route modules share go into one chunk. Without it, every screen added (the
    // company portal's first among them) splits the shared Mantine and app modules into more, smaller chunks
    // by which screens reach them, and a public page downloaded ~80 scripts (+5.6 KB brotli with the portal).
    // One shared chunk compresses better and costs one request: 232.7 KB for a landing page instead of 249.6.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: 'shared', minShareCount: 30 }],
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
