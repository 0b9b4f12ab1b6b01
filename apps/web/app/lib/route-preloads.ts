/**
 * The screen's code asked for all at once, as soon as the root module runs (issue 48). A screen that is not
 * prerendered (the app's screens after sign-in) opens on the shell, which imports only the root: React Router asks
 * for the screen's route modules once its entry script has loaded and the router has started, and the browser then
 * finds each module's imports as it reads the one before, a round trip per level (four on the ticket's screen). The
 * build's manifest lists every module a route imports (`imports`, flattened): here each one the root has not loaded
 * is asked for with a `modulepreload` link, beside the entry script, so the screen's code arrives in one wave.
 *
 * A prerendered page imports its own route modules from its HTML (React Router lists them in
 * `__reactRouterRouteModules`, set before this runs): those are left alone.
 */
import { matchRoutes, type RouteObject } from 'react-router';

/** A route of the build's manifest (`window.__reactRouterManifest.routes`), as far as read here. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The route tree of the manifest, for `matchRoutes`. */
function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, ...(children.length ? { children } : {}) };
    });
}

/**
 * The modules the screen at `pathname` will import that are not loaded yet: each matched route's module and its
 * imports, less those of the root and the entry script, and none for a route whose module the page has already
 * imported (`loaded`, React Router's route modules of a prerendered page).
 */
export function modulesToPreload(manifest: RouteManifest, pathname: string, loaded: Iterable<string>): string[] {
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  const have = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const imported = new Set(loaded);
  const wanted: string[] = [];
  for (const { route } of matches) {
    const found = route.id ? manifest.routes[route.id] : undefined;
    if (!found) continue;
    if (found.id === 'root' || imported.has(found.id)) {
      for (const file of [found.module, ...(found.imports ?? [])]) have.add(file);
      continue;
    }
    for (const file of [found.module, ...(found.imports ?? [])]) {
      if (!have.has(file)) {
        have.add(file);
        wanted.push(file);
      }
    }
  }
  return wanted;
}

interface BrowserGlobals {
  __reactRouterManifest?: RouteManifest;
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** Adds a `modulepreload` link for each module the current screen will import (once the page's inline script has run). */
export function preloadScreenModules() {
  if (typeof document === 'undefined') return;
  // After the page's module script has listed its route modules (it does so once its imports, this one among
  // them, have run).
  queueMicrotask(() => {
    const page = globalThis as BrowserGlobals;
    if (!page.__reactRouterManifest) return;
    const loaded = Object.keys(page.__reactRouterRouteModules ?? {});
    for (const href of modulesToPreload(page.__reactRouterManifest, location.pathname, loaded)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  });
}
