import './styles/mantine';
import './styles/app.css';
import { useLingui } from '@lingui/react/macro';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { LOCALE_TAGS, localeOfPath, translatedPaths } from '@upkeep/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { usePathWords } from './i18n/catalogs';
import { spanishToOffer } from './i18n/locale';
import { watchAppReady } from './lib/app-ready';
import { SessionEffects } from './session/session-effects';
import { theme } from './theme';
import { AppLayout } from './ui/app-layout';
import { ErrorState } from './ui/error-state';
import { LazyNotifications } from './ui/lazy-notifications';
import { absoluteUrl, canonicalPath, SHARE_IMAGE, SHARE_IMAGE_ALT, SITE_NAME } from './ui/meta';
import { PageLoader } from './ui/page-loader';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * zod compiles object parsers with `new Function` unless told not to, and tries it as soon as a schema is
 * defined; the CSP has no 'unsafe-eval', so that try is a violation on every page. zod reads this global
 * when it loads, so it is set before any module runs (an inline script: its hash is in the page's CSP).
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true};';

export function Layout({ children }: { children: React.ReactNode }) {
  // The active language: the path's (the prerender and the browser activate it first), or a screen's own (the crew's
  // day follows the crew member's account), so that the words on screen and the document's language agree.
  const pathLocale = localeOfPath(useLocation().pathname);
  const { i18n } = useLingui();
  const locale = i18n.locale || pathLocale;
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#087f5b" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, before any module loads */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <ColorSchemeScript defaultColorScheme="light" />
        <Meta />
        <ShareTags />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The canonical link and the shared-link card of a public page (its title and description come from the
 * route's meta). Private screens and the app shell get none: they are not for search engines.
 */
function ShareTags() {
  const canonical = canonicalPath(useLocation().pathname);
  if (!canonical) return null;
  const url = absoluteUrl(canonical);
  const twins = translatedPaths(canonical);
  return (
    <>
      <link rel="canonical" href={url} />
      {twins && (
        <>
          <link rel="alternate" hrefLang="en" href={absoluteUrl(twins.en)} />
          <link rel="alternate" hrefLang="es" href={absoluteUrl(twins.es)} />
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(twins.en)} />
        </>
      )}
      <meta property="og:url" content={url} />
      <meta property="og:type" content={canonical.startsWith('/blog/') ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={LOCALE_TAGS[localeOfPath(canonical)].replace('-', '_')} />
      <meta property="og:image" content={absoluteUrl(SHARE_IMAGE.path)} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:image:alt" content={SHARE_IMAGE_ALT} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={absoluteUrl(SHARE_IMAGE.path)} />
      <meta name="twitter:image:alt" content={SHARE_IMAGE_ALT} />
    </>
  );
}

/** The app's frame. The query client is provided below it, where screens use it (lib/query-client.tsx). */
export default function App() {
  // The page's language and its area's words (i18n/catalogs.ts): a navigation into another area or language waits for
  // its catalogues before its screen renders.
  usePathWords(useLocation().pathname);
  return (
    <>
      <LazyNotifications />
      <SessionEffects />
      <AppReadySignal />
      <AppLayout>
        <Outlet />
      </AppLayout>
      <SpanishOffer />
    </>
  );
}

/**
 * `<html data-app-ready>`: set after hydration and, at each navigation, once the screen's first reads have
 * answered and no loader shows (lib/app-ready.ts); the browser tests wait for it.
 */
function AppReadySignal() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) starts a new wait
  useEffect(() => watchAppReady(document.documentElement), [key]);
  return null;
}

/** The offer of Spanish (ui/language-banner.tsx), its code loaded only for a visitor it is meant for. */
const LanguageBanner = lazy(() => import('./ui/language-banner'));
function SpanishOffer() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(spanishToOffer()), []);
  return wanted ? (
    <Suspense fallback={null}>
      <LanguageBanner />
    </Suspense>
  ) : null;
}

/** Shown while a client-only route loads on a page that was not prerendered. */
export function HydrateFallback() {
  return <PageLoader />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useLingui();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t`Something went wrong.`;
  return (
    <ErrorState
      title={t`Something went wrong`}
      message={message}
      onRetry={() => {
        window.location.reload();
      }}
    />
  );
}
