import { ensureWebBuilt } from '../../../scripts/web-build.mjs';

/**
 * Builds the web app when its build is missing or older than its sources, once per run however many test
 * files ask at the same moment (scripts/web-build.mjs).
 */
export async function ensureWebBuild(): Promise<void> {
  await ensureWebBuilt();
}
