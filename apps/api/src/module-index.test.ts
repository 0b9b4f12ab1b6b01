/**
 * docs/modules.md is the index of every API module and web feature with its purpose, written from the folders by
 * `npm run docs:modules` (scripts/module-index.mjs); docs/architecture.md names each of them. This fails when either
 * is behind the code, and shows that the index follows the folders (a group of modules is a folder of folders).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectModules, moduleIndexProblems, renderModuleIndex } from '../../../scripts/module-index.mjs';

describe('the module index', () => {
  it('is up to date, every module states its purpose, and architecture.md names each', () => {
    expect(moduleIndexProblems()).toEqual([]);
  });

  it('lists the API modules, the web features and the shared pieces with their purpose', () => {
    const { api, web } = collectModules();
    const companies = api.find((m) => m.name === 'companies');
    expect(companies?.purpose).toMatch(/^The companies and what they offer/);
    const catalog = companies?.modules?.find((m) => m.name === 'catalog');
    expect(catalog?.purpose).toMatch(/^The catalogue: /);
    expect(catalog?.from).toBe('service.ts');
    expect(web.map((folder) => folder.dir)).toEqual(['apps/web/app/features', 'apps/web/app/shared']);
    const tickets = web[0]?.modules.find((m) => m.name === 'tickets');
    expect(tickets).toMatchObject({ path: 'apps/web/app/features/tickets', from: 'README.md' });
  });

  describe('follows the folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'module-index-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('apps/api/src/modules/catalog/service.ts', '/**\n * The catalogue: services. More here.\n */\nexport {};\n');
    write('apps/api/src/modules/people/README.md', '# people\n\nWho uses the product.\n');
    write('apps/api/src/modules/people/accounts/routes.ts', '/** Customers: sign-in and sign-up. */\nexport {};\n');
    write('apps/api/src/modules/people/staff/README.md', '# staff\n\nUpKeep staff, first.\n');
    write('apps/api/src/modules/people/staff/service.ts', '/** Staff, second. */\nexport {};\n');
    write('apps/api/src/modules/quiet/service.ts', 'export const x = 1;\n');
    write('apps/web/app/features/booking/README.md', '# Booking\n\nBooking a time\nand paying. Then more.\n');
    write('apps/web/app/features/booking/page.tsx', 'export {};\n');
    write('apps/web/app/shared/search/index.ts', '/** The search card. */\nexport {};\n');
    write('docs/architecture.md', 'Names catalog, people, accounts, staff, booking and search; see modules.md.\n');
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('reads a group and its modules, each purpose from its README or its main file', () => {
      const { api } = collectModules(root);
      expect(api.map((m) => m.name)).toEqual(['catalog', 'people', 'quiet']);
      const people = api.find((m) => m.name === 'people');
      expect(people?.purpose).toBe('Who uses the product.');
      expect(people?.modules?.map((m) => [m.name, m.purpose, m.from])).toEqual([
        ['accounts', 'Customers: sign-in and sign-up.', 'routes.ts'],
        ['staff', 'UpKeep staff, first.', 'README.md'],
      ]);
      const index = renderModuleIndex(root);
      expect(index).toContain('### `people`\n\nWho uses the product.\n');
      expect(index).toContain(
        '- [`accounts`](../apps/api/src/modules/people/accounts/): Customers: sign-in and sign-up.',
      );
      expect(index).toContain('- [`booking`](../apps/web/app/features/booking/): Booking a time and paying.');
      expect(index).toContain('- [`search`](../apps/web/app/shared/search/): The search card.');
    });

    it('names what is wrong: a module without a purpose, an index never written, a module the architecture omits', () => {
      expect(moduleIndexProblems(root)).toEqual([
        'apps/api/src/modules/quiet states no purpose: give it a README.md (or a doc comment opening its main file)',
        'docs/modules.md is out of date: run `npm run docs:modules`',
        'docs/architecture.md does not name apps/api/src/modules/quiet',
      ]);
      write('apps/api/src/modules/quiet/README.md', '# quiet\n\nSays little.\n');
      write('docs/architecture.md', 'Names catalog, people, accounts, staff, quiet, booking and search; modules.md.\n');
      write('docs/modules.md', renderModuleIndex(root));
      expect(moduleIndexProblems(root)).toEqual([]);
    });
  });
});
