import {
  conversationEndpoints as endpoints,
  MESSAGE_PHOTO_CONTENT_TYPES,
  MESSAGE_PHOTO_MAX_BYTES,
} from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../../db/client.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { acceptImages, sendPrivateImage, uploadedBytes } from '../../../lib/images.ts';
import { route } from '../../../lib/route.ts';
import { bearerToken, callerOf, companyCallerOf, staffCallerOf } from '../../../plugins/auth.ts';
import { MessageBus } from './bus.ts';
import { askerViewer, companyConversationList, companyConversationViewer } from './questions.ts';
import * as service from './service.ts';
import { lastEventIdOf, type StreamAccess, streamConversation } from './stream.ts';

/** A person types a message or two a minute; a script types more. */
const sendLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
/** A page reconnects its stream after a drop; nobody opens dozens a minute. */
const streamLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
const reportLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/** The conversations of tickets (issue 30): each side's reading, writing, live stream, unread counts, reports. */
export const conversationRoutes: FastifyPluginAsync<{ database: Pick<DatabaseHandle, 'listen'> }> = async (
  app,
  { database },
) => {
  const deps = depsOf(app);
  const bus = new MessageBus();
  await bus.start(database);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => bus.stop());
  // Photos come as the raw image (this plugin's routes only), at most 10 MB: Fastify answers 413 beyond.
  acceptImages(app, MESSAGE_PHOTO_CONTENT_TYPES, MESSAGE_PHOTO_MAX_BYTES);
  const WRONG_TYPE = 'Send the photo as the body with Content-Type image/jpeg, image/png, image/webp or image/heic.';
  const photoLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  type IdRequest = FastifyRequest<{ Params: { id: number } }>;
  /** The private link's token a question's asker sends (`?token=`). */
  const tokenOf = (request: IdRequest) => (request.query as { token?: string } | undefined)?.token;
  /** Who reads each thread: a ticket's through its realm's ownership rule, a question's by its asker or company. */
  const viewers = {
    customer: (request: IdRequest) => service.customerViewer(app.db, callerOf(request), request.params.id),
    company: (request: IdRequest) => service.companyViewer(app.db, companyCallerOf(request), request.params.id),
    staff: (request: IdRequest) => service.staffViewer(app.db, staffCallerOf(request).staffUserId, request.params.id),
    customerQuestion: (request: IdRequest) =>
      askerViewer(app.db, request.principal, request.params.id, tokenOf(request)),
    companyQuestion: (request: IdRequest) =>
      companyConversationViewer(app.db, companyCallerOf(request), request.params.id),
  };
  /**
   * What an open stream's access hangs on: its caller (a user, their company), its ticket and its token; and how to
   * check it again: the caller resolved anew from the request's token (refused once signed out, deactivated or
   * suspended), then the thread's own rule of who may read it.
   */
  const streamAccess = async (
    request: FastifyRequest,
    viewer: service.Viewer,
    mayRead: () => Promise<boolean>,
  ): Promise<StreamAccess> => {
    const caller = request.companyUser ?? request.staffUser ?? request.principal;
    const keys: string[] = [];
    if (caller?.kind === 'company') keys.push(`company_user:${caller.companyUserId}`, `company:${caller.companyId}`);
    else if (caller?.kind === 'staff') keys.push(`staff:${caller.staffUserId}`);
    else if (caller?.kind === 'customer') keys.push(`customer:${caller.customerId}`);
    if (viewer.ticket) keys.push(`ticket:${viewer.ticket.id}`);
    const token = bearerToken(request);
    const verified = token ? await app.tokens.verify(token) : null;
    if (verified) keys.push(`token:${verified.tokenId}`);
    return {
      keys,
      stillAllowed: async () => {
        const resolved = await app.resolveCaller(request);
        if (caller && !resolved) return false;
        const now = resolved?.caller;
        if (now?.kind === 'company') {
          if (now.companySuspended) return false;
          request.companyUser = now;
        } else if (now?.kind === 'staff') request.staffUser = now;
        else if (now) request.principal = now;
        return mayRead();
      },
    };
  };

  // UpKeep reads the photos; it writes words only.
  for (const thread of ['customer', 'company', 'customerQuestion', 'companyQuestion'] as const) {
    route(
      app,
      endpoints[`${thread}UploadMessagePhoto`],
      async (request) =>
        ok(
          await service.uploadMessagePhoto(
            deps,
            await viewers[thread](request),
            uploadedBytes(request.body, WRONG_TYPE),
          ),
          'Photo added',
          201,
        ),
      photoLimit,
    );
    route(
      app,
      endpoints[`${thread}ReportMessage`],
      async (request) => {
        await service.reportMessage(
          deps,
          await viewers[thread](request),
          request.params.messageId,
          request.body.reason,
        );
        return okIn(request, null, 'Thank you: UpKeep will look at this message.', 201);
      },
      reportLimit,
    );
  }

  // Each side reads, writes and follows each thread through its viewer.
  for (const thread of ['customer', 'company', 'staff', 'customerQuestion', 'companyQuestion'] as const) {
    route(app, endpoints[`${thread}MessagePhoto`], async (request, reply) =>
      sendPrivateImage(reply, await service.messagePhoto(deps, await viewers[thread](request), request.params.photoId)),
    );
    route(app, endpoints[`${thread}Messages`], async (request) =>
      ok(await service.readMessages(deps, await viewers[thread](request))),
    );
    route(
      app,
      endpoints[`${thread}SendMessage`],
      async (request) => {
        const { body, photoIds } = request.body;
        return okIn(
          request,
          await service.sendMessage(deps, await viewers[thread](request), body, photoIds),
          'Message sent',
          201,
        );
      },
      sendLimit,
    );
    route(
      app,
      endpoints[`${thread}MessageStream`],
      async (request, reply) => {
        const viewer = await viewers[thread](request);
        const conversation = await service.conversationFor(deps, viewer);
        const after = lastEventIdOf(request, request.query.lastEventId);
        // Checked again whenever the caller's, the ticket's or the token's access may have changed (issue 47).
        const access = await streamAccess(request, viewer, async () => {
          const again = await viewers[thread](request);
          return (await service.conversationFor(deps, again)).id === conversation.id;
        });
        await streamConversation(app.db, bus, viewer, conversation.id, after, request, reply, open, access);
        return reply;
      },
      streamLimit,
    );
  }
  route(app, endpoints.companyConversations, async (request) =>
    ok(await companyConversationList(app.db, companyCallerOf(request).companyId)),
  );
  route(app, endpoints.customerUnreadMessages, async (request) =>
    ok(await service.customerUnread(app.db, callerOf(request))),
  );
  route(app, endpoints.companyUnreadMessages, async (request) =>
    ok(await service.companyUnread(app.db, companyCallerOf(request))),
  );
  // UpKeep's staff.
  route(app, endpoints.staffReportedMessages, async () => ok(await service.reportedMessages(app.db)));
  route(app, endpoints.staffHideMessage, async (request) => {
    await service.hideMessage(deps, staffCallerOf(request).staffUserId, request.params.id, request.body.reason);
    return ok(null, 'The message is hidden.');
  });
  route(app, endpoints.staffDismissReports, async (request) => {
    await service.keepMessage(deps, staffCallerOf(request).staffUserId, request.params.id);
    return ok(null, 'The message stays; its reports are closed.');
  });
};
