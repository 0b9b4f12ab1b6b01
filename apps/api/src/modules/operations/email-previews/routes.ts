/**
 * Previews of every e-mail in development: /dev/emails lists each kind with sample data, /dev/emails/{kind} answers
 * its HTML part as the recipient sees it, `?part=text` its text part. Registered by app.ts outside production only
 * (checked again here), like the demo mailbox.
 */
import type { FastifyInstance } from 'fastify';
import { previewIndexHtml } from './index-page.tsx';
import { DEFAULT_SAMPLE, PREVIEWS, previewOf } from './previews.ts';

export async function registerEmailPreviewRoutes(app: FastifyInstance) {
  const { config } = app;
  if (config.isProduction) return;
  const sample = { ...DEFAULT_SAMPLE, publicUrl: config.publicUrl };

  app.get('/dev/emails', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(previewIndexHtml(PREVIEWS.map((preview) => ({ ...preview, subject: preview.render(sample).subject })))),
  );

  app.get<{ Params: { kind: string }; Querystring: { part?: string } }>(
    '/dev/emails/:kind',
    { schema: { hide: true } },
    async (request, reply) => {
      const preview = previewOf(request.params.kind);
      if (!preview) return reply.code(404).type('text/plain; charset=utf-8').send('No such e-mail.');
      const mail = preview.render(sample);
      reply.header('cache-control', 'no-store');
      return request.query.part === 'text'
        ? reply.type('text/plain; charset=utf-8').send(mail.text)
        : reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
}
