/**
 * The specification's messages only the landing pages say (their lead form, a landing page not found), in the
 * landing pages' catalogue rather than the frame's, which every Spanish page loads (i18n/spec-messages.ts says the
 * rest; spec-messages.test.ts holds each to the contract's English).
 */
import { msg } from '@lingui/core/macro';
import type { SpecNotice } from '../../i18n/spec-messages';

export const LEAD_SENT: SpecNotice = {
  title: msg`Request Submitted!`,
  text: msg`Your request has been submitted. Our team will review the information and get back to you shortly. Thank you for choosing UpKeep!`,
};
export const LEAD_FORM_HEADING: SpecNotice = {
  title: msg`Questions about a service?`,
  text: msg`We'll reach out to provide answers.`,
};
export const NOT_FOUND_PAGE: SpecNotice = {
  title: msg`Page not found`,
  text: msg`We couldn't find the page you were looking for.`,
};
