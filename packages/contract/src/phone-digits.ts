/**
 * A typed phone number's digits: spaces, dashes, dots, parentheses and a + removed (anything else stays, for the
 * digits-only check to refuse). The forms' one loose rule, on both sides; whether texts can reach the number is the
 * API's (apps/api/src/lib/phone.ts, in E.164). Alone in a module without zod, so a form imports it for a few bytes.
 */
export const phoneNumberDigits = (typed: string) => typed.trim().replace(/[\s().+-]/g, '');
