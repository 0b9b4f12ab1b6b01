/**
 * Content-Security-Policy for the HTML the server sends. `script-src` never allows 'unsafe-inline': a
 * prerendered page (and the app shell) is served with the sha256 hashes of its own inline scripts (React
 * Router's hydration data and module loader, Mantine's colour-scheme script), computed from the file.
 */
import { createHash } from 'node:crypto';

/** The script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SCRIPT_TAG = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') of every inline executable script of `html`, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its script-src directive. */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}
