import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('quotes an ASCII name and gives the exact name encoded', () => {
    expect(attachmentDisposition('Ticket 9 - HVAC Service.pdf')).toBe(
      `attachment; filename="Ticket 9 - HVAC Service.pdf"; filename*=UTF-8''Ticket%209%20-%20HVAC%20Service.pdf`,
    );
  });

  it('keeps letters outside ASCII in filename* only, and never breaks the quoting', () => {
    expect(attachmentDisposition('Ticket 4 - Jardinería "Plus".pdf')).toBe(
      `attachment; filename="Ticket 4 - Jardiner_a _Plus_.pdf"; filename*=UTF-8''Ticket%204%20-%20Jardiner%C3%ADa%20%22Plus%22.pdf`,
    );
  });
});
