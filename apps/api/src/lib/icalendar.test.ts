/**
 * The iCalendar writer read back by a real parser (ical.js, as calendar clients read it): names carrying line breaks
 * of every kind, control characters, RFC 5545's special characters and long multi-byte texts stay inside their own
 * property of their own event (issue 47: a lone carriage return in a guest's name added events to the feed).
 */
import ICAL from 'ical.js';
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
