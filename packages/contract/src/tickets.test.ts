import { describe, expect, it } from 'vitest';
import { ticketPdfFileName } from './tickets.ts';

describe('the ticket PDF file name', () => {
  it('keeps the ticket id and the service name apart', () => {
    expect(ticketPdfFileName(9, 'HVAC Service')).toBe('Ticket 9 - HVAC Service.pdf');
  });

  it('drops what a file name cannot hold and collapses spaces', () => {
    expect(ticketPdfFileName(12, ' Pool / Spa:  "Deluxe"\u0000\n')).toBe('Ticket 12 - Pool Spa Deluxe.pdf');
    expect(ticketPdfFileName(3, '..\\..\\etc')).toBe('Ticket 3 - .. .. etc.pdf');
  });

  it('cuts a very long service name and never ends the name on a dot or a space', () => {
    const name = ticketPdfFileName(7, `${'A'.repeat(79)} .bcdef`);
    expect(name).toBe(`Ticket 7 - ${'A'.repeat(79)}.pdf`);
  });

  it('falls back to the id alone when nothing of the name is left', () => {
    expect(ticketPdfFileName(5, ' /// ')).toBe('Ticket 5.pdf');
  });
});
