/** A PO catalogue, compiled by Lingui's Vite plugin when imported (lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from './runtime';
  export const messages: Messages;
}
