/**
 * The HTML part of an e-mail read as text, by React Email's own reader (`toPlainText`: html-to-text, leaving out
 * what is marked `data-skip-in-text`: the preview line, the header and the footer's note, a button's label), told
 * how our blocks read (a quote as a paragraph, a facts row as 'Label: value', the footer's rule left out): what the
 * tests compare with the text part, which must say the same (blocks.ts). A labelled link reads 'label https://…'
 * here and 'label: https://…' in the text part; `sameWords` allows that.
 */
import { toPlainText } from '@react-email/components';

/** What a formatter of html-to-text is handed (the package ships no types). */
interface Builder {
  addInline(text: string): void;
}
type Walk = (nodes: unknown, builder: Builder) => void;

export const htmlAsText = (html: string): string =>
  toPlainText(html, {
    formatters: {
      // A facts row's label: its words, then ': ' before the value.
      factLabel: (elem: { children: unknown }, walk: Walk, builder: Builder) => {
        walk(elem.children, builder);
        builder.addInline(': ');
      },
    },
    selectors: [
      { selector: 'hr', format: 'skip' },
      { selector: 'blockquote', format: 'block' },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'th', format: 'factLabel' },
      { selector: 'td', format: 'inline' },
    ],
  }).trim();

/** The text part as `htmlAsText` reads its HTML twin: a labelled link's colon before its address dropped. */
export const sameWords = (text: string): string => text.replace(/: (https?:\/\/)/g, ' $1');
