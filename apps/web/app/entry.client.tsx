/**
 * The browser's entry: React Router's own (without StrictMode, which checks nothing in a production build), after
 * the page's language is active (app/i18n/catalogs.ts), so that hydration meets the words the prerender wrote.
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { activatePathLocale, i18n } from './i18n/catalogs';

activatePathLocale(window.location.pathname).then(() => {
  // A screen served from the app's shell (`index.html`, written in English: `/es/my-booking/{token}` from a Spanish
  // e-mail) says its own language: hydration does not correct an attribute the server wrote otherwise.
  document.documentElement.lang = i18n.locale;
  startTransition(() => {
    hydrateRoot(document, <HydratedRouter />);
  });
});
