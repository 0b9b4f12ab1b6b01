/**
 * The demo mailbox: what the embedded default "sent", readable at /dev/mailbox (HTML) and
 * /api/dev/mailbox (JSON). Registered only outside production and only when mail goes to the mailbox.
 */
import { endpoints, formatDateTime } from '@upkeep/contract';
import type { FastifyInstance } from 'fastify';
import { type MailboxEntry, readMailbox } from '../../../adapters/mail/transports.ts';
import { escapeHtml } from '../../../lib/format.ts';
import { route } from '../../../lib/route.ts';

function renderPage(entries: MailboxEntry[]): string {
  const items = entries
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject || '(text message)')}</strong>
  <span>${m.channel === 'sms' ? 'Text' : 'E-mail'} to ${escapeHtml(m.to)} · <time datetime="${m.createdAt}">${escapeHtml(formatDateTime(m.createdAt))}</time></span></header>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Demo mailbox | UpKeep</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
article{border:1px solid #d0d4d9;border-radius:8px;padding:1rem;margin:1rem 0}header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;justify-content:space-between}
span{color:#495057}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><main><h1>Demo mailbox</h1>
<p>The e-mails and text messages UpKeep sent while no mail server is configured (development only). Newest first.</p>
${entries.length ? items : '<p>The mailbox is empty.</p>'}
</main></body></html>`;
}

export async function registerMailboxRoutes(app: FastifyInstance) {
  const { config } = app;
  if (config.isProduction || config.mail.mode !== 'mailbox') return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(readMailbox(config.mailboxDir))),
  );
  // The JSON mailbox is an endpoint of the registry (under /api, outside the API's rate limit); the HTML
  // page above is a development page, not an API endpoint.
  await app.register(
    async (api) => {
      route(api, endpoints.devMailbox, async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { statusCode: 200, message: 'OK', data: readMailbox(config.mailboxDir) };
      });
    },
    { prefix: '/api' },
  );
}
