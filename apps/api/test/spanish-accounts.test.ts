/**
 * Issue 49: what the accounts send and answer, in the reader's language, mailed through a real SMTP server started
 * here: a customer's temporary password (the account's language; an English account asked from a Spanish page, in
 * Spanish; a Spanish one links /es/sign-in) and "sign-ins paused" (/es/recover-password), the code that adds a guest's bookings, a crew member's password link (owners and office: English); the
 * password-strength advice, the sign-in throttle's 429, the success envelopes' messages and the PDF's file name. Every
 * English reads word for word as before.
 */
import { required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crews } from '../src/db/schema.ts';
import { base32Decode, totpCode, totpStep } from '../src/lib/totp.ts';
import { relyingPartyOf } from '../src/modules/accounts/passkeys/service.ts';
import { createCompanyUser, createCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { SPANISH, spanishGuestBooking, spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer } from './sign-in.ts';
import { readMail, TestSmtp } from './smtp.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const WEAK_PASSWORD = 'password1';

describe.each(databaseKinds())('account messages in the reader’s language (%s)', (kind) => {
  const smtp = new TestSmtp();
  // The SMTP server starts before the app is built and stops after it is closed (the suite's hooks come between).
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const { context, db, inject } = spanishSuite(kind, {
    block: 152,
    now: () => TEST_NOW,
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'UpKeep <no-reply@upkeep.test>' }),
  });

  /** Delivers what is queued and reads the one e-mail `address` received. */
  const delivered = async (address: string) => {
    await context().app.outbox.runOnce();
    const received = smtp.to(address);
    expect(received).toHaveLength(1);
    return readMail(required(received[0], 'the e-mail').raw);
  };
  const mailAddress = (name: string) =>
    `${name
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`;

  /** A crew member whose account is Spanish, of a new company, and its owner (English). */
  const spanishCrewMember = async (name: string) => {
    const owner = await createCompanyUser(db(), { name: 'Olivia Owner' });
    const [crew] = await db()
      .insert(crews)
      .values({ companyId: owner.companyId, name: `Cuadrilla ${Date.now()}`, color: '#2f9e44' })
      .returning();
    const member = await createCompanyUser(db(), {
      companyId: owner.companyId,
      role: 'crew',
      crewId: required(crew, 'the crew').id,
      name,
    });
    await db().execute(sql`update company_users set locale = 'es' where id = ${member.user.id}`);
    return { owner, member };
  };

  /** A customer account in `locale` (as a Spanish screen makes it, or as chosen later). */
  const customer = async (name: string, locale: 'en' | 'es') => {
    const made = await createCustomer(inject, { Name: name, Email: mailAddress(name.split(' ')[0] ?? 'x') });
    if (locale === 'es') {
      const chosen = await inject({
        method: 'PUT',
        url: '/api/customer/locale',
        headers: bearer(made.token),
        payload: { locale },
      });
      expect(chosen.statusCode).toBe(200);
    }
    return made;
  };
  const forgot = (email: string, headers: Record<string, string>) =>
    inject({ method: 'PUT', url: '/api/customer/auth/forgot-password', headers, payload: { Email: email } });

  it('mails a Spanish customer’s temporary password in Spanish, and an English one’s as it always read', async () => {
    const rosa = await customer('Rosa Díaz', 'es');
    const asked = await forgot(rosa.email, SPANISH);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('Si este correo existe, le enviaremos una contraseña.');
    const mail = await delivered(rosa.email);
    expect(mail.subject).toBe('Su contraseña temporal de UpKeep');
    expect(mail.text).toMatch(
      /^Hola, Rosa Díaz:\n\nAlguien \(esperamos que usted\) pidió recuperar la contraseña de su cuenta de UpKeep\.\n\nSu contraseña temporal: [A-Za-z0-9]{12}\n\nInicie sesión con ella en http:\/\/[^/\s]+\/es\/sign-in dentro de \d+ minutos; funciona una sola vez/,
    );
    // The Spanish sign-in, which then asks for the new password at /es/reset-password (the web's test).
    expect(mail.html).toMatch(/href="http:\/\/[^/"]+\/es\/sign-in"/);
    expect(mail.text.endsWith('El equipo de UpKeep')).toBe(true);
    expect(mail.html).toContain('<html dir="ltr" lang="es">');

    // An account still in English, asked from a Spanish page: Spanish too.
    const ana = await customer('Ana Cruz', 'en');
    await forgot(ana.email, SPANISH);
    expect((await delivered(ana.email)).subject).toBe('Su contraseña temporal de UpKeep');

    // English, word for word.
    const jo = await customer('Jo Smith', 'en');
    const english = await forgot(jo.email, ENGLISH);
    expect(english.json().message).toBe('If this email exists we will send a password.');
    const plain = await delivered(jo.email);
    expect(plain.subject).toBe('Your UpKeep temporary password');
    expect(plain.text).toMatch(
      /^Hi Jo Smith,\n\nSomeone \(we hope you\) asked to recover the password of your UpKeep account\.\n\nYour temporary password: [A-Za-z0-9]{12}\n\nSign in with it at http:\/\/[^/\s]+\/sign-in within \d+ minutes; it works once, and we will ask you to choose a new password right away\.\n\nIf you did not ask for this, ignore this e-mail: your current password still works\.\n\nThe UpKeep team$/,
    );
    expect(plain.html).toContain('<html dir="ltr" lang="en">');
    expect(plain.html).not.toContain('/es/');
  });

  it('links a Spanish customer’s “sign-ins paused” e-mail to the Spanish recovery, an English one’s as before', async () => {
    const pausedMail = async (name: string, locale: 'en' | 'es', network: number) => {
      const { email } = await customer(name, locale);
      // Twenty addresses, one wrong guess each: the account is paused for new devices and its owner told.
      for (let i = 0; i < 20; i++) {
        const guess = await context().app.inject({
          method: 'POST',
          url: '/api/customer/auth/login',
          remoteAddress: `198.18.${network}.${i + 1}`,
          payload: { Email: email, Password: `guess-${i}-password` },
        });
        expect(guess.statusCode).toBe(401);
      }
      return delivered(email);
    };
    const spanish = await pausedMail('Marta Ríos', 'es', 1);
    expect(spanish.html).toContain('<html dir="ltr" lang="es">');
    expect(spanish.text).toMatch(/http:\/\/[^/\s]+\/es\/recover-password/);
    const english = await pausedMail('Kim Lee', 'en', 2);
    expect(english.subject).toBe('Sign-ins to your UpKeep account were paused');
    expect(english.text).toMatch(/http:\/\/[^/\s]+\/recover-password/);
    expect(english.text).not.toContain('/es/');
  });

  it('mails the code that adds a guest’s bookings in the account’s language, and names the PDF in the booking’s', async () => {
    const { guest, email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'lupe',
      name: 'Lupe Soto',
      date: '2026-07-09',
    });
    const pdf = await inject({
      method: 'POST',
      url: `/api/reports/ticket/${booking.ticketId}`,
      headers: bearer(guest),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Reserva ${booking.ticketId} - Jardiner_a.pdf"; filename*=UTF-8''Reserva%20${booking.ticketId}%20-%20Jardiner%C3%ADa.pdf`,
    );
    // The booking's e-mails went to the SMTP server too: only the code's is looked at.
    await context().app.outbox.runOnce();
    smtp.received = [];

    const { token } = await createCustomer(inject, { Name: 'Lupe Soto', Email: email });
    await inject({ method: 'PUT', url: '/api/customer/locale', headers: bearer(token), payload: { locale: 'es' } });
    const proof = await inject({
      method: 'POST',
      url: '/api/customer/guest-bookings/proof',
      headers: { ...bearer(token), ...SPANISH },
    });
    expect(proof.statusCode, proof.body).toBe(201);
    expect(proof.json().message).toBe('Le enviamos un código a su correo');
    const mail = await delivered(email);
    expect(mail.subject).toBe('Su código de UpKeep para agregar sus reservas');
    expect(mail.text).toMatch(
      /^Hola, Lupe Soto:\n\nSu código es \d{6}\. Ingréselo en UpKeep para agregar a su cuenta las reservas que hizo como invitado con este correo\.\n\nFunciona por 15 minutos\./,
    );
    const code = required(/Su código es (\d{6})/.exec(mail.text)?.[1], 'the code');
    const claimed = await inject({
      method: 'POST',
      url: '/api/customer/guest-bookings/claim',
      headers: { ...bearer(token), ...SPANISH },
      payload: { code },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().message).toBe('1 reserva agregada');
  });

  it('mails a Spanish crew member’s password link in Spanish, the owner’s in English', async () => {
    const { owner, member } = await spanishCrewMember('Luis Ortega');
    for (const email of [member.email, owner.email]) {
      const asked = await inject({ method: 'POST', url: '/api/company/auth/recover-password', payload: { email } });
      expect(asked.statusCode).toBe(200);
    }
    const spanish = await delivered(member.email);
    expect(spanish.subject).toBe('Elija una nueva contraseña de UpKeep');
    expect(spanish.text).toMatch(
      /^Hola, Luis Ortega:\n\nAlguien \(esperamos que usted\) pidió recuperar la contraseña con la que entra en el portal de empresas de UpKeep\.\n\nElija una nueva contraseña con este enlace:\n\nhttp\S+\/es\/pro\/reset-password\?token=/,
    );
    expect(spanish.html).toContain('Elegir una nueva contraseña');
    const english = readMail(required(smtp.to(owner.email)[0], 'the owner’s e-mail').raw);
    expect(english.subject).toBe('Choose a new UpKeep password');
    expect(english.text).toMatch(
      /^Hi Olivia Owner,\n\nSomeone \(we hope you\) asked to recover the password you sign in to the UpKeep company portal with\./,
    );
    // The owner's link is the English screen's, as before.
    expect(english.text).toMatch(/\nhttp[^\s]+\/pro\/reset-password\?token=/);
    expect(english.text).not.toContain('/es/');
  });

  it('links a Spanish crew member’s “sign-ins paused” e-mail to the portal’s Spanish recovery', async () => {
    const { member } = await spanishCrewMember('Rosa Díaz');
    // Twenty addresses, one wrong guess each: the account is paused for new devices and its owner told.
    for (let i = 0; i < 20; i++) {
      const guess = await inject({
        method: 'POST',
        url: '/api/company/auth/login',
        remoteAddress: `198.18.9.${i + 1}`,
        payload: { Email: member.email, Password: `guess-${i}-password` },
      });
      expect(guess.statusCode).toBe(401);
    }
    const mail = await delivered(member.email);
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expect(mail.text).toMatch(/http:\/\/[^/\s]+\/es\/pro\/recover-password/);
  });

  it('says the password advice, the sign-in throttle and the answers’ messages in Spanish to a Spanish caller', async () => {
    const signUp = (headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/customer',
        headers,
        payload: {
          Name: 'Rosa Díaz',
          Email: mailAddress('weak'),
          PhoneNumber: '7025550100',
          Password: WEAK_PASSWORD,
          Origin: 'test',
        },
      });
    const weak = await signUp(SPANISH);
    expect(weak.statusCode).toBe(400);
    const [problem] = weak.json().errors as { field: string; message: string }[];
    expect(problem?.field).toBe('Password');
    expect(problem?.message).toMatch(
      /^es demasiado fácil de adivinar\. .+ Unas cuantas palabras sin relación entre sí forman una contraseña segura\.$/,
    );
    expect(problem?.message).not.toMatch(/\b(the|is|Add|Avoid|This)\b/);
    const english = (await signUp(ENGLISH)).json().errors[0].message as string;
    expect(english).toMatch(/^is too easy to guess\. .+ A few unrelated words make a strong password\.$/);
    expect(english).toContain('This is a');

    // Ten wrong passwords from one address: the eleventh try is refused in the caller's language.
    const { email } = await customer('Pili Mar', 'en');
    const login = (password: string, headers: Record<string, string>) =>
      context().app.inject({
        method: 'POST',
        url: '/api/customer/auth/login',
        remoteAddress: '203.0.113.49',
        headers,
        payload: { Email: email, Password: password },
      });
    for (let i = 0; i < 10; i++) expect((await login(`wrong-${i}-password`, SPANISH)).statusCode).toBe(401);
    const refused = await login('Cactus-Flower-2026', SPANISH);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Demasiados intentos fallidos; vuelva a intentarlo en 15 minutos');
    expect((await login('Cactus-Flower-2026', ENGLISH)).json().message).toBe(
      'Too many failed sign-ins, please try again in 15 minutes',
    );

    // A success's message: Spanish to a Spanish caller, spec 000's English otherwise.
    const { token } = await customer('Ramón Vega', 'es');
    const profile = (headers: Record<string, string>) =>
      inject({
        method: 'PUT',
        url: '/api/customer',
        headers: { ...bearer(token), ...headers },
        payload: { phoneNumber: '7025550191', address: '' },
      });
    const saved = await profile(SPANISH);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Información actualizada.');
    expect((await profile({})).json().message).toBe('Information updated successfully.');
    const guest = await inject({ method: 'POST', url: '/api/customer/auth/guest-login', headers: SPANISH });
    expect(guest.json().message).toBe('Sesión de invitado creada');
  });

  it('refuses a crew member’s wrong authenticator code and an unverified passkey in the caller’s language', async () => {
    const { owner, member } = await spanishCrewMember('Luis Ortega');
    const call = (url: string, headers: Record<string, string>, token: string | null, payload?: object) =>
      inject({
        method: 'POST',
        url: `/api/company/auth/${url}`,
        headers: { ...headers, ...(token ? bearer(token) : {}) },
        ...(payload ? { payload } : {}),
      });
    const login = (user: { email: string; password: string }) =>
      call('login', ENGLISH, null, { Email: user.email, Password: user.password });
    const token = (await login(member)).json().data.token as string;

    // Setting up the authenticator: a wrong code, then one set up already.
    const enrol = await call('totp', SPANISH, token);
    expect(enrol.statusCode, enrol.body).toBe(200);
    const secret = enrol.json().data.secret as string;
    const right = totpCode(base32Decode(secret), totpStep(TEST_NOW));
    const wrong = `${right.slice(0, 5)}${(Number(right[5]) + 1) % 10}`;
    const refused = await call('totp/confirm', SPANISH, token, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'code',
        message: 'Ese código no es correcto o ya se usó. Pruebe el siguiente código de su aplicación de autenticación.',
      },
    ]);
    expect(refused.json().message).toBe(
      'code: Ese código no es correcto o ya se usó. Pruebe el siguiente código de su aplicación de autenticación.',
    );
    expect((await call('totp/confirm', ENGLISH, token, { code: wrong })).json().message).toBe(
      'code: That code is not right, or was used already. Try the next code of your authenticator.',
    );
    expect((await call('totp/confirm', SPANISH, token, { code: right })).statusCode).toBe(200);
    const again = await call('totp', SPANISH, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ya hay una aplicación de autenticación configurada. Desactívela primero para configurar otra.',
    );

    // The second step of the next sign-in: a wrong code, in Spanish to a Spanish page, else in English.
    const challenge = (await login(member)).json().data.challenge as string;
    const step = (headers: Record<string, string>) => call('mfa', headers, null, { challenge, code: wrong });
    const spanishStep = await step(SPANISH);
    expect(spanishStep.statusCode).toBe(401);
    expect(spanishStep.json().message).toBe(
      'Ese código no es correcto o ya se usó. Pruebe el siguiente código de su aplicación de autenticación.',
    );
    expect((await step(ENGLISH)).json().message).toBe(
      'That code is not right, or was used already. Try the next code of your authenticator.',
    );

    // A passkey that did not verify its user (no PIN, no fingerprint) is refused in the caller's language.
    const device = new SoftAuthenticator(relyingPartyOf(context().app.config.publicUrl));
    const addUnverified = async (headers: Record<string, string>) => {
      const options = (await call('passkeys/options', headers, token)).json().data;
      const { response } = device.create(options, { userVerified: false });
      return call('passkeys', headers, token, { name: 'Teléfono', response });
    };
    const unverified = await addUnverified(SPANISH);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(
      'response: No se pudo comprobar esa llave de acceso. Intente de nuevo, por favor.',
    );
    expect((await addUnverified(ENGLISH)).json().message).toBe(
      'response: That passkey could not be checked. Please try again.',
    );

    // The owner's portal asks in English: English, as before.
    const ownerToken = (await login(owner)).json().data.token as string;
    const ownerSecret = (await call('totp', ENGLISH, ownerToken)).json().data.secret as string;
    const ownerRight = totpCode(base32Decode(ownerSecret), totpStep(TEST_NOW));
    const ownerWrong = `${ownerRight.slice(0, 5)}${(Number(ownerRight[5]) + 1) % 10}`;
    expect((await call('totp/confirm', ENGLISH, ownerToken, { code: ownerWrong })).json().message).toBe(
      'code: That code is not right, or was used already. Try the next code of your authenticator.',
    );
  });
});
