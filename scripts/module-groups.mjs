#!/usr/bin/env node
/**
 * The API's modules are grouped by domain (apps/api/src/modules/<group>/<module>/), and the groups depend on one
 * another one way only. Each group's README.md says it in two lines that this reads:
 *
 *   May import: `messages`, `accounts`            (the groups below it; none: "May import: nothing")
 *   Open to every group: `lifecycle`, `money`     (its modules that any group may import: the records all share)
 *
 * An import (type-only ones too) from a module of one group to a module of another must go to a group the first
 * may import or to a module the second opens to all; the groups' "May import" lines must not make a loop; and a
 * module opened to all imports only modules opened to all, so what is shared stays at the bottom. `npm run lint`
 * runs it; exit 1 names each import out of line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleImports } from './module-cycles.mjs';

const backticked = (line) => [...(line ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The groups under `modulesDir`: `{ name, mayImport: string[], open: string[] }` as their READMEs say. */
export function moduleGroups(modulesDir) {
  return readdirSync(modulesDir)
    .filter((name) => statSync(path.join(modulesDir, name)).isDirectory())
    .map((name) => {
      const readme = path.join(modulesDir, name, 'README.md');
      const text = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
      const line = (label) => text.split('\n').find((l) => l.replace(/^\W+/, '').startsWith(label));
      return {
        name,
        hasReadme: text !== '',
        mayImport: backticked(line('May import:')),
        open: backticked(line('Open to every group:')).map((module) => `${name}/${module}`),
      };
    });
}

/** What breaks the rule of direction: a list of sentences, empty when every import is in line. */
export function groupSlips(modulesDir) {
  const groups = moduleGroups(modulesDir);
  const byName = new Map(groups.map((g) => [g.name, g]));
  const open = new Set(groups.flatMap((g) => g.open));
  const slips = [];
  for (const g of groups) {
    if (!g.hasReadme) slips.push(`${g.name}: has no README.md saying what it owns and may import`);
    for (const other of g.mayImport)
      if (!byName.has(other)) slips.push(`${g.name}: may import "${other}", no such group`);
  }
  // The groups' own order: no loop through their "May import" lines.
  const walk = (name, trail) => {
    if (trail.includes(name)) {
      slips.push(
        `the groups ${[...trail.slice(trail.indexOf(name)), name].join(' → ')} may import each other in a loop`,
      );
      return;
    }
    for (const next of byName.get(name)?.mayImport ?? []) walk(next, [...trail, name]);
  };
  for (const g of groups) walk(g.name, []);
  const groupOf = (module) => module.split('/')[0];
  for (const edge of moduleImports(modulesDir, { typeOnlyToo: true })) {
    const from = groupOf(edge.from);
    const to = groupOf(edge.to);
    if (open.has(edge.from) && !open.has(edge.to) && edge.from !== edge.to) {
      slips.push(`${edge.fromFile} → ${edge.toFile}: ${edge.from} is open to every group and may import only what is`);
      continue;
    }
    if (from === to || open.has(edge.to)) continue;
    if (!byName.get(from)?.mayImport.includes(to)) {
      slips.push(`${edge.fromFile} → ${edge.toFile}: ${from} may not import ${to} (${from}/README.md)`);
    }
  }
  return slips;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/src/modules');
  const slips = groupSlips(modulesDir);
  for (const slip of slips) console.error(`apps/api: ${slip}`);
  if (slips.length > 0) {
    console.error(
      'Each group imports only the groups below it and what the others open to all (docs/architecture.md).',
    );
    process.exit(1);
  }
}
