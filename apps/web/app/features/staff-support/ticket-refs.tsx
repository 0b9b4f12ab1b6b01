/**
 * Text with its ticket numbers as links (issue 46): "Ticket #18", "booking #18", "job 18" or a bare "#18" in a
 * message opens /staff/tickets/18, so staff need not copy the number into the ticket search.
 */
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

const TICKET_REF = /\b(?:tickets?|bookings?|jobs?)\s*(?:no\.?|number)?\s*#?\s*(\d{1,9})\b|(?<![\w&])#(\d{1,9})\b/gi;

/** The text's pieces: plain strings and the ticket ids named, in order. */
export function ticketRefsOf(text: string): (string | { text: string; id: number })[] {
  const parts: (string | { text: string; id: number })[] = [];
  let last = 0;
  for (const match of text.matchAll(TICKET_REF)) {
    const id = Number(match[1] ?? match[2]);
    const at = match.index ?? 0;
    if (!Number.isSafeInteger(id) || id <= 0) continue;
    if (at > last) parts.push(text.slice(last, at));
    parts.push({ text: match[0], id });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function TicketLinkedText({ text }: { text: string }) {
  return (
    <>
      {ticketRefsOf(text).map((part, i) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order
          <Fragment key={i}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order
          <Anchor key={i} component={Link} to={`/staff/tickets/${part.id}`} underline="always">
            {part.text}
          </Anchor>
        ),
      )}
    </>
  );
}
