/** The help page's loader: at build (prerender) only, its questions in the page's language (issue 49). */
import { localeOfPath } from '@upkeep/contract';
import { FAQS_ES } from './es/help-faqs';
import { FAQS, type Faq } from './help-faqs';

export function loadHelpFaqs(request: Request): { faqs: readonly Faq[] } {
  return { faqs: localeOfPath(new URL(request.url).pathname) === 'es' ? FAQS_ES : FAQS };
}
