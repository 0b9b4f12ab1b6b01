/**
 * The layers of the server, as the style guide draws them: routes declare and delegate; only queries files touch
 * Drizzle and build SQL (a folder's `queries.ts` or its `queries/` files, a module's `conditions.ts` for an SQL rule
 * other modules share, and the database layer `db/`), services and the rest call them; a module's queries are its
 * own (another module asks that module's service), the modules import one another one way only (`npm run lint`
 * says so too, with scripts/module-cycles.mjs), the lifecycle's status writers are called by ticket-moves alone
 * (every status change is a named move with its effects, decision 0032), and the library never reaches into the
 * seed (the seed is data for a demo, the library is what production runs).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleImports } from '../../../scripts/module-cycles.mjs';
import { groupSlips, moduleGroups } from '../../../scripts/module-groups.mjs';
import { untranslatedWords } from '../../../scripts/untranslated-words.mjs';

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

/** A queries file: a folder's `queries.ts` or a file of its `queries/` folder. */
const isQueriesFile = (file: string) => path.basename(file) === 'queries.ts' || file.split('/').includes('queries');

/**
 * Where SQL may be written besides queries files, each for its reason. A module's `conditions.ts` holds an SQL rule
 * that other modules' queries share (architecture: "a module's queries.ts is its own"); the database layer is the
 * schema, the client, the migrations, the seed, backups and the driver's errors.
 */
