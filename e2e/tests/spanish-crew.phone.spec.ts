import type { Crew } from '@upkeep/contract';
import { bearer, mailedLink, newClientAddress, ok } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * A crew member whose account is Spanish (issue 49), on a phone: the invitation's link opens the Spanish screen, their
 * day reads Spanish, the sign-out leads to the portal's Spanish sign-in, which says a wrong password and the way to a
 * new one in Spanish, and signs them back in to their day.
 */
test('a Spanish crew member accepts the invitation, reads their day, signs out and in again, all in Spanish', async ({
  browser,
  request,
  companyOwner: owner,
}) => {
  test.setTimeout(90_000);
  const [crew] = await ok<Crew[]>(await request.get('/api/company/crews', { headers: bearer(owner.token) }));
  const email = `e2e-crew-es-${Date.now()}@upkeep.test`;
  const password = 'Aspersores-2026';
  await ok(
    await request.post('/api/company/users', {
      headers: bearer(owner.token),
      data: { name: 'Rosa Díaz', email, role: 'crew', crewId: crew?.id, locale: 'es' },
    }),
  );
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() },
  });
  const page = await phone.newPage();

  // ------------------------------------------------------------ the invitation, in Spanish
  await page.goto(await mailedLink(request, email, /\/es\/pro\/accept-invite\?token=[^\s"'<>)]+/));
  await expect(page.getByRole('heading', { level: 1, name: 'Acepte su invitación' })).toBeVisible();
  await page.getByLabel('Contraseña nueva').fill(password);
  await page.getByLabel('Confirme la contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar la contraseña e iniciar sesión' }).click();
  await expect(page).toHaveURL('/pro/my-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeVisible();

  // ------------------------------------------------------------ signed out: the portal's sign-in in Spanish
  await page.getByRole('button', { name: 'Menú' }).click();
  const signOut = page.getByRole('navigation', { name: 'Portal de la compañía' }).getByRole('button', {
    name: 'Cerrar sesión',
  });
  await signOut.scrollIntoViewIfNeeded();
  await signOut.click();
  await expect(page).toHaveURL('/es/pro/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio de sesión de empresas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Spanish company sign-in on a phone');
  const form = page.getByRole('form', { name: 'Inicio de sesión de empresas' });
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel(/^Contraseña/).fill('not-the-password');
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos');

  // ------------------------------------------------------------ the way to a new password, in Spanish
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL('/es/pro/recover-password');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Envíenme un enlace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Si este correo electrónico pertenece a una cuenta, le enviaremos un enlace para elegir una nueva contraseña.',
  );
  await mailedLink(request, email, /\/es\/pro\/reset-password\?token=[^\s"'<>)]+/);

  // ------------------------------------------------------------ back in, to their day
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL('/es/pro/sign-in');
  await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL('/pro/my-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis trabajos' })).toBeVisible();
  await phone.close();
});
