import { describe, expect, it } from 'vitest';
import {
  cameFromApp,
  destinationAfterLogin,
  destinationAfterSignUp,
  isAppPath,
  passedOn,
  readSignInState,
  readSignUpState,
  returnHere,
} from './navigation';

describe('where the account screens lead', () => {
  it('after login: a temporary password first, then the booking, then the screen that sent here, then back', () => {
    expect(destinationAfterLogin({ returnToBook: true }, true, true)).toBe('/reset-password');
    expect(destinationAfterLogin({ returnToBook: true }, false, true)).toBe('/booking');
    expect(destinationAfterLogin({ returnTo: '/profile' }, false, true)).toBe('/profile');
    // ScheduledCheckout defaults to true (spec 000 section 4): back one page when there is one.
    expect(destinationAfterLogin({}, false, true)).toBe(-1);
    expect(destinationAfterLogin({ ScheduledCheckout: true }, false, true)).toBe(-1);
    expect(destinationAfterLogin({ ScheduledCheckout: false }, false, true)).toBe('/home');
    // Opened directly (no page of the app before it): home, not out of the app.
    expect(destinationAfterLogin({}, false, false)).toBe('/home');
  });

  it('after sign-up: the booking when the estimate screen sent the visitor, else home', () => {
    expect(destinationAfterSignUp({ returnToBook: true })).toBe('/booking');
    expect(destinationAfterSignUp({})).toBe('/home');
  });

  it('after sign-in or sign-up from a screen of the funnel: back there with its router state', () => {
    const companies = { service: 'Landscaping', zipCode: '89102' };
    expect(destinationAfterLogin({ returnTo: '/companies', returnState: companies }, false, true)).toEqual({
      to: '/companies',
      state: companies,
    });
    expect(destinationAfterSignUp({ returnTo: '/questionnaire?Service=4&ZipCode=89102' })).toBe(
      '/questionnaire?Service=4&ZipCode=89102',
    );
    expect(destinationAfterSignUp({ returnTo: '/companies', returnState: companies })).toEqual({
      to: '/companies',
      state: companies,
    });
    // The screen's router state only comes with a path of this app.
    expect(readSignInState({ returnTo: 'https://evil.example', returnState: companies })).toEqual({
      returnToBook: false,
      ScheduledCheckout: undefined,
      returnTo: undefined,
    });
    expect(readSignUpState({ returnTo: '/companies', returnState: companies })).toMatchObject({
      returnTo: '/companies',
      returnState: companies,
    });
  });

  it('gives the navbar’s Sign In the screen it is on, never an account screen', () => {
    expect(returnHere({ pathname: '/companies', search: '', state: { zipCode: '89102' } })).toEqual({
      returnTo: '/companies',
      returnState: { zipCode: '89102' },
    });
    expect(returnHere({ pathname: '/questionnaire', search: '?Service=4&ZipCode=89102', state: null })).toEqual({
      returnTo: '/questionnaire?Service=4&ZipCode=89102',
    });
    expect(returnHere({ pathname: '/sign-up', search: '', state: null })).toBeUndefined();
    expect(returnHere({ pathname: '/sign-in', search: '', state: { returnTo: '/x' } })).toBeUndefined();
    // Sign-in and sign-up hand it on to each other.
    expect(passedOn({ returnTo: '/companies', returnState: { zipCode: '89102' }, ScheduledCheckout: true })).toEqual({
      returnTo: '/companies',
      returnState: { zipCode: '89102' },
    });
  });

  it('reads the router state defensively', () => {
    expect(readSignInState(null)).toEqual({ returnToBook: false, ScheduledCheckout: undefined, returnTo: undefined });
    expect(readSignInState({ returnToBook: 'yes', ScheduledCheckout: true, returnTo: '//evil.example' })).toEqual({
      returnToBook: false,
      ScheduledCheckout: true,
      returnTo: undefined,
    });
    expect(readSignUpState({ inputEmail: 'a@b.co', returnToBook: true })).toEqual({
      inputEmail: 'a@b.co',
      returnToBook: true,
    });
    expect(readSignUpState('nonsense')).toEqual({ inputEmail: undefined, returnToBook: false });
  });

  it('accepts only paths of this app as returnTo', () => {
    expect(isAppPath('/profile')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('/\\evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath(3)).toBe(false);
  });

  it('knows the first entry of a visit', () => {
    expect(cameFromApp('default')).toBe(false);
    expect(cameFromApp('x8k2l')).toBe(true);
  });
});
