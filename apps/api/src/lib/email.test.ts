import { describe, expect, it } from 'vitest';
import { button, code, email, facts, link, quote, rich, SIGN_OFF, strong, url } from './email.ts';

const NASTY = `<script>alert("hi")</script> & O'Brien`;
const LINK = 'https://upkeep.test/payment-charge?TicketId=7&ServiceID=3';

/** The HTML part as a reader sees it: tags dropped, entities read, one line per paragraph. */
const readable = (html: string) =>
  html
    .replace(/<br>\n/g, '\n')
    .replace(/<\/tr>\n/g, '\n')
    .replace(/<\/(p|blockquote|table)>\n/g, '\n\n')
    .replace(/<\/th><td>/g, ': ')
    .replace(/<table[^>]*>\n/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

describe('email', () => {
  it('escapes values, the template’s own words and quotes in the HTML part, and leaves the text as written', () => {
    const mail = email(`Hello ${NASTY}`, [
      `Hi ${NASTY},`,
      rich`Tom & Jerry say ${NASTY} ${strong(NASTY)}`,
      quote(NASTY),
      facts([[NASTY, NASTY]]),
    ]);
    expect(mail.subject).toBe(`Hello ${NASTY}`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(mail.html).toContain('<p>Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; O&#39;Brien,</p>');
    expect(mail.html).toContain('<p>Tom &amp; Jerry say &lt;script&gt;');
    expect(mail.html).toContain('<strong>&lt;script&gt;');
    expect(mail.text).toBe(
      [`Hi ${NASTY},`, `Tom & Jerry say ${NASTY} ${NASTY}`, NASTY, `${NASTY}: ${NASTY}`].join('\n\n'),
    );
  });

  it('attribute-escapes an address in an href, and an address cannot break out of its attribute', () => {
    const mail = email('s', [link(LINK, 'Pay the charge'), rich`See ${url(LINK)}`, button(LINK, 'Open')]);
    expect(mail.html).toContain(
      '<a href="https://upkeep.test/payment-charge?TicketId=7&amp;ServiceID=3">Pay the charge</a>',
    );
    expect(mail.html).not.toContain('TicketId=7&ServiceID');
    expect(mail.text).toContain(`Pay the charge: ${LINK}`);
    expect(mail.text).toContain(`See ${LINK}`);

    const hostile = email('s', [link('https://x.test/" onclick="alert(1)', '<b>label</b>')]);
    expect(hostile.html).toBe(
      '<p><a href="https://x.test/&quot; onclick=&quot;alert(1)">&lt;b&gt;label&lt;/b&gt;</a></p>',
    );
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
      false,
      null,
      '',
      SIGN_OFF,
    ]);
    // The HTML part read as text is the text part, but for the links, which it shows by their labels.
    expect(readable(mail.html)).toBe(mail.text.replace(`See your ticket: ${LINK}`, 'See your ticket'));
    expect(mail.text).toBe(
      [
        `Hi ${NASTY},`,
        'Your booking is confirmed. Ticket #7.',
        'Your temporary password: Ab3dEf6hJk9m',
        'Company: Green & Sons (702-555-0100)\nWhen: Tue, Jun 2, 9:00 AM',
        'Line one\nLine <two>',
        `See your ticket: ${LINK}`,
        'The UpKeep team',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<table role="presentation">');
    expect(mail.html).toContain('<blockquote>Line one<br>\nLine &lt;two&gt;</blockquote>');
  });

  it('gives the address of a button on a line of its own in the text, and to paste in the HTML', () => {
    const mail = email('Choose your password', ['Choose your password with the link below:', button(LINK, 'Choose')]);
    expect(mail.text).toBe(`Choose your password with the link below:\n\n${LINK}`);
    expect(mail.html).toContain('<a href="https://upkeep.test/payment-charge?TicketId=7&amp;ServiceID=3">Choose</a>');
    expect(readable(mail.html)).toContain(`Or paste this address into your browser: ${LINK}`);
  });
});
