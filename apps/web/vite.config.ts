import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Canonical links and structured data name the public address. A build names a placeholder (the contract's
 * BUILD_ORIGIN_PLACEHOLDER), which the server replaces with its PUBLIC_URL when it loads a page: the address is
 * the running server's, not the build's. The dev server names the address `npm run dev` serves at.
 */
const BUILD_ORIGIN_PLACEHOLDER = 'https://build-origin.upkeep.invalid';
const devOrigin = (
  process.env.PUBLIC_URL ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? '3000'}`
).replace(/\/+$/, '');

/** The libraries every page runs, whatever it shows. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|zustand|clsx|@mantine[\\/]store|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

/**
 * The rest of a public page's first screen (the root's frame, the search card, a landing page's hero, the
 * contract's routes and messages and the few Mantine parts they use): one chunk instead of ~25 small ones,
 * each a request of its own on HTTP/1.1 and compressed alone. Nothing here may import what a first screen
 * does without (the API client, zod, the query library, dialogs): the byte budgets' probes would say so. A few
 * small modules are here because one import of them from the `mantine` group below would bring its whole 18 KB
 * (the hooks of form fields, VisuallyHidden: decision 0016's addendum).
 */
const PUBLIC_FIRST_SCREEN = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]app[\/](lib[\/](unauthorized|api-base)|session[\/](hydration|store|use-is-mobile)|ui[\/](app-footer|app-navbar-parts|error-state|meta|page-loader|placeholder-page|notice-modal|prehydration|lazy-below-fold|on-demand)|shared[\/]search[\/](search-services|service-search-card)|shared[\/]marketing[\/]landing-hero)\.tsx?$`,
    String.raw`[\/]packages[\/]contract[\/]src[\/](catalog-ids|routes|messages)\.ts$`,
    String.raw`[\/]@mantine[\/]core[\/]esm[\/]components[\/](Burger|Anchor|SimpleGrid|Grid|Overlay|LoadingOverlay|Image|NativeSelect|VisuallyHidden|Combobox[\/](ComboboxChevron[\/]|Combobox\.module|get-parsed-combobox-data[\/]))`,
    String.raw`[\/]@mantine[\/]hooks[\/]esm[\/](use-disclosure|use-merged-ref|use-uncontrolled)[\/]`,
    String.raw`[\/]@mantine[\/]notifications[\/]esm[\/]notifications\.store`,
    String.raw`[\/]@tanstack[\/]react-query[\/]build[\/]modern[\/]QueryClientProvider\.js$`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  build: {
    // A part loaded on demand (the reviews' list, the questionnaire's screen, a form's calls, a lazy lower part) is
    // imported as it is: Vite's preload of its dependencies appended a <link rel="modulepreload"> per chunk, twenty
    // to forty, most of them already loaded, each costly to a phone's main thread just as the part arrived. Traced
    // on a slowed CPU (bench/long-tasks.mjs, five loads each, medians), the blocking time of /reviews went from 668
    // to 508 ms and the questionnaire's from 589 to 493 (issue 33). The browser asks for a part's imports once it
    // has read the part; React Router loads route modules itself and is not concerned.
    modulePreload: false,
    // Three shared chunks instead of ~70 small ones (each a request on HTTP/1.1, and compressed alone, so
    // smaller chunks compress worse): `framework`, what every page runs (React, React DOM, React Router,
    // zustand, Mantine's styling core; not TanStack Query, which a public page's first screen goes without:
    // lib/query-client.tsx); `public`, the rest of a public page's first screen (above); and `mantine`, the
    // components 40 or more screens use. A group also takes the modules its own modules import. A lower share
    // count (the former 30-screen "shared" chunk) put zod, the contract's schemas, floating-ui and the dialogs
    // on every public page: 234 KB brotli for a landing page in ~50 files, against ~135 KB in 8 now (issue 14,
    // decision 0016, apps/web/test/byte-budgets.test.ts).
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 30 },
            { name: 'public', test: PUBLIC_FIRST_SCREEN, priority: 20 },
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
              minShareCount: 40,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  define: {
    'import.meta.env.VITE_SITE_ORIGIN': JSON.stringify(command === 'build' ? BUILD_ORIGIN_PLACEHOLDER : devOrigin),
  },
  server: {
    // `npm run dev`: the API runs on 3000, the web dev server proxies to it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
}));
