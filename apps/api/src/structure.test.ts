/**
 * The layers of the server, as the style guide draws them: routes declare and delegate (no query is built in
 * a route file: queries live in a module's queries.ts or service), and the library never reaches into the
 * seed (the seed is data for a demo, the library is what production runs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const importsOf = (source: string) => [...source.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);

describe('structure', () => {
  it('no route file builds a query (no drizzle-orm, no schema, no raw db call)', () => {
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
        importsOf(source).some((from) => from === 'drizzle-orm' || from?.endsWith('db/schema.ts')) ||
        /\bapp\.db\s*\.\s*(select|insert|update|delete|execute|transaction)\b/.test(source)
      );
    });
    expect(slips).toEqual([]);
  });

  it('the library never imports from the seed', () => {
    const slips = readdirSync(path.join(root, 'lib'))
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => importsOf(read(path.join('lib', file))).some((from) => from?.includes('/seed/')));
    expect(slips).toEqual([]);
  });
});
