import type { Config } from '@react-router/dev/config';
import { PRERENDERED_ROUTES } from '@upkeep/contract';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // A single-page app whose public pages are prerendered to HTML at build (design.md section 2).
  ssr: false,
  prerender: [...PRERENDERED_ROUTES],
} satisfies Config;
