/** The booking funnel's titles in the page's language (issue 49). Isolated: it switches the active language. */
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../app/i18n/catalogs';
import { meta as bookingMeta } from '../app/routes/booking';
import { meta as confirmationMeta } from '../app/routes/payment-confirmation';
import { meta as checkoutMeta } from '../app/routes/payment-information';
import { meta as challengeMeta } from '../app/routes/process-payment';

describe("the booking funnel's titles", () => {
  afterAll(() => activateLocale('en'));

  it('are English on an English page', () => {
    expect(bookingMeta()[0]).toEqual({ title: 'Get an estimate | UpKeep' });
    expect(checkoutMeta()[0]).toEqual({ title: 'Payment information | UpKeep' });
    expect(confirmationMeta()[0]).toEqual({ title: 'Request sent | UpKeep' });
    expect(challengeMeta()[0]).toEqual({ title: 'Authenticate your payment | UpKeep' });
  });

  it('are Spanish on a Spanish page', async () => {
    await activateLocale('es');
    expect(bookingMeta()[0]).toEqual({ title: 'Obtenga un estimado | UpKeep' });
    expect(checkoutMeta()[0]).toEqual({ title: 'Información de pago | UpKeep' });
    expect(confirmationMeta()[0]).toEqual({ title: 'Solicitud enviada | UpKeep' });
    expect(challengeMeta()[0]).toEqual({ title: 'Autentique su pago | UpKeep' });
  });
});
