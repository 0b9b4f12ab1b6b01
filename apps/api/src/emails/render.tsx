/**
 * The HTML part of an e-mail: its blocks through the components, in the layout, rendered synchronously by
 * react-dom/server (decision 0037: the senders write e-mails inside their transactions, and nothing here waits
 * on anything). The document type is the one React Email's own `render` writes.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { type Block, blockText, type Present, presentBlocks, Rich, signOffIn } from './blocks.ts';
import { BlockView } from './components.tsx';
import { type EmailLocale, Layout } from './layout.tsx';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The longest preview line: what mail clients show of it, about. */
const PREVIEW_CHARS = 140;

const isParagraph = (block: Present) => typeof block !== 'object' || block instanceof Rich || block.kind === 'quote';

/** A greeting ('Hi Dana,', 'Hello,', 'Hola, Dana:'): the preview starts after it. */
const isGreeting = (text: string) => text.length < 80 && /,$|^Hola\b.*:$/.test(text.trim());

/**
 * The preview line: the e-mail's first paragraph after the greeting, in its own words, cut at a word to about
 * PREVIEW_CHARS.
 */
export function previewLine(blocks: readonly Present[]): string {
  const first =
    blocks
      .filter(isParagraph)
      .map(blockText)
      .find((text) => !isGreeting(text)) ?? '';
  const line = first.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : PREVIEW_CHARS)}…`;
}

/** The HTML part of the e-mail of these blocks: a trailing sign-off is the footer's. */
export function emailHtml(blocks: readonly Block[], options: { locale?: EmailLocale } = {}): string {
  const locale = options.locale ?? 'en';
  const signOff = signOffIn(locale);
  const present = presentBlocks(blocks);
  const signed = present.at(-1) === signOff;
  const body = signed ? present.slice(0, -1) : present;
  const markup = renderToStaticMarkup(
    <Layout preview={previewLine(body)} signOff={signed ? signOff : null} locale={locale}>
      {body.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one e-mail, never reordered
        <BlockView key={i} block={block} locale={locale} />
      ))}
    </Layout>,
  );
  return `${DOCTYPE}${markup}`;
}
