import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { staffCallerOf } from '../../../plugins/auth.ts';
import * as inbox from './service.ts';

/** The staff inbox: messages of every kind, their state and assignee, notes, replies, opt-out confirmation. */
export const staffInboxRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.staffInbox, async (request) => {
    const { data, pages } = await inbox.listInbox(deps, staffCallerOf(request), request.query);
    return ok(data, 'OK', 200, pages);
  });

  route(app, endpoints.staffInboxItem, async (request) =>
    ok(await inbox.inboxDetail(deps, request.params.kind, request.params.id)),
  );

  route(app, endpoints.updateInboxItem, async (request) => {
    const { kind, id } = request.params;
    return ok(await inbox.updateInboxItem(deps, staffCallerOf(request), kind, id, request.body), 'Message updated');
  });

  route(app, endpoints.addInboxNote, async (request) => {
    const { kind, id } = request.params;
    const created = await inbox.addNote(deps, staffCallerOf(request), kind, id, request.body.message);
    return ok(created, 'Note added', 201);
  });

  route(app, endpoints.replyInboxItem, async (request) => {
    const { kind, id } = request.params;
    const created = await inbox.replyToSender(deps, staffCallerOf(request), kind, id, request.body.message);
    return ok(created, 'Reply sent');
  });

  route(app, endpoints.confirmOptOut, async (request) => {
    const confirmed = await inbox.confirmOptOut(deps, staffCallerOf(request), request.params.id);
    return ok(confirmed, 'Opt-out confirmed: UpKeep sends nothing more to its e-mail and phone');
  });
};
