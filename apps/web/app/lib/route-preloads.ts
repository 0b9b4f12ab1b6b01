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

/** The route's path from the root, as segments (a layout or an index route adds none). */
function segmentsOf(routes: Record<string, ManifestRoute>, route: ManifestRoute): string[] {
  const own = route.path ? route.path.split('/').filter(Boolean) : [];
  const parent = route.parentId ? routes[route.parentId] : undefined;
  return parent ? [...segmentsOf(routes, parent), ...own] : own;
}

/**
 * How well a route's segments match the path's, as React Router ranks them for the app's patterns (a static
 * segment over a `:param`, either over the catch-all `*`); null when they do not. Done here rather than with React
 * Router's `matchRoutes`, which compiles and ranks every route of the app (~15 ms on a phone at each start).
 */
function scoreOf(pattern: string[], path: string[]): number | null {
  let score = 0;
  for (const [i, segment] of pattern.entries()) {
    if (segment === '*') return score;
    const part = path[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === part.toLowerCase()) score += 10;
    else return null;
  }
  return pattern.length === path.length ? score + 1 : null;
}

/** The routes the path renders, from the root down: the best-ranked screen and its layouts. */
function matchedRoutes(routes: Record<string, ManifestRoute>, pathname: string): ManifestRoute[] {
  const path = pathname.split('/').filter(Boolean);
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  let best: { route: ManifestRoute; score: number } | null = null;
  for (const route of Object.values(routes)) {
    // A screen: a route no other route nests in, with a path or an index.
    if (parents.has(route.id) || (!route.path && !route.index)) continue;
    const score = scoreOf(segmentsOf(routes, route), path);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  const chain: ManifestRoute[] = [];
  for (let route = best?.route; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

/**
 * The modules the screen at `pathname` will import that are not loaded yet: each matched route's module and its
 * imports, less those of the root and the entry script, and none for a route whose module the page has already
 * imported (`loaded`, React Router's route modules of a prerendered page).
 */
export function modulesToPreload(manifest: RouteManifest, pathname: string, loaded: Iterable<string>): string[] {
  const have = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const imported = new Set(loaded);
  const wanted: string[] = [];
  for (const route of matchedRoutes(manifest.routes, pathname)) {
    if (route.id === 'root' || imported.has(route.id)) {
      for (const file of [route.module, ...(route.imports ?? [])]) have.add(file);
      continue;
    }
    for (const file of [route.module, ...(route.imports ?? [])]) {
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