const SQL_PLACES: readonly RegExp[] = [/^modules\/[^/]+\/[^/]+\/conditions\.ts$/, /^db\//];

/** Files outside queries files that still touch Drizzle, each with its reason. Keep this list short. */
const SQL_EXCEPTIONS: Record<string, string> = {
  // pg-boss writes its jobs through the caller's transaction only when handed Drizzle's `sql` (fromDrizzle).
  'queue/job-queue.ts': "the job queue's adapter: pg-boss runs its statements on Drizzle's connection",
  // The sandbox provider stands in for the payment provider: its tables (sandbox_*) are the outside service's
  // records, not the product's, and each file is that service's side of one API (intents, cards, Connect).
  'adapters/payments/sandbox.ts': "the payment provider's stand-in keeps its own records (sandbox_intents)",
  'adapters/payments/sandbox-intents.ts': "the payment provider's stand-in keeps its own records (sandbox_intents)",
  'adapters/payments/sandbox-cards.ts': "the payment provider's stand-in keeps its own records (cards, setups)",
  'adapters/payments/sandbox-connect.ts': "the payment provider's stand-in keeps its own records (Connect)",
};

/** How a file builds SQL or touches Drizzle, or null: the first sign found. */
function sqlSignOf(source: string): string | null {
  for (const from of importsOf(source)) {
    if (from === 'drizzle-orm' || from?.startsWith('drizzle-orm/')) return `imports ${from}`;
  }
  // A type of the schema (a JSON column's shape) builds nothing; a table does.
  const schemaValue = /^\s*import\s+(?!type\s)[^;]*?from\s+'[^']*db\/schema(\.ts)?'/m.exec(source);
  if (schemaValue) return 'imports db/schema tables';
  const signs: [RegExp, string][] = [
    [/\bsql\s*(`|<|\.(raw|join|empty|identifier|placeholder)\b)/, 'builds sql`…`'],
    [/\bqueryRows\s*[<(]/, 'runs queryRows'],
    [/\.\s*(execute|selectDistinct)\s*\(/, 'runs .execute / .selectDistinct'],
    [/\b(db|tx|trx|savepoint|database)\s*\)?\s*\.\s*(select|insert|update|delete|query)\b/, 'calls the query builder'],
  ];
  for (const [pattern, sign] of signs) if (pattern.test(source)) return sign;
  return null;
}

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
    const routeFiles = sourceFiles('modules').filter((file) => /(^|-)routes\.ts$/.test(path.basename(file)));
    expect(routeFiles.length).toBeGreaterThan(20);
    const slips = routeFiles.filter((file) => {
      const source = read(file);
      return (
        importsOf(source).some(
          (from) =>
            from === 'drizzle-orm' || from?.endsWith('db/schema.ts') || /(^|\/)queries(\.ts$|\/)/.test(from ?? ''),
        ) || /\bapp\.db\s*\.\s*(select|insert|update|delete|execute|transaction)\b/.test(source)
      );
    });
    expect(slips).toEqual([]);
  });

  it("no module imports another module's queries (its queries.ts or queries/ files): it asks that module's service", () => {
    const slips = moduleImports(path.join(root, 'modules'))
      .filter((edge) => isQueriesFile(edge.toFile.split(path.sep).join('/')))
      .map((edge) => `${edge.fromFile} → ${edge.toFile}`);
    expect(slips).toEqual([]);
  });

  it('only queries files (and the places named, each for its reason) touch Drizzle or build SQL', () => {
    const files = sourceFiles('.');
    expect(files.filter(isQueriesFile).length).toBeGreaterThan(40);
    const slips = files
      .filter((file) => !isQueriesFile(file) && !SQL_PLACES.some((place) => place.test(file)))
      .filter((file) => !(file in SQL_EXCEPTIONS))
      .map((file) => ({ file, sign: sqlSignOf(read(file)) }))
      .filter((found) => found.sign !== null)
      .map(({ file, sign }) => `${file}: ${sign}`);
    expect(slips).toEqual([]);
  });

  it('every exception to the SQL rule still needs to be one', () => {
    // An exception or a temporary entry whose file no longer builds SQL (or is gone) leaves the list.
    const stale = Object.keys(SQL_EXCEPTIONS).filter((file) => {
      try {
        return sqlSignOf(read(file)) === null;
      } catch {
        return true;
      }
    });
    expect(stale).toEqual([]);
  });

  it('the signs of SQL are seen (a probe of each)', () => {
    const probes = [
      "import { eq } from 'drizzle-orm';",
      "import type { SQL } from 'drizzle-orm';",
      "import { tickets } from '../../db/schema.ts';",
      'const q = sql`select 1`;',
      'const rows = await queryRows<{ n: number }>(db, q);',
      'await deps.db.execute(q);',
      'const [row] = await db.select().from(t);',
      'await tx\n  .insert(t)\n  .values(v);',
      'await this.db.update(t).set(v);',
      'await app.db.query.tickets.findFirst();',
    ];
    expect(probes.filter((probe) => sqlSignOf(probe) === null)).toEqual([]);
    const clean = [
      "import type { BookingLine } from '../../db/schema.ts';",
      'cache.delete(key);',
      'await deps.db.transaction(async (tx) => q.insertRow(tx, row));',
      "const hash = createHash('sha256').update(token).digest('hex');",
    ];
    expect(clean.filter((line) => sqlSignOf(line) !== null)).toEqual([]);
  });

  it('no modules import each other in a loop', () => {
    expect(moduleCycles(path.join(root, 'modules'))).toEqual([]);
  });

  it('the modules are grouped by domain, each group with a README, and import across groups one way only', () => {
    const groups = moduleGroups(path.join(root, 'modules'));
    expect(groups.map((g) => g.name).sort()).toEqual([
      'accounts',
      'companies',
      'messages',
      'money',
      'operations',
      'tickets',
    ]);
    expect(groupSlips(path.join(root, 'modules'))).toEqual([]);
  });

  it('the rule of direction sees an import against it, a loop of groups and a shared module that reaches up', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'module-groups-'));
    const file = (relative: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      writeFileSync(path.join(dir, relative), text);
    };
    try {
      file('low/README.md', '# low\n\nMay import: nothing\nOpen to every group: `shared`\n');
      file('high/README.md', '# high\n\nMay import: `low`\nOpen to every group: nothing\n');
      file('low/shared/service.ts', 'export const x = 1;\n');
      file('low/inner/service.ts', "export { y } from '../../high/top/service.ts';\n");
      file('high/top/service.ts', "import { x } from '../../low/shared/service.ts';\nexport const y = x;\n");
      expect(groupSlips(dir)).toEqual([
        expect.stringMatching(/^low\/inner\/service\.ts → high\/top\/service\.ts: low may not import high/),
      ]);
      file('low/shared/service.ts', "import type { y } from '../inner/service.ts';\nexport const x = 1;\n");
      expect(groupSlips(dir)).toContainEqual(expect.stringMatching(/low\/shared is open to every group/));
      file('low/README.md', '# low\n\nMay import: `high`\nOpen to every group: `shared`\n');
      expect(groupSlips(dir)).toContainEqual(expect.stringMatching(/may import each other in a loop/));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("only the lifecycle and ticket-moves call the lifecycle's status writers: every status change is a named move", () => {
    const allowed = [path.join('modules', 'tickets', 'lifecycle'), path.join('modules', 'tickets', 'moves')];
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

describe('the words a person reads are in the message catalogue (issue 49, scripts/untranslated-words.mjs)', () => {
  it('finds text and read props outside <Trans>, t and msg, and lets what is translated pass', () => {
    const source = [
      "import { Trans, useLingui } from '@lingui/react/macro';",
      'export function Card() {',
      '  const { t } = useLingui();',
      '  return (',
      '    <section aria-label="Offers">',
      '      <h2>Compare prices</h2>',
      '      <p><Trans>Book in <b>minutes</b></Trans></p>',
      '      <input label={t`Zip code`} placeholder="e.g. 89135" />',
      '      <span>UpKeep</span>',
      '      <span>{"(702) 555-0100"}</span>',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(untranslatedWords('card.tsx', source)).toEqual([
      'card.tsx:5: "Offers"',
      'card.tsx:6: "Compare prices"',
      'card.tsx:8: "e.g. 89135"',
    ]);
  });
});
