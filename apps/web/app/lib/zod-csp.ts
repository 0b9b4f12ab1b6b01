/**
 * zod compiles object parsers with `new Function` unless told not to; the Content-Security-Policy has no
 * 'unsafe-eval', so in the browser that attempt is a CSP violation on every page. Parse without it.
 */
import { config } from 'zod';

config({ jitless: true });
