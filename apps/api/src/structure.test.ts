/**
 * The layers of the server, as the style guide draws them: routes declare and delegate (no query is built in
 * a route file: queries live in a module's queries.ts or service), a module's queries.ts is its own (another
 * module asks that module's service), the modules import one another one way only (`npm run lint` says so
 * too, with scripts/module-cycles.mjs), and the library never reaches into the seed (the seed is data for a
 * demo, the library is what production runs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleImports } from '../../../scripts/module-cycles.mjs';

const root = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const importsOf = (source: string) => [...source.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);

describe('structure', () => {
  it('no route file builds a query or reads one (no drizzle-orm, no schema, no queries.ts, no raw db call)', () => {
    const routeFiles = readdirSync(path.join(root, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) =>
        readdirSync(path.join(root, 'modules', dir.name))
          .filter((file) => file === 'routes.ts' || file.endsWith('-routes.ts'))
          .map((file) => path.join('modules', dir.name, file)),
      );
    expect(routeFiles.length).toBeGreaterThan(20);
    const slips = routeFiles.filter((file) => {
      const source = read(file);
      return (
        importsOf(source).some(
          (from) => from === 'drizzle-orm' || from?.endsWith('db/schema.ts') || from?.endsWith('queries.ts'),
        ) || /\bapp\.db\s*\.\s*(select|insert|update|delete|execute|transaction)\b/.test(source)
      );
    });
    expect(slips).toEqual([]);
  });

  it("no module imports another module's queries.ts: it asks that module's service", () => {
    const slips = moduleImports(path.join(root, 'modules'))
      .filter((edge) => path.basename(edge.toFile) === 'queries.ts')
      .map((edge) => `${edge.fromFile} → ${edge.toFile}`);
    expect(slips).toEqual([]);
  });

  it('no modules import each other in a loop', () => {
    expect(moduleCycles(path.join(root, 'modules'))).toEqual([]);
  });

  it('the library never imports from the seed', () => {
    const slips = readdirSync(path.join(root, 'lib'))
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => importsOf(read(path.join('lib', file))).some((from) => from?.includes('/seed/')));
    expect(slips).toEqual([]);
  });
});
