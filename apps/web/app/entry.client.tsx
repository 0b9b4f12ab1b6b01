/**
 * The browser's entry: React Router's own (without StrictMode, which checks nothing in a production build), after
 * the page's language is active (app/i18n/catalogs.ts), so that hydration meets the words the prerender wrote.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activatePathLocale } from './i18n/catalogs';

activatePathLocale(window.location.pathname).then(() => {
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
});
