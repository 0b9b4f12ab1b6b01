/**
 * The HTML part of an e-mail read as text, by React Email's own reader (`toPlainText`: html-to-text, leaving out
 * what is marked `data-skip-in-text`: the preview line, the header and the footer's note, a button's label), told
 * how our blocks read in the text part (blocks.ts): a quote as a paragraph, a facts row as 'Label: value', a
 * labelled link as 'label: https://…', the footer's rule left out. The tests hold each e-mail's text part to it.
 */
import { toPlainText } from '@react-email/components';

/** A node of the parsed HTML as html-to-text hands it to a formatter (the package ships no types). */
interface Node {
  type?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}
interface Builder {
  addInline(text: string): void;
}
type Walk = (nodes: Node[] | undefined, builder: Builder) => void;

const textOf = (nodes: Node[] = []): string =>
  nodes.map((node) => (node.type === 'text' ? (node.data ?? '') : textOf(node.children))).join('');

export const htmlAsText = (html: string): string =>
  toPlainText(html, {
    formatters: {
      // A facts row's label: its words, then ': ' before the value.
      factLabel: (elem: Node, walk: Walk, builder: Builder) => {
        walk(elem.children, builder);
        builder.addInline(': ');
      },
      // A link: its label, then ': ' and its address unless the label is the address.
      textLink: (elem: Node, walk: Walk, builder: Builder) => {
        walk(elem.children, builder);
        const href = elem.attribs?.href ?? '';
        if (href && href !== textOf(elem.children)) builder.addInline(`: ${href}`);
      },
    },
    selectors: [
      { selector: 'hr', format: 'skip' },
      { selector: 'blockquote', format: 'block' },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'th', format: 'factLabel' },
      { selector: 'td', format: 'inline' },
      { selector: 'a', format: 'textLink' },
    ],
  }).trim();
