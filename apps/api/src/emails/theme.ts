/** The e-mails' colours: the web app's desert teal (Mantine teal 9) on warm neutrals, with a readable contrast. */
export const colors = {
  brand: '#087f5b',
  text: '#1a1b1e',
  muted: '#495057',
  link: '#087f5b',
  quiet: '#f1f3f5',
  page: '#f6f4f0',
  rule: '#dee2e6',
} as const;

/** The system fonts: no web font to load (most mail clients would not). */
export const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
