import type { DateWords } from './format-date';

/** Each language's date words once its catalogue has loaded (i18n/catalogs.ts); English's are format-date.ts's own. */
export const loadedDateWords: Partial<Record<string, DateWords>> = {};
