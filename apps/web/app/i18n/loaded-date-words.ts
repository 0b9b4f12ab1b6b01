import type { DateWords } from './format-date';

/** Each language's date words once its catalogues have loaded (i18n/catalogue-loader.ts); English's are format-date.ts's own. */
export const loadedDateWords: Partial<Record<string, DateWords>> = {};
