import { mailedLink, newClientAddress, unique } from './support/accounts';
import { CARDS, weekdayAhead } from './support/booking';
import { pickCalendarDay } from './support/date-picker';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydration';

/**
 * Issue 49's journey on a phone: a Spanish visitor goes from the Spanish home page to the confirmation as a guest,
 * every screen in Spanish (its path under /es, `lang="es"`, its words, the questionnaire's questions as the API
 * says them in Spanish, the dates the Spanish way), and pays by card; then opens the private link of the Spanish
 * e-mail (`/es/my-booking/{token}`) in another browser and finds the ticket in Spanish.
 */

test.describe.configure({ timeout: 120_000 });

test('a Spanish visitor searches, answers, compares, books as a guest and pays, all in Spanish', async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-spanish-guest-${unique()}@upkeep.test`;
  await page.goto('/es/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const card = page.getByRole('region', { name: '¿Qué necesita hacer?' });
  await expectHydrated(card.getByRole('button', { name: 'Buscar' }));
  await card.getByRole('combobox', { name: 'Servicio' }).selectOption({ label: 'Jardinería' });
  await card.getByRole('textbox', { name: 'Código postal' }).fill('89102');
  await card.getByRole('button', { name: 'Buscar' }).click();

  // The questionnaire: its frame and the API's questions and answers in Spanish.
  await expect(page).toHaveURL(/\/es\/questionnaire\?/);
  await expect(page).toHaveTitle('Cuestionario | UpKeep');
  const form = page.getByRole('group', { name: 'Servicio 1', exact: true });
  for (const [question, value] of [
    ['¿Qué servicio de jardinería necesita?', 'Mantenimiento general del jardín'],
    ['¿De qué tamaño es el trabajo?', 'Jardín chico (menos de 2,000 pies cuadrados)'],
    ['¿Qué tan fácil es llegar al área de trabajo?', 'Jardín de enfrente o lateral abierto'],
  ] as const) {
    const select = form.getByRole('combobox', { name: question });
    await expect(select).toBeEnabled();
    await select.selectOption({ label: value });
  }
  await page.getByRole('button', { name: 'ENVIAR' }).click();

  // The companies, compared in Spanish; the first is chosen.
  await expect(page).toHaveURL('/es/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Compare compañías' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText('Precio total:');
  const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: `Elegir a ${company}` }).click();

  // The slot, on a weekday ahead, in the calendar's Spanish.
  await expect(page).toHaveURL('/es/booking');
  const day = weekdayAhead(3);
  await pickCalendarDay(page, page.getByRole('button', { name: /^Fecha/ }), day, 'es');
  await expect(page.getByLabel('Actualizando los horarios')).toHaveCount(0);
  const free = page.getByRole('group', { name: 'Horarios' }).locator('button:not([disabled])').first();
  await expect(free).toHaveText(/^\d{1,2}:\d{2} [ap]\. m\. - \d{1,2}:\d{2} [ap]\. m\.$/);
  await free.click();
  // Issue 46: on a phone the chosen slot's Book stays on screen (a bar stuck to the bottom), not below the fold.
  const book = page.getByRole('button', { name: /^(Reservar|Pedir un estimado gratis)$/ });
  await expect(book).toBeInViewport();
  await book.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar como invitado' }).click();

  // The checkout, in Spanish, paid by card.
  await expect(page).toHaveURL('/es/payment-information');
  const checkout = page.getByRole('form', { name: 'Pago' });
  await checkout.getByRole('textbox', { name: 'Nombre' }).fill('Lupe Hernández');
  await checkout.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await checkout.getByRole('textbox', { name: 'Teléfono' }).fill('702 555 0177');
  const address = checkout.getByRole('combobox', { name: 'Dirección' });
  await address.fill('4820 Sahara');
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(checkout.getByText('Modo de prueba')).toBeVisible();
  await checkout.getByRole('textbox', { name: 'Número de tarjeta' }).fill(CARDS.succeeds);
  await checkout.getByRole('textbox', { name: /^Vencimiento/ }).fill('12 / 34');
  await checkout.getByRole('textbox', { name: /^(CVC|Código de seguridad)/ }).fill('123');
  // Issue 46: the card's fields sit level, at one height.
  const expiry = await checkout.getByRole('textbox', { name: /^Vencimiento/ }).boundingBox();
  const cvc = await checkout.getByRole('textbox', { name: /^(CVC|Código de seguridad)/ }).boundingBox();
  expect(expiry && cvc && Math.abs(expiry.y - cvc.y) < 1 && Math.abs(expiry.height - cvc.height) < 1).toBe(true);
  await checkout.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
  const pay = checkout.getByRole('button', { name: /^Pagar \$/ });
  await expect(pay).toBeEnabled();
  await pay.click();

  // The confirmation, in Spanish.
  await expect(page).toHaveURL('/es/payment-confirmation');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva solicitada' })).toBeVisible();
  await expect(page.getByText(/^Solicitud enviada a .+\. Confirman en un plazo de [\d,]+ horas?\.$/)).toBeVisible();
  await expect(page.getByText(/Su número de reserva es #\d+\./)).toBeVisible();
  const ticketId = /#(\d+)/.exec((await page.getByText(/Su número de reserva es #\d+\./).textContent()) ?? '')?.[1];
  const linkCard = page.getByRole('region', { name: 'El enlace privado de su reserva' });
  await expect(linkCard.getByRole('link', { name: 'Abrir su reserva' })).toHaveAttribute(
    'href',
    /^\/es\/my-booking\/[\w-]{43}$/,
  );

  // The Spanish e-mail's private link, opened in another browser with nothing stored: the ticket, in Spanish.
  const link = await mailedLink(request, email, /https?:\/\/[^\s"<>]+\/es\/my-booking\/[A-Za-z0-9_-]+/);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const guest = await context.newPage();
  await guest.goto(new URL(link).pathname);
  await expect(guest).toHaveURL(`/es/detail-ticket?TicketId=${ticketId}`);
  await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
  await expect(guest).toHaveTitle('Detalle de la reserva | UpKeep');
  await expect(guest.getByRole('heading', { level: 1, name: `Reserva #${ticketId}` })).toBeVisible();
  await expect(guest.getByText(/^Jardinería con /)).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Visita' })).toContainText(
    /Cuándo[a-záéíóú]{3}, \d{1,2} [a-z]{3} \d{4}/,
  );
  const actions = guest.getByRole('group', { name: 'Acciones de la reserva' });
  await expect(actions.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Cancelar servicio' })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'Historial' })).toContainText('Pendiente');
  await context.close();
});
