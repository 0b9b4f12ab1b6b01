/**
 * iCalendar (RFC 5545) text for the private calendar feeds: events in the valley's time zone (a VTIMEZONE of
 * America/Los_Angeles with the US daylight-saving rules since 2007), text escaped, lines folded at 75 octets,
 * CRLF line ends.
 */
import { VALLEY_TIME_ZONE, valleyDateTime } from '@upkeep/contract';

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** When the event last changed (SEQUENCE-less clients use DTSTAMP/LAST-MODIFIED). */
  updatedAt: Date;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Grows with each change (a move), so a calendar importing the event again takes the new one. */
  sequence?: number;
  /** Who holds the event (RFC 5546: a PUBLISH names its organizer): the company doing the visit. */
  organizer: { name: string; email: string };
}

/**
 * The event's UID: the ticket's, naming the deployment that made it (its public address's host), so that two
 * deployments' events never share one, and the customer's file and the company's feed name the same visit alike.
 */
export const visitUid = (ticketId: number, publicUrl: string) => `ticket-${ticketId}@${new URL(publicUrl).hostname}`;

/**
 * The event's SEQUENCE: seconds from the booking to the visit's last change. It grows with each change as RFC 5545
 * asks, and stays far within the 32-bit integer calendars keep (Unix seconds would pass it in 2038).
 */
export const visitSequence = (createdAt: Date, updatedAt: Date) =>
  Math.max(0, Math.floor((updatedAt.getTime() - createdAt.getTime()) / 1000));

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VALLEY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Every line break a text may carry: CRLF, a lone CR or LF, and the other breaks Unicode and some parsers know. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** A control character RFC 5545 TEXT does not allow (every one but the tab; breaks are escaped before this). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

/**
 * RFC 5545 TEXT (3.3.11): backslash, semicolon and comma escaped, every kind of line break written as `\n` (a lone
 * carriage return ended the content line for some readers and injected properties: issue 47), and any other
 * control character dropped.
 */
export const escapeText = (value: string) =>
  [...value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(LINE_BREAK, '\\n')]
    .filter((char) => !isControl(char.charCodeAt(0)))
    .join('');

/** A content line folded at 75 octets (continuations begin with a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A parameter value (RFC 5545 3.2): quoted, without the characters a quoted value cannot hold. */
const quotedParam = (value: string) =>
  `"${[...value.replace(LINE_BREAK, ' ').replace(/"/g, "'")].filter((c) => !isControl(c.charCodeAt(0))).join('')}"`;

const utc = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const local = (at: Date) => {
  const { date, time } = valleyDateTime(at);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};

/** A file name for a one-event download: 'upkeep-visit-41.ics'. */
export const visitFileName = (ticketId: number) => `upkeep-visit-${ticketId}.ics`;

/** A visit as the customer's calendar takes it. */
export interface Visit {
  ticketId: number;
  serviceName: string;
  companyName: string;
  companyEmail: string;
  address: string;
  start: Date;
  end: Date;
  /** Waiting for the company's confirmation, confirmed, or cancelled (or declined). */
  state: 'pending' | 'confirmed' | 'cancelled';
  createdAt: Date;
  updatedAt: Date;
}

const VISIT_STATUS = { pending: 'TENTATIVE', confirmed: 'CONFIRMED', cancelled: 'CANCELLED' } as const;

/**
 * One visit as an iCalendar event for the customer's calendar: its UID (visitUid, the company's feed's too) and a
 * SEQUENCE from its last change, so the file of a move replaces the booking's event; TENTATIVE while the company has
 * not confirmed it, CANCELLED once it is cancelled or declined.
 */
export function visitCalendar(visit: Visit, publicUrl: string, now: Date): string {
  return icalendar(
    `${visit.serviceName} with ${visit.companyName}`,
    [
      {
        uid: visitUid(visit.ticketId, publicUrl),
        start: visit.start,
        end: visit.end,
        updatedAt: visit.updatedAt,
        sequence: visitSequence(visit.createdAt, visit.updatedAt),
        summary: `${visit.serviceName} · ${visit.companyName}`,
        location: visit.address,
        description: `UpKeep ticket #${visit.ticketId}`,
        url: `${publicUrl}/my-tickets`,
        status: VISIT_STATUS[visit.state],
        organizer: { name: visit.companyName, email: visit.companyEmail },
      },
    ],
    now,
  );
}

/** The visit's event as an e-mail attachment. */
export const visitAttachment = (visit: Visit, publicUrl: string, now: Date) => ({
  filename: visitFileName(visit.ticketId),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: visitCalendar(visit, publicUrl, now),
});

export function icalendar(name: string, events: CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//UpKeep//Jobs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${VALLEY_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utc(now)}`,
      `LAST-MODIFIED:${utc(e.updatedAt)}`,
      ...(e.sequence === undefined ? [] : [`SEQUENCE:${e.sequence}`]),
      `ORGANIZER;CN=${quotedParam(e.organizer.name)}:mailto:${e.organizer.email.replace(/[^\w.+@-]/g, '')}`,
      `DTSTART;TZID=${VALLEY_TIME_ZONE}:${local(e.start)}`,
      `DTEND;TZID=${VALLEY_TIME_ZONE}:${local(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `LOCATION:${escapeText(e.location)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `URL:${e.url}`,
      `STATUS:${e.status}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
