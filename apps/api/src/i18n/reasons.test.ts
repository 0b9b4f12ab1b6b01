import { describe, expect, it } from 'vitest';
import { sayRateLimited, sayReason } from './reasons.ts';

describe("a refused field's reason in the caller's language (issue 49)", () => {
  it('says the contract’s and zod’s reasons in Spanish, with what varies in them, by the first that reads it whole', () => {
    // Said after any field, whatever its gender ('La dirección es un dato obligatorio').
    expect(sayReason('is required', 'es')).toBe('es un dato obligatorio');
    expect(sayReason('must be at most 300 characters', 'es')).toBe('debe tener como máximo 300 caracteres');
    expect(sayReason('must be at most 90 days ahead', 'es')).toBe('debe ser como máximo dentro de 90 días');
    expect(sayReason('must be at most 50', 'es')).toBe('debe ser como máximo 50');
    expect(sayReason('Invalid input: expected number, received undefined', 'es')).toBe(
      'es un dato obligatorio (se esperaba number)',
    );
    expect(sayReason('Too big: expected string to have <=120 characters', 'es')).toBe(
      'debe tener como máximo 120 caracteres',
    );
  });

  it('keeps English as it is, and a reason it does not know', () => {
    expect(sayReason('must be at most 300 characters', 'en')).toBe('must be at most 300 characters');
    expect(sayReason('is something new', 'es')).toBe('is something new');
  });
});

describe("the rate limiter's refusal in the caller's language (issue 49)", () => {
  it('says the wait in Spanish, and English as the limiter always wrote it', () => {
    expect(sayRateLimited('1 minute', 'es')).toBe('Demasiadas solicitudes. Intente de nuevo en 1 minuto.');
    expect(sayRateLimited('30 seconds', 'es')).toBe('Demasiadas solicitudes. Intente de nuevo en 30 segundos.');
    expect(sayRateLimited('1 minute', 'en')).toBe('Too many requests, please try again in 1 minute');
  });
});
