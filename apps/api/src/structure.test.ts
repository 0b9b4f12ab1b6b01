/**
 * The layers of the server, as the style guide draws them: routes declare and delegate (no query is built in
 * a route file: queries live in a module's queries.ts or service), a module's queries.ts is its own (another
 * module asks that module's service), the modules import one another one way only (`npm run lint` says so
 * too, with scripts/module-cycles.mjs), the lifecycle's status writers are called by ticket-moves alone (every
 * status change is a named move with its effects, decision 0032), and the library never reaches into the seed (the
 * seed is data for a demo, the library is what production runs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleImports } from '../../../scripts/module-cycles.mjs';

const root = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const importsOf = (source: string) => [...source.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);

/** Every non-test .ts file under `dir`, relative to `root`. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

/**
 * What changes a ticket's status, hold or first history entry (lifecycle/service.ts): ticket-moves calls these and
 * runs each move's effects after them; nothing else may, or a move's effects would be coded beside it again.
 */
const STATUS_WRITERS = [
  'transition',
  'recordBooked',
  'confirmBooking',
  'releaseLapsedHolds',
  'holdUntilCharged',
  'bookedState',
];

/** The status writers a source imports (or re-exports) from the lifecycle's service, or '*' for all of them. */
function statusWritersImported(source: string): string[] {
  const found: string[] = [];
  for (const [, names, star] of source.matchAll(
    /^\s*(?:import|export)\s+(?:type\s+)?(?:\{([^}]*)\}|(\*)\s+as\s+\w+|\*)[^;]*?from\s+'[^']*lifecycle\/service(?:\.ts)?'/gms,
  )) {
    if (star !== undefined || names === undefined) {
      found.push('*');
      continue;
    }
    for (const spec of names.split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && STATUS_WRITERS.includes(name)) found.push(name);
    }
  }
  return found;
}

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

  it("only the lifecycle and ticket-moves call the lifecycle's status writers: every status change is a named move", () => {
    const allowed = [path.join('modules', 'lifecycle'), path.join('modules', 'ticket-moves')];
    const files = sourceFiles('.').filter((file) => !allowed.some((dir) => file.startsWith(`${dir}${path.sep}`)));
    expect(files.length).toBeGreaterThan(200);
    const slips = files.flatMap((file) => statusWritersImported(read(file)).map((name) => `${file}: ${name}`));
    expect(slips).toEqual([]);
    // The rule sees each way of importing a writer, so a slip cannot hide behind an alias or a namespace.
    expect(
      statusWritersImported(
        [
          "import { noteOnTicket, transition as t } from '../lifecycle/service.ts';",
          "import {\n  actorOf,\n  releaseLapsedHolds,\n} from '../lifecycle/service.ts';",
          "import * as lifecycle from '../lifecycle/service.ts';",
          "export { confirmBooking } from '../lifecycle/service.ts';",
          "import { nextSteps, statusOf } from '../lifecycle/service.ts';",
        ].join('\n'),
      ),
    ).toEqual(['transition', 'releaseLapsedHolds', '*', 'confirmBooking']);
  });

  it('the library never imports from the seed', () => {
    const slips = readdirSync(path.join(root, 'lib'))
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => importsOf(read(path.join('lib', file))).some((from) => from?.includes('/seed/')));
    expect(slips).toEqual([]);
  });
});
