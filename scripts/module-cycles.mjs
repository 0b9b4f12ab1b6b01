#!/usr/bin/env node
/**
 * The API's modules import one another one way only (docs/architecture.md): this finds the loops between
 * modules (apps/api/src/modules/<module>/), which Biome's noImportCycles does not see, since it follows files
 * and a loop between modules need not be one between files (tickets/service → payments/refunds →
 * payments/ledger → booking/confirmation → tickets/queries was one). Type-only imports are left out, as
 * Biome's rule leaves them (the compiler erases them). `npm run lint` runs it; exit 1 names each loop.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gms;

/** Every non-test .ts file under `dir`, recursively. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The module a path under `modulesDir` belongs to: `group/module` where the first folder is a group (a folder of
 * module folders, with no source file of its own: the API's modules are grouped by domain), else the first folder.
 */
export function moduleOf(modulesDir, relative) {
  const [first, second] = relative.split(path.sep);
  return second !== undefined && isGroup(path.join(modulesDir, first)) ? `${first}/${second}` : first;
}

/** Whether a folder of `modules/` is a group, read once per folder (every import of every file asks). */
const groupFolders = new Map();
function isGroup(dir) {
  let known = groupFolders.get(dir);
  if (known === undefined) {
    known = existsSync(dir) && statSync(dir).isDirectory() && !readdirSync(dir).some((name) => name.endsWith('.ts'));
    groupFolders.set(dir, known);
  }
  return known;
}

/** The runtime imports between modules: `[{ from, to, fromFile, toFile }]` (module names and paths under `modulesDir`). */
export function moduleImports(modulesDir, { typeOnlyToo = false } = {}) {
  const edges = [];
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(modulesDir, path.relative(modulesDir, file));
    for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if ((typeOnly && !typeOnlyToo) || !spec.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..')) continue;
      const to = moduleOf(modulesDir, target);
      if (to !== from) edges.push({ from, to, fromFile: path.relative(modulesDir, file), toFile: target });
    }
  }
  return edges;
}

/** The loops between modules (each a list of module names, the first repeated at the end); none is []. */
export function moduleCycles(modulesDir) {
  const edges = moduleImports(modulesDir);
  const next = new Map();
  for (const { from, to } of edges) next.set(from, new Set([...(next.get(from) ?? []), to]));
  const cycles = [];
  const seen = new Set();
  // A depth-first walk: an edge back to a module on the current path closes a loop.
  const walk = (module, trail) => {
    const at = trail.indexOf(module);
    if (at >= 0) {
      cycles.push([...trail.slice(at), module]);
      return;
    }
    if (seen.has(module)) return;
    seen.add(module);
    for (const to of [...(next.get(module) ?? [])].sort()) walk(to, [...trail, module]);
  };
  for (const module of [...next.keys()].sort()) walk(module, []);
  return cycles.map((cycle) => ({
    modules: cycle,
    imports: cycle.slice(1).map((to, i) => {
      const edge = edges.find((e) => e.from === cycle[i] && e.to === to);
      return `${edge?.fromFile} → ${edge?.toFile}`;
    }),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');
  const cycles = moduleCycles(modulesDir);
  for (const { modules, imports } of cycles) {
    console.error(`apps/api: the modules ${modules.join(' → ')} import each other in a loop:`);
    for (const line of imports) console.error(`  ${line}`);
  }
  if (cycles.length > 0) {
    console.error('Move what both need below both (docs/architecture.md, "Layers of the API").');
    process.exit(1);
  }
}
