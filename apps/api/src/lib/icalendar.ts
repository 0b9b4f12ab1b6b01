/**
 * iCalendar (RFC 5545) for the private calendar feeds, the customer's visit file and the e-mails' `.ics`, written
 * by ical-generator (issue 48): events in the valley's time zone with its VTIMEZONE from the IANA database
 * (timezones-ical-library), text escaped, lines folded at 75 octets, CRLF line ends. What is ours: the UID, the
 * SEQUENCE, the status of a visit, and texts cleaned of what the library does not escape.
 */
import { TZDate } from '@date-fns/tz';
import { type Locale, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { escape as escapeIcal, foldLines, ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { say } from '../i18n/words.ts';
import { linkIn } from './locale-link.ts';

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

/** Every line break a text may carry: CRLF, a lone CR or LF, and the other breaks Unicode and some parsers know. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/** A control character RFC 5545 TEXT does not allow (every one but the tab; breaks are escaped before this). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;
const withoutControls = (value: string) => [...value].filter((char) => !isControl(char.charCodeAt(0))).join('');

/**
 * A text as the writer takes it: every kind of line break made a plain LF (which ical-generator writes as `\n`; it
 * knows only CR and LF, and a lone CR, a U+2028 or a form feed ended the content line for some readers and injected
 * properties: issue 47), and any other control character dropped.
 */
const plainText = (value: string) =>
  [...value.replace(LINE_BREAK, '\n')].filter((char) => char === '\n' || !isControl(char.charCodeAt(0))).join('');

/**
 * RFC 5545 TEXT (3.3.11) as ical-generator writes it: backslash, semicolon and comma escaped, every kind of line
 * break written as `\n`, any other control character dropped. The calendar's name is the one text the library
 * writes as given, so it goes through this first.
 */
export const escapeText = (value: string) => escapeIcal(plainText(value), false);

/** A content line folded at 75 octets (continuations begin with a space), never inside a UTF-8 character. */
export const foldLine = (line: string) => foldLines(line);

/**
 * A parameter value (RFC 5545 3.2: the organizer's CN) as every reader takes it: on one line, without the double
 * quote a quoted value cannot hold (ical-generator would write RFC 6868's `^'`, which older readers show as is).
 */
const paramText = (value: string) => withoutControls(value.replace(LINE_BREAK, ' ').replace(/"/g, "'"));

/**
 * The valley's VTIMEZONE from the IANA time zone database (timezones-ical-library, updated with each tzdata
 * release), not rules written here: a change of the daylight-saving law reaches the calendars with an update.
 */
const vtimezone = (zone: string) => {
  const found = tzlib_get_ical_block(zone);
  return Array.isArray(found) ? (found[0] ?? null) : null;
};

/** A file name for a one-event download: 'upkeep-visit-41.ics'. */
export const visitFileName = (ticketId: number) => `upkeep-visit-${ticketId}.ics`;

/** A visit as the customer's calendar takes it. */
export interface Visit {
  ticketId: number;
  /** In the customer's language (i18n/service-names.ts). */
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
 * not confirmed it, CANCELLED once it is cancelled or declined. Its words are in the customer's `locale`.
 */
export function visitCalendar(visit: Visit, publicUrl: string, now: Date, locale: Locale = 'en'): string {
  const names = { service: visit.serviceName, company: visit.companyName };
  return icalendar(
    say(/*i18n*/ { id: 'calendar.visit.name', message: '{service} with {company}', values: names }, locale),
    [
      {
        uid: visitUid(visit.ticketId, publicUrl),
        start: visit.start,
        end: visit.end,
        updatedAt: visit.updatedAt,
        sequence: visitSequence(visit.createdAt, visit.updatedAt),
        summary: `${visit.serviceName} · ${visit.companyName}`,
        location: visit.address,
        description: say(
          /*i18n*/ { id: 'calendar.visit.description', message: 'UpKeep ticket #{id}', values: { id: visit.ticketId } },
          locale,
        ),
        url: linkIn(`${publicUrl}/my-tickets`, locale),
        status: VISIT_STATUS[visit.state],
        organizer: { name: visit.companyName, email: visit.companyEmail },
      },
    ],
    now,
  );
}

/** The visit's event as an e-mail attachment. */
export const visitAttachment = (visit: Visit, publicUrl: string, now: Date, locale: Locale = 'en') => ({
  filename: visitFileName(visit.ticketId),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  content: visitCalendar(visit, publicUrl, now, locale),
});

/**
 * The calendar (METHOD:PUBLISH) of `events`, written by ical-generator: times in the valley's zone with its
 * VTIMEZONE, DTSTAMP and LAST-MODIFIED in UTC, texts escaped, lines folded at 75 octets, CRLF line ends.
 */
export function icalendar(name: string, events: CalendarEvent[], now: Date): string {
  const calendar = new ICalCalendar({
    prodId: '//UpKeep//Jobs//EN',
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    name: escapeText(name),
    // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as local times, which RFC
    // 5545 wants in UTC. The events name the zone, and the generator writes the VTIMEZONE of each zone they use.
    timezone: { name: null, generator: vtimezone },
    x: [['X-WR-TIMEZONE', VALLEY_TIME_ZONE]],
  });
  for (const e of events) {
    // ical-generator refuses an organizer without a name or an address (it throws): then the event has none.
    const organizer = {
      name: paramText(e.organizer.name).trim(),
      email: e.organizer.email.replace(/[^\w.+@-]/g, ''),
    };
    calendar.createEvent({
      id: e.uid,
      // A TZDate reads its fields in the valley: a plain Date would be written in the server's own zone.
      start: new TZDate(e.start.getTime(), VALLEY_TIME_ZONE),
      end: new TZDate(e.end.getTime(), VALLEY_TIME_ZONE),
      timezone: VALLEY_TIME_ZONE,
      stamp: now,
      lastModified: e.updatedAt,
      sequence: e.sequence ?? 0,
      summary: plainText(e.summary),
      location: plainText(e.location),
      description: plainText(e.description),
      url: e.url,
      status: ICalEventStatus[e.status],
      organizer: organizer.name && organizer.email ? organizer : null,
    });
  }
  return `${calendar.toString()}\r\n`;
}
