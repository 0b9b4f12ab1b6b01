import type { Config } from '@react-router/dev/config';
import { PRERENDERED_FRAMES, PRERENDERED_ROUTES, PRERENDERED_SCREENS } from '@upkeep/contract';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // A single-page app whose public pages are prerendered to HTML at build (design.md section 2), with the
  // frames of a few screens that visitors reach from links (the questionnaire: contract's PRERENDERED_SCREENS),
  // and the frame the server renders each company's page into (PRERENDERED_FRAMES, decision 0028).
  ssr: false,
  prerender: [...PRERENDERED_ROUTES, ...PRERENDERED_SCREENS, ...PRERENDERED_FRAMES],
} satisfies Config;
