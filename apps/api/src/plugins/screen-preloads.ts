/**
 * The shell of a screen after sign-in names the screen's code in its head (issue 48, decision 0035's fourth round).
 * Such a screen is not prerendered: the shell loads React Router's entry and the root, the router then asks for the
 * screen's route modules, and the browser finds each one's imports as it reads the one before, a round trip per
 * level (four on the ticket's screen), before the screen can ask for its data. The build lists each screen's modules
 * (`.screen-modules.json` beside the pages, written by apps/web/scripts/postbuild.mjs from the whole route manifest
 * before it is leaned, and never served); the shell answered for a screen carries a `<link rel="modulepreload">` for
 * each, so the screen's code comes in one wave with the entry's. The pages that are prerendered carry none (their
 * first paint is in the HTML, and preloads would share the phone's bandwidth with its stylesheet), and no byte is
 * added to the manifest every page loads.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A screen of the build: its path's segments (`pro`, `jobs`, `:id`) and the modules its routes import. */
export interface ScreenModules {
  id: string;
  pattern: string[];
  modules: string[];
}

export const SCREEN_MODULES_FILE = '.screen-modules.json';

/**
 * How well a screen's pattern matches the path's segments, as React Router ranks the app's patterns (a static segment
 * over a `:param`, either over the catch-all `*`); null when it does not match.
 */
function scoreOf(pattern: readonly string[], path: readonly string[]): number | null {
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

/** The modules of the screen the path opens (the best-ranked pattern's), none when no screen matches. */
export function modulesOfScreen(screens: readonly ScreenModules[], pathname: string): ScreenModules | null {
  const path = pathname.split('/').filter(Boolean);
  let best: { screen: ScreenModules; score: number } | null = null;
  for (const screen of screens) {
    const score = scoreOf(screen.pattern, path);
    if (score !== null && (!best || score > best.score)) best = { screen, score };
  }
  return best?.screen ?? null;
}

const SAFE_MODULE = /^\/assets\/[\w.-]+\.js$/;

/** The shell with a `modulepreload` link for each module, at the end of its head. */
export function withModulePreloads(html: string, modules: readonly string[]): string {
  const links = modules
    .filter((file) => SAFE_MODULE.test(file))
    .map((file) => `<link rel="modulepreload" href="${file}"/>`)
    .join('');
  const head = html.indexOf('</head>');
  return links && head >= 0 ? `${html.slice(0, head)}${links}${html.slice(head)}` : html;
}

/** How often the list is looked at again (a new build under a running server is picked up, as its pages are). */
const RECHECK_MS = 2_000;

/**
 * The build's list of screens and their modules, read from `webDist` and read again when the file changes; an empty
 * list when the build has none (an older build: the shell then goes without preloads, as before).
 */
export function screenModulesOf(webDist: string): () => readonly ScreenModules[] {
  const file = path.join(webDist, SCREEN_MODULES_FILE);
  let kept: { screens: readonly ScreenModules[]; mtimeMs: number; checkedAt: number } | null = null;
  return () => {
    const now = Date.now();
    if (kept && now - kept.checkedAt < RECHECK_MS) return kept.screens;
    let mtimeMs = -1;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      // No list in this build.
    }
    if (kept && kept.mtimeMs === mtimeMs) {
      kept.checkedAt = now;
      return kept.screens;
    }
    kept = { screens: mtimeMs < 0 ? [] : readScreens(file), mtimeMs, checkedAt: now };
    return kept.screens;
  };
}

function readScreens(file: string): readonly ScreenModules[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { screens?: unknown };
    return Array.isArray(parsed.screens) ? (parsed.screens as ScreenModules[]) : [];
  } catch {
    return [];
  }
}
