import { fileURLToPath, pathToFileURL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { linguiWithEnglishInside } from './vite-lingui.ts';

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
 * (the hooks of form fields, VisuallyHidden: decision 0016's addendum), and the contract's phone-digits rule,
 * which the booking screen reads and the forms' schemas share: left alone it went into their chunk, zod and all.
 * Card is here for the home page's first lower part (its services' carousel), which otherwise loaded the `mantine`
 * chunk (ScrollArea, the focus trap, Portal...) for it: ~0.8 KB on every public page, 7 KB less on the home page's
 * phone screen (issue 48).
 */
const PUBLIC_FIRST_SCREEN = new RegExp(
  [
    String.raw`[\/]apps[\/]web[\/]app[\/](lib[\/](unauthorized|api-base)|session[\/](hydration|store|use-is-mobile)|ui[\/](app-footer|app-navbar-parts|error-state|meta|page-loader|placeholder-page|notice-modal|prehydration|lazy-below-fold|on-demand|language-switch)|i18n[\/](runtime|locale|catalogs)|shared[\/]search[\/](search-services|service-search-card)|shared[\/]marketing[\/]landing-hero)\.tsx?$`,
    String.raw`[\/]packages[\/]contract[\/]src[\/](catalog-ids|routes|messages|phone-digits)\.ts$`,
    String.raw`[\/]@mantine[\/]core[\/]esm[\/]components[\/](Burger|Anchor|SimpleGrid|Grid|Overlay|LoadingOverlay|Image|NativeSelect|VisuallyHidden|Card|Combobox[\/](ComboboxChevron[\/]|Combobox\.module|get-parsed-combobox-data[\/]))`,
    String.raw`[\/]@mantine[\/]hooks[\/]esm[\/](use-disclosure|use-merged-ref|use-uncontrolled)[\/]`,
    String.raw`[\/]@mantine[\/]notifications[\/]esm[\/]notifications\.store`,
    String.raw`[\/]@tanstack[\/]react-query[\/]build[\/]modern[\/]QueryClientProvider\.js$`,
  ].join('|'),
);

/**
 * The query library (TanStack Query) but its provider (in `public`): one chunk for what every screen after sign-in
 * runs, where the bundler's split by importer made six (useQuery, the query, the client, the mutation...), each a
 * request of its own and compressed alone (issue 48).
 */
const QUERY_LIBRARY = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

/** A domain's module of the contract's endpoint registry (`packages/contract/src/endpoints/tickets.ts`...). */
const ENDPOINT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/](?!define\.ts$|index\.ts$)[\w-]+\.ts$/;

/**
 * The browser's endpoints without their schemas (issue 48, decision 0035). The web calls an endpoint through its
 * declaration (`api(ticketEndpoints.customerTickets)`), and each declaration holds its request and answer schemas:
 * every screen that asked the API loaded zod (22 KB brotli) and its domains' schemas, evaluated before it could ask.
 * In the browser's build each domain's module of the registry is replaced by what a call reads of it (method, path,
 * success status, whether the answer is a file), taken from the real module at build time: the server already
 * writes every answer through the same schema (its serializer), so the browser's parse checked it a second time. The
 * prerender (server build) and the tests keep the real declarations, and a screen's forms keep their schemas (loaded
 * with the form).
 */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'upkeep:endpoints-without-schemas',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async load(id) {
      if (!ENDPOINT_MODULE.test(id)) return null;
      const real = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
      const exports = Object.entries(real)
        .filter(([name]) => name.endsWith('Endpoints'))
        .map(([name, declarations]) => {
          const calls = Object.fromEntries(
            Object.entries(declarations as Record<string, EndpointShape>).map(([key, e]) => [
              key,
              {
                method: e.method,
                path: e.path,
                status: Object.keys(e.responses)
                  .map(Number)
                  .find((s) => s >= 200 && s < 300),
                ...(e.binary ? { binary: true } : {}),
              },
            ]),
          );
          return `export const ${name} = ${JSON.stringify(calls)};`;
        });
      return exports.join('\n');
    },
  };
}

