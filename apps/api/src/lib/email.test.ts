import { describe, expect, it } from 'vitest';
import { htmlAsText } from '../emails/html-text.ts';
import { button, code, email, facts, link, quote, rich, SIGN_OFF, strong, url } from './email.ts';

const NASTY = `<script>alert("hi")</script> & O'Brien`;
const ESCAPED = '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; O&#x27;Brien';
/** `ESCAPED` as a regular expression's literal. */
const ESCAPED_RE = ESCAPED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINK = 'https://upkeep.test/payment-charge?TicketId=7&ServiceID=3';

describe('email', () => {
  it('escapes values, the template’s own words and quotes in the HTML part, and leaves the text as written', () => {
    const mail = email(`Hello ${NASTY}`, [
      `Hi ${NASTY},`,
      rich`Tom & Jerry say ${NASTY} ${strong(NASTY)}`,
      quote(NASTY),
      facts([[NASTY, NASTY]]),
      button(LINK, NASTY),
    ]);
    expect(mail.subject).toBe(`Hello ${NASTY}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain(`"hi"`);
    expect(mail.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#x27;|#\d+;)/);
    expect(mail.html).toContain(`>Hi ${ESCAPED},</p>`);
    expect(mail.html).toContain(`>Tom &amp; Jerry say ${ESCAPED} <strong>${ESCAPED}</strong></p>`);
    expect(mail.html).toMatch(new RegExp(`<blockquote[^>]*>${ESCAPED_RE}</blockquote>`));
    expect(mail.html).toMatch(new RegExp(`<th[^>]*>${ESCAPED_RE}</th><td[^>]*>${ESCAPED_RE}</td>`));
    expect(mail.text).toBe(
      [`Hi ${NASTY},`, `Tom & Jerry say ${NASTY} ${NASTY}`, NASTY, `${NASTY}: ${NASTY}`, LINK].join('\n\n'),
    );
  });

  it('attribute-escapes an address in an href, and an address cannot break out of its attribute', () => {
    const mail = email('s', [link(LINK, 'Pay the charge'), rich`See ${url(LINK)}`, button(LINK, 'Open')]);
    expect(mail.html).toMatch(
      /<a href="https:\/\/upkeep\.test\/payment-charge\?TicketId=7&amp;ServiceID=3"[^>]*>Pay the charge<\/a>/,
    );
    expect(mail.html).not.toContain('TicketId=7&ServiceID');
    expect(mail.text).toContain(`Pay the charge: ${LINK}`);
    expect(mail.text).toContain(`See ${LINK}`);

    const hostile = email('s', [link('https://x.test/" onclick="alert(1)', '<b>label</b>')]);
    expect(hostile.html).toMatch(
      /<a href="https:\/\/x\.test\/&quot; onclick=&quot;alert\(1\)"[^>]*>&lt;b&gt;label&lt;\/b&gt;<\/a>/,
    );
    expect(hostile.html).not.toContain('onclick="');
  });

  it('says the same in both parts', () => {
    const mail = email('Your booking', [
      `Hi ${NASTY},`,
      rich`Your booking is confirmed. ${strong('Ticket #7')}.`,
      rich`Your temporary password: ${code('Ab3dEf6hJk9m')}`,
      facts([
        ['Company', 'Green & Sons (702-555-0100)'],
        ['When', 'Tue, Jun 2, 9:00 AM'],
      ]),
      quote('Line one\nLine <two>'),
      link(LINK, 'See your ticket'),
      button(LINK, 'Open your booking'),
      false,
      null,
      '',
      SIGN_OFF,
    ]);
    expect(mail.text).toBe(
      [
        `Hi ${NASTY},`,
        'Your booking is confirmed. Ticket #7.',
        'Your temporary password: Ab3dEf6hJk9m',
        'Company: Green & Sons (702-555-0100)\nWhen: Tue, Jun 2, 9:00 AM',
        'Line one\nLine <two>',
        `See your ticket: ${LINK}`,
        LINK,
        'The UpKeep team',
      ].join('\n\n'),
    );
    expect(htmlAsText(mail.html)).toBe(mail.text);
    expect(mail.html).toMatch(/<blockquote[^>]*>Line one<br\/>Line &lt;two&gt;<\/blockquote>/);
    expect(mail.html).toContain('role="presentation"');
  });

  it('gives the address of a button on a line of its own in the text, and to paste in the HTML', () => {
    const mail = email('Choose your password', ['Choose your password with the link below:', button(LINK, 'Choose')]);
    expect(mail.text).toBe(`Choose your password with the link below:\n\n${LINK}`);
    expect(mail.html).toMatch(/<a href="https:\/\/upkeep\.test\/payment-charge\?TicketId=7&amp;ServiceID=3"[^>]*>/);
    expect(mail.html).toContain('>Choose</span>');
    expect(mail.html).toContain(`Or paste this address into your browser: </span>${LINK.replace('&', '&amp;')}`);
  });

  it('wraps every e-mail in the layout: the language, a preview line, the header, a column of 600 px, the footer', () => {
    const mail = email('Choose a new UpKeep password', [
      'Hi Dana,',
      'Someone (we hope you) asked to recover your password.',
      SIGN_OFF,
    ]);
    expect(mail.html).toMatch(/^<!DOCTYPE html /);
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(mail.html).toMatch(/data-skip-in-text="true">Someone \(we hope you\) asked to recover your password\.<div>/);
    expect(mail.html).toMatch(/<p[^>]*>UpKeep<\/p>/);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('sent you this e-mail');
    // The sign-off is the footer's, once.
    expect(mail.html.split(SIGN_OFF)).toHaveLength(2);
    expect(mail.html.indexOf(SIGN_OFF)).toBeGreaterThan(mail.html.indexOf('<hr'));
    // A long first paragraph is cut at a word for the preview line.
    const long = email('s', ['Hello,', `${'word '.repeat(60)}end`]);
    expect(long.html).toMatch(/data-skip-in-text="true">(word ){27}word…<div>/);
    // No sign-off in the blocks, none in the footer.
    expect(email('s', ['Hello,', 'Thank you for choosing UpKeep!']).html).not.toContain(SIGN_OFF);
  });
});
