/**
 * The web app's layers (docs/architecture.md, "Layers of the web app") are enforced by Biome's
 * noRestrictedImports (biome.json, `overrides`): `npm run lint` fails on an import against the direction.
 * These probes are written next to real code for a moment, linted, and removed, so a change to biome.json
 * that silently stops the check fails here.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const biome = path.join(repo, 'node_modules/.bin/biome');

/** Lints `source` as if it were the file at `at` (relative to apps/web/app): the rules that fired. */
function lintAt(at: string, source: string): string[] {
  const file = path.join(repo, 'apps/web/app', at);
  writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ['lint', '--reporter=json', '--only=style/noRestrictedImports', file], {
      cwd: repo,
      encoding: 'utf8',
    });
    const report = JSON.parse(run.stdout) as { diagnostics: { category: string }[] };
    return report.diagnostics.map((d) => d.category);
  } finally {
    rmSync(file, { force: true });
  }
}

const RESTRICTED = 'lint/style/noRestrictedImports';

describe('the web app’s import boundaries', () => {
  it('refuses a feature importing another feature', () => {
    const source = "import { orderTotals } from '../booking/booking-model';\n\nexport const probe = orderTotals;\n";
    expect(lintAt('features/tickets/boundary-probe.ts', source)).toContain(RESTRICTED);
  });

  it('refuses it from a feature’s subfolder too', () => {
    const source = "import { orderTotals } from '../../booking/booking-model';\n\nexport const probe = orderTotals;\n";
    expect(lintAt('features/tickets/api/boundary-probe.ts', source)).toContain(RESTRICTED);
  });

  it('refuses shared code importing a feature, and ui importing shared code', () => {
    const feature =
      "import { orderTotals } from '../../features/booking/booking-model';\n\nexport const probe = orderTotals;\n";
    expect(lintAt('shared/payments/boundary-probe.ts', feature)).toContain(RESTRICTED);
    const shared =
      "import { payWithCard } from '../shared/payments/pay-by-card';\n\nexport const probe = payWithCard;\n";
    expect(lintAt('ui/boundary-probe.ts', shared)).toContain(RESTRICTED);
  });

  it('refuses a screen importing another screen', () => {
    const source = "import { BookingPage } from './booking-page';\n\nexport const probe = BookingPage;\n";
    expect(lintAt('features/booking/boundary-probe.ts', source)).toContain(RESTRICTED);
  });

  it('refuses a page importing the API client, however it is imported', () => {
    const named = "import { api } from '../../lib/api';\n\nexport const probe = api;\n";
    expect(lintAt('features/tickets/boundary-probe-page.tsx', named)).toContain(RESTRICTED);
    const namespace = "import * as client from '../../lib/api.ts';\n\nexport const probe = client;\n";
    expect(lintAt('features/tickets/boundary-probe-page.tsx', namespace)).toContain(RESTRICTED);
    const lazy = "export const probe = () => import('../../lib/api');\n";
    expect(lintAt('features/tickets/boundary-probe-page.tsx', lazy)).toContain(RESTRICTED);
    const route = "import { apiRequest } from '../lib/api';\n\nexport const probe = apiRequest;\n";
    expect(lintAt('routes/boundary-probe.tsx', route)).toContain(RESTRICTED);
  });

  it('keeps the other boundaries on a page (its block repeats them)', () => {
    const feature = "import { orderTotals } from '../booking/booking-model';\n\nexport const probe = orderTotals;\n";
    expect(lintAt('features/tickets/boundary-probe-page.tsx', feature)).toContain(RESTRICTED);
    const screen = "import { BookingPage } from './booking-page';\n\nexport const probe = BookingPage;\n";
    expect(lintAt('features/booking/boundary-probe-page.tsx', screen)).toContain(RESTRICTED);
    const route = "import { meta } from './home';\n\nexport const probe = meta;\n";
    expect(lintAt('routes/boundary-probe.tsx', route)).toContain(RESTRICTED);
  });

  it('lets a page use its feature’s endpoint files, and ApiError to tell failures apart', () => {
    const source = [
      "import { ApiError } from '../../lib/api';",
      "import { useTicket } from './api/get-ticket';",
      '',
      'export const probe = [ApiError, useTicket];',
      '',
    ].join('\n');
    expect(lintAt('features/tickets/boundary-probe-page.tsx', source)).toEqual([]);
  });

  it('lets a feature use its own files and the layers below it', () => {
    const source = [
      "import { FIELD_LIMITS } from '@upkeep/contract';",
      "import { payWithCard } from '../../shared/payments/pay-by-card';",
      "import { pageMeta } from '../../ui/meta';",
      "import { orderTotals } from './booking-model';",
      '',
      'export const probe = [FIELD_LIMITS, payWithCard, pageMeta, orderTotals];',
      '',
    ].join('\n');
    expect(lintAt('features/booking/boundary-probe.ts', source)).toEqual([]);
  });
});
