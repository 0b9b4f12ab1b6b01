/**
 * What an e-mail is made of, once: a list of blocks (paragraphs, a quote, facts, a button) whose paragraphs hold
 * pieces (plain values, a link, an address, something strong, a code). The text part is these blocks as text
 * (`blocksText`, here); the HTML part is the same blocks through the React Email components of this folder
 * (components.tsx in layout.tsx), which escape everything they are given, as React does. Nothing here is HTML.
 */
import type { Locale } from '@upkeep/contract';
import { say } from '../i18n/words.ts';

/** A piece of a paragraph that reads differently in each part: a link, an address, set off, to type. */
type Marked =
  | { kind: 'link'; address: string; label: string }
  | { kind: 'url'; address: string }
  | { kind: 'strong'; pieces: readonly Piece[] }
  | { kind: 'code'; value: string };

/** A piece of a paragraph: words (the template's and the values alike) or a marked piece. */
export type Piece = string | Marked;

/**
 * A paragraph of pieces. Only this folder makes one (through `rich` and the helpers below), so what a template
 * gives is always words or a marked piece, never markup.
 */
export class Rich {
  constructor(readonly pieces: readonly Piece[]) {}

  /** The paragraph as the text part says it. */
  get text(): string {
    return this.pieces.map(pieceText).join('');
  }
}

/** What goes into a paragraph: plain values (words, in both parts) or pieces made here. */
export type Inline = string | number | Rich;

/** The pieces of an inline value. */
export const piecesOf = (value: Inline): readonly Piece[] => (value instanceof Rich ? value.pieces : [String(value)]);

/** A piece as the text part says it: a labelled link reads 'Write to us: https://…'. */
export function pieceText(piece: Piece): string {
  if (typeof piece === 'string') return piece;
  switch (piece.kind) {
    case 'link':
      return `${piece.label}: ${piece.address}`;
    case 'url':
      return piece.address;
    case 'strong':
      return piece.pieces.map(pieceText).join('');
    case 'code':
      return piece.value;
  }
}

/** An inline value as the text part says it. */
export const inlineText = (value: Inline): string => (value instanceof Rich ? value.text : String(value));

/** A paragraph of words and pieces: `rich\`Sign in at ${url(signInUrl)} within ${minutes} minutes.\``. */
export function rich(strings: TemplateStringsArray, ...values: Inline[]): Rich {
  const pieces: Piece[] = [];
  strings.forEach((literal, i) => {
    if (literal) pieces.push(literal);
    const value = values[i];
    if (value !== undefined) pieces.push(...piecesOf(value));
  });
  return new Rich(pieces);
}

/** A labelled link: 'Write to us: https://…' in the text, the label as the link in the HTML. */
export const link = (address: string, label: string): Rich => new Rich([{ kind: 'link', address, label }]);

/** An address shown as itself in both parts (a link in the HTML). */
export const url = (address: string): Rich => new Rich([{ kind: 'url', address }]);

/** Set off in the HTML part (bold); the same words in the text. */
export const strong = (value: Inline): Rich => new Rich([{ kind: 'strong', pieces: piecesOf(value) }]);

/** Something to type exactly (a temporary password): large and monospaced in the HTML part. */
export const code = (value: string): Rich => new Rich([{ kind: 'code', value }]);

export interface Quote {
  kind: 'quote';
  content: Inline;
}
export interface Facts {
  kind: 'facts';
  rows: readonly (readonly [label: Inline, value: Inline])[];
}
export interface Button {
  kind: 'button';
  address: string;
  label: string;
}

/** A block of the e-mail: a paragraph, or one of the blocks below. Falsy entries (`cond && block`) are left out. */
export type Block = Inline | Quote | Facts | Button | false | null | undefined;

/** A block that is there (what `presentBlocks` keeps). */
export type Present = Exclude<Block, false | null | undefined | ''>;

/** Someone's own words (a reason, a message), set apart in the HTML part; their line breaks are kept. */
export const quote = (content: Inline): Quote => ({ kind: 'quote', content });

/** 'Label: value' lines in the text; a table in the HTML part. */
export const facts = (rows: Facts['rows']): Facts => ({ kind: 'facts', rows });

/**
 * The link the e-mail is for (an invitation, a password link): the address on a line of its own in the
 * text; a button with the label in the HTML part, and the address to paste for mail clients that hide links.
 */
export const button = (address: string, label: string): Button => ({ kind: 'button', address, label });

/** How the team signs its e-mails: the text's last paragraph, the HTML's footer (layout.tsx). */
export const SIGN_OFF = 'The UpKeep team';

/** The sign-off in the e-mail's language (SIGN_OFF in English). */
export const signOffIn = (locale: Locale) => say(/*i18n*/ { id: 'email.signOff', message: 'The UpKeep team' }, locale);

/** The blocks that are there, in order (falsy ones and empty paragraphs left out). */
export const presentBlocks = (blocks: readonly Block[]): Present[] =>
  blocks.filter((block): block is Present => block !== false && block !== null && block !== undefined && block !== '');

/** A block as the text part says it. */
export function blockText(block: Present): string {
  if (typeof block !== 'object' || block instanceof Rich) return inlineText(block);
  switch (block.kind) {
    case 'quote':
      return inlineText(block.content);
    case 'facts':
      return block.rows.map(([label, value]) => `${inlineText(label)}: ${inlineText(value)}`).join('\n');
    case 'button':
      return block.address;
  }
}

/** The text part: the blocks separated by blank lines. */
export const blocksText = (blocks: readonly Block[]): string => presentBlocks(blocks).map(blockText).join('\n\n');
