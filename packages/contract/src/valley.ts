/**
 * The valley's time zone, alone in a module without zod: a public page's JavaScript (the review cards) imports
 * it without evaluating the contract's schemas (issue 33). dates.ts does the valley's date arithmetic with it.
 */
export const VALLEY_TIME_ZONE = 'America/Los_Angeles';
