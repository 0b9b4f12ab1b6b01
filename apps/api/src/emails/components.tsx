/**
 * The blocks of an e-mail as React Email components: what the HTML part of every e-mail is made of, inside the
 * layout (layout.tsx). React escapes every value it is given, attribute or text; nothing here writes markup by
 * hand. Styles are inline, as mail clients need them. Each block says what its text part says (blocks.ts).
 */
import { Button as EmailButton, Link, Section, Text } from '@react-email/components';
import type { Locale } from '@upkeep/contract';
import { Fragment, type ReactNode } from 'react';
import { say } from '../i18n/words.ts';
import { type Button, type Facts, type Inline, type Piece, type Present, piecesOf, Rich } from './blocks.ts';
import { colors } from './theme.ts';

const paragraphStyle = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: colors.text };
const linkStyle = { color: colors.link, textDecoration: 'underline' };

/** Words, their line breaks kept (someone's message, the lines of a notice). */
function Words({ value }: { value: string }) {
  const lines = value.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed text, never reordered
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/** A labelled link: the label is the link. */
export const TextLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={linkStyle}>
    {children}
  </Link>
);

/** Set off: bold. */
export const Strong = ({ children }: { children: ReactNode }) => <strong>{children}</strong>;

/** Something to type exactly (a temporary password): large and monospaced. */
export const Code = ({ value }: { value: string }) => (
  <strong style={{ fontFamily: 'Menlo, Consolas, monospace', fontSize: '1.2em', letterSpacing: '0.05em' }}>
    {value}
  </strong>
);

function PieceView({ piece }: { piece: Piece }) {
  if (typeof piece === 'string') return <Words value={piece} />;
  switch (piece.kind) {
    case 'link':
      return <TextLink href={piece.address}>{piece.label}</TextLink>;
    case 'url':
      return <TextLink href={piece.address}>{piece.address}</TextLink>;
    case 'strong':
      return (
        <Strong>
          <Pieces pieces={piece.pieces} />
        </Strong>
      );
    case 'code':
      return <Code value={piece.value} />;
  }
}

function Pieces({ pieces }: { pieces: readonly Piece[] }) {
  return (
    <>
      {pieces.map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one paragraph, never reordered
        <PieceView key={i} piece={piece} />
      ))}
    </>
  );
}

/** An inline value: words or pieces. */
export const InlineView = ({ value }: { value: Inline }) => <Pieces pieces={piecesOf(value)} />;

/** A paragraph. */
export const Paragraph = ({ children }: { children: Inline }) => (
  <Text style={paragraphStyle}>
    <InlineView value={children} />
  </Text>
);

/** Someone's own words (a reason, a message), set apart, their line breaks kept. */
export const Quote = ({ children }: { children: Inline }) => (
  <blockquote
    style={{
      ...paragraphStyle,
      margin: '0 0 16px',
      padding: '8px 16px',
      borderLeft: `4px solid ${colors.brand}`,
      backgroundColor: colors.quiet,
    }}
  >
    <InlineView value={children} />
  </blockquote>
);

/** Labelled values in a table, one row each ('Label: value' lines in the text). */
export const FactsTable = ({ rows }: { rows: Facts['rows'] }) => (
  <table
    role="presentation"
    cellPadding="0"
    cellSpacing="0"
    border={0}
    width="100%"
    style={{ margin: '0 0 16px', borderCollapse: 'collapse', fontSize: '16px', lineHeight: '24px' }}
  >
    <tbody>
      {rows.map(([label, value], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one fixed table, never reordered
        <tr key={i}>
          <th
            align="left"
            style={{
              verticalAlign: 'top',
              padding: '4px 16px 4px 0',
              color: colors.muted,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            <InlineView value={label} />
          </th>
          <td style={{ padding: '4px 0', color: colors.text }}>
            <InlineView value={value} />
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/**
 * The link the e-mail is for, as a button, and the address to paste for mail clients that hide links. The text
 * part gives the address alone: the button's label is marked `data-skip-in-text`, React Email's mark for what a
 * plain-text rendering of the HTML leaves out.
 */
export const ButtonLink = ({
  address,
  label,
  locale = 'en',
}: Pick<Button, 'address' | 'label'> & { locale?: Locale }) => (
  <Section style={{ margin: '8px 0 16px' }}>
    <EmailButton
      href={address}
      data-skip-in-text="true"
      style={{
        backgroundColor: colors.brand,
        borderRadius: '6px',
        color: '#ffffff',
        fontSize: '16px',
        fontWeight: 600,
        padding: '12px 20px',
        textDecoration: 'none',
      }}
    >
      {label}
    </EmailButton>
    <Text
      style={{ fontSize: '13px', lineHeight: '20px', margin: '12px 0 0', color: colors.muted, wordBreak: 'break-all' }}
    >
      <span data-skip-in-text="true">
        {say(/*i18n*/ { id: 'email.button.paste', message: 'Or paste this address into your browser:' }, locale)}{' '}
      </span>
      {address}
    </Text>
  </Section>
);

/** One block of the e-mail as its component. */
export function BlockView({ block, locale = 'en' }: { block: Present; locale?: Locale }) {
  if (typeof block !== 'object' || block instanceof Rich) return <Paragraph>{block}</Paragraph>;
  switch (block.kind) {
    case 'quote':
      return <Quote>{block.content}</Quote>;
    case 'facts':
      return <FactsTable rows={block.rows} />;
    case 'button':
      return <ButtonLink address={block.address} label={block.label} locale={locale} />;
  }
}