const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
/** A module of the contract (schemas, rules, words). */
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/][\w/-]+\.ts$/;
/** A top-level `const` whose value starts with a name (`z.object(…)`, `envelope(…)`, `base.extend(…)`), not a literal. */
const TOP_LEVEL_CONST =
  /^((?:export )?const [A-Za-z_$][\w$]*(?:: [^=\n]+)? = )(?!(?:new|function|async|true|false|null|undefined|void|typeof)\b)(?=[A-Za-z_$])/gm;

/** A top-level function of the contract: a declaration, or a `const` arrow function. */
const TOP_LEVEL_FUNCTION = /^(?=(?:export )?(?:function |const [A-Za-z_$][\w$]* = (?:\(|[A-Za-z_$][\w$]* =>)))/gm;

/**
 * Each use of zod (`z.object(…)`, `z.enum(…)`, and in types, where a comment changes nothing), outside comments and
 * strings (the first group, kept as it is).
 */
const ZOD_CALL =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(?<![\w$.])z(?=\s*\.)/g;

/**
 * The contract's schemas in the browser's build are kept only where used (issue 48, decision 0035). A schema is a
 * call (`z.object(…).strict()`) made when its module is evaluated, which a bundler keeps in case it has an effect; a
 * screen that imported one helper of a schema module (a date's format, a status's words) loaded every schema of the
 * module, and zod. Each top-level `const` of the contract whose value is a call, each call of zod and each of the
 * contract's functions (which answer a value and change nothing: `requiredText(…)`, `formatDate(…)`) is marked pure
 * here (the contract makes no registration or other effect in such a declaration), so an unused schema is dropped, and zod with it when
 * the page uses none.
 */
function contractSchemasPure(): Plugin {
  return {
    name: 'upkeep:contract-schemas-pure',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const marked = code
        .replace(TOP_LEVEL_FUNCTION, '/*#__NO_SIDE_EFFECTS__*/ ')
        .replace(TOP_LEVEL_CONST, '$1/* @__PURE__ */ ')
        .replace(ZOD_CALL, (match, kept?: string) => (kept ? match : '/* @__PURE__ */ z'));
      return { code: marked, map: null };
    },
  };
}

/** Mantine's ScrollArea (its module's folder). */
const SCROLL_AREA_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
const MERGE_REFS = fileURLToPath(new URL('./app/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea without Floating UI (issue 48, decision 0035): it imports one hook (`useMergeRefs`) from
 * @floating-ui/react, and a module comes whole into a chunk, so the `mantine` chunk every screen after sign-in loads
 * (Card, Alert, ScrollArea...) carried the whole of Floating UI (the positioning of Popovers, Tooltips and Menus),
 * about 10 KB brotli of its 18. In the client build ScrollArea gets the hook from app/lib/merge-refs.ts, a copy of
 * it; the components that position things still load Floating UI with their own code.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'upkeep:scroll-area-without-floating-ui',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA_MODULE.test(importer)) return MERGE_REFS;
      return null;
    },
  };
}

/** What the stub reads of a declaration (the contract's EndpointDeclaration, without importing zod here). */
interface EndpointShape {
  method: string;
  path: string;
  responses: Record<number, unknown>;
  binary?: boolean;
}

export default defineConfig(({ command }) => ({
  plugins: [
    endpointsWithoutSchemas(),
    contractSchemasPure(),
    scrollAreaWithoutFloatingUi(),
    // Lingui's macros (`<Trans>`, `t`, `msg`) by its native transform (no Babel), and the PO catalogues compiled
    // when imported (lingui.config.ts, app/i18n/catalogs.ts).
    ...linguiWithEnglishInside(),
    reactRouter(),
  ],
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
      // zod has no side effects a page needs unless it uses a schema (its English messages are set up by the module
      // that exports `z`, kept whenever `z` is used): with the contract's schemas marked pure below, a screen that
      // imports a helper of a schema module no longer loads zod (decision 0035).
      treeshake: { moduleSideEffects: (id) => !ZOD_MODULE.test(id) },
      output: {
        advancedChunks: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES, priority: 30 },
            { name: 'public', test: PUBLIC_FIRST_SCREEN, priority: 20 },
            { name: 'query', test: QUERY_LIBRARY, priority: 15 },
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
