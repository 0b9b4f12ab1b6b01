/**
 * The iCalendar writer read back by a real parser (ical.js, as calendar clients read it): names carrying line breaks
 * of every kind, control characters, RFC 5545's special characters and long multi-byte texts stay inside their own
 * property of their own event (issue 47: a lone carriage return in a guest's name added events to the feed).
 */
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar, visitCalendar } from './icalendar.ts';

const NOW = new Date('2026-12-01T18:00:00Z');
const event = (summary: string, location: string, description: string) => ({
  uid: 'ticket-41@upkeep',
  start: new Date('2026-12-08T17:00:00Z'),
  end: new Date('2026-12-08T19:00:00Z'),
  updatedAt: NOW,
  sequence: 1,
  summary,
  location,
  description,
  url: 'https://upkeep.example/my-tickets',
  status: 'CONFIRMED' as const,
  organizer: { name: `${summary}, "the" company`, email: 'office@example.com' },
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((e) => ({
    summary: e.getFirstPropertyValue('summary'),
    location: e.getFirstPropertyValue('location'),
    description: e.getFirstPropertyValue('description'),
    names: e.getAllProperties().map((p) => p.name),
  }));
}

describe('the iCalendar writer', () => {
  const injections = [
    'Eve\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free money\rDTSTART:20261208T090000Z',
    'Eve\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Free money',
    'Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free money',
    'Eve\u2028END:VEVENT\u2029BEGIN:VEVENT\u0085SUMMARY:Free money\vX\fY',
    'Eve\u0000\u0007\u001b[31m\u007fEND:VEVENT',
  ];

  for (const name of injections) {
    it(`keeps ${JSON.stringify(name).slice(0, 40)}… inside one property of one event`, () => {
      const text = icalendar(`Jobs of ${name}`, [event(`Pool cleaning · ${name}`, `${name}, Las Vegas`, name)], NOW);
      // Every content line ends with CRLF; no bare CR or LF anywhere else.
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const events = parse(text);
      expect(events).toHaveLength(1);
      const [only] = events;
      expect(only?.names.filter((n) => n === 'summary')).toHaveLength(1);
      expect(only?.names).not.toContain('x');
      // What the reader gets back is the text with its breaks as newlines and no control characters.
      expect(String(only?.summary)).toMatch(/^Pool cleaning · Eve/);
      const controls = [...String(only?.summary)].filter((c) => {
        const code = c.charCodeAt(0);
        return (code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f;
      });
      expect(controls).toEqual([]);
    });
  }

  it('escapes backslash, semicolon and comma, and reads them back unchanged', () => {
    const text = 'C:\\gate; code 12,34 \\n not a break';
    expect(escapeText(text)).toBe('C:\\\\gate\\; code 12\\,34 \\\\n not a break');
    const [only] = parse(icalendar('x', [event(text, text, text)], NOW));
    expect(only).toMatchObject({ summary: text, location: text, description: text });
  });

  it('folds at 75 octets without splitting a character, and the parser joins the folds back', () => {
    const long = 'Señora Núñez — 🏊 piscina trasera, portón lateral; '.repeat(8);
    const line = `DESCRIPTION:${escapeText(long)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    const [only] = parse(icalendar('x', [event('s', 'l', long)], NOW));
    expect(only?.description).toBe(long);
  });
});

describe("a visit's event (issue 48: as RFC 5545 and 5546 readers take it)", () => {
  const visit = {
    ticketId: 41,
    serviceName: 'Pool cleaning',
    companyName: 'Desert Blue; Pools, "LLC"',
    companyEmail: 'office@desertblue.example',
    address: '11024 Summer Glen Dr, Las Vegas, NV 89135',
    start: new Date('2026-12-08T17:00:00Z'),
    end: new Date('2026-12-08T19:00:00Z'),
    createdAt: new Date('2026-12-01T17:00:00Z'),
    updatedAt: new Date('2026-12-01T17:05:00Z'),
  };
  const read = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    return {
      method: calendar.getFirstPropertyValue('method'),
      uid: vevent?.getFirstPropertyValue('uid'),
      status: vevent?.getFirstPropertyValue('status'),
      sequence: vevent?.getFirstPropertyValue('sequence'),
      organizer: vevent?.getFirstPropertyValue('organizer'),
      organizerName: vevent?.getFirstProperty('organizer')?.getParameter('cn'),
    };
  };

  it('is TENTATIVE until the company confirms it, then CONFIRMED, then CANCELLED, with its organizer', () => {
    const pending = read(visitCalendar({ ...visit, state: 'pending' }, 'https://upkeep.example', NOW));
    expect(pending).toMatchObject({
      method: 'PUBLISH',
      status: 'TENTATIVE',
      organizer: 'mailto:office@desertblue.example',
      organizerName: "Desert Blue; Pools, 'LLC'",
    });
    expect(read(visitCalendar({ ...visit, state: 'confirmed' }, 'https://upkeep.example', NOW)).status).toBe(
      'CONFIRMED',
    );
    expect(read(visitCalendar({ ...visit, state: 'cancelled' }, 'https://upkeep.example', NOW)).status).toBe(
      'CANCELLED',
    );
  });

  it('leaves out an organizer whose name is nothing but control characters, rather than failing the file', () => {
    const text = visitCalendar(
      { ...visit, companyName: '\u0007\r\n', state: 'confirmed' },
      'https://upkeep.example',
      NOW,
    );
    expect(read(text)).toMatchObject({ status: 'CONFIRMED', organizer: null });
  });

  it('names the deployment in its UID, and counts its SEQUENCE from the booking (never past 32 bits)', () => {
    const first = read(visitCalendar({ ...visit, state: 'pending' }, 'https://upkeep.example:8443', NOW));
    expect(first.uid).toBe('ticket-41@upkeep.example');
    expect(first.sequence).toBe(300);
    const moved = read(
      visitCalendar(
        { ...visit, state: 'confirmed', updatedAt: new Date('2036-12-01T17:00:00Z') },
        'https://upkeep.example',
        NOW,
      ),
    );
    expect(Number(moved.sequence)).toBeGreaterThan(Number(first.sequence));
    expect(Number(moved.sequence)).toBeLessThan(2 ** 31);
  });
});

describe('times across daylight-saving changes (issue 48: the VTIMEZONE from the tz database, not rules of ours)', () => {
  // 9:00 in the valley the day before and the day after each change of 2027 and 2030: 17:00 UTC in standard
  // time (PST, -08:00), 16:00 UTC in daylight time (PDT, -07:00).
  const visits = [
    ['2027-03-13T17:00:00Z', '20270313T090000'], // the Saturday before the spring change (March 14, 2027)
    ['2027-03-15T16:00:00Z', '20270315T090000'],
    ['2027-11-06T16:00:00Z', '20271106T090000'], // the Saturday before the autumn change (November 7, 2027)
    ['2027-11-08T17:00:00Z', '20271108T090000'],
    ['2030-03-09T17:00:00Z', '20300309T090000'], // the spring change of 2030: March 10
    ['2030-03-11T16:00:00Z', '20300311T090000'],
    ['2030-11-02T16:00:00Z', '20301102T090000'], // the autumn change of 2030: November 3
    ['2030-11-04T17:00:00Z', '20301104T090000'],
  ] as const;
  const text = icalendar(
    'Desert Blue: jobs',
    visits.map(([at], i) => ({
      ...event(`Visit ${i}`, 'Las Vegas', ''),
      uid: `ticket-${i}@upkeep.example`,
      start: new Date(at),
      end: new Date(new Date(at).getTime() + 2 * 3_600_000),
    })),
    NOW,
  );

  it('writes the valley wall-clock time of each visit under TZID=America/Los_Angeles', () => {
    const unfolded = text.replace(/\r\n /g, '');
    for (const [, local] of visits) expect(unfolded).toContain(`DTSTART;TZID=America/Los_Angeles:${local}\r\n`);
    // DTSTAMP and LAST-MODIFIED are UTC times, as RFC 5545 asks.
    expect(unfolded).toMatch(/\r\nDTSTAMP:20261201T180000Z\r\n/);
    expect(unfolded).toMatch(/\r\nLAST-MODIFIED:20261201T180000Z\r\n/);
  });

  it("carries the tz database's VTIMEZONE, which a reader turns back into each instant", () => {
    const [block] = tzlib_get_ical_block('America/Los_Angeles');
    expect(text).toContain(`${block}\r\n`);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones).toHaveLength(1);
    const [component] = zones;
    if (!component) throw new Error('no VTIMEZONE');
    const zone = new ICAL.Timezone(component);
    const starts = calendar.getAllSubcomponents('vevent').map((e) => {
      const start = e.getFirstPropertyValue('dtstart') as ICAL.Time;
      return ICAL.Time.fromData(
        { year: start.year, month: start.month, day: start.day, hour: start.hour, minute: start.minute },
        zone,
      )
        .toJSDate()
        .toISOString();
    });
    expect(starts).toEqual(visits.map(([at]) => new Date(at).toISOString()));
  });
});
