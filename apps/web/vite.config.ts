import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** Canonical links and structured data name the public address (PUBLIC_URL, as the server reads it). */
const siteOrigin = (
  process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`
).replace(/\/+$/, '');

export default defineConfig({
  plugins: [reactRouter()],
  define: { 'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(siteOrigin) },
  server: {
    // `npm run dev`: the API runs on 3000, the web dev server proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
});
