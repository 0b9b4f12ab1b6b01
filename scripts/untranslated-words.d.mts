/** Types of `untranslated-words.mjs`, for apps/api/src/structure.test.ts. */
export declare const TRANSLATED: string[];
export declare function untranslatedWords(file: string, text: string): string[];
