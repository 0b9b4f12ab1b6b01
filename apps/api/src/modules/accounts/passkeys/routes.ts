/**
 * The signed-in company user's or staff member's passkeys (issue 47): add (options, then the browser's answer), list,
 * rename, remove. Signing in with one is the realm's sign-in routes' (accounts/realm-sign-in-routes.ts).
 */
import { endpoints, PASSKEY_MESSAGES } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { realmUserIdOf } from '../../../plugins/auth.ts';
import { recordOwnSecurityChange } from '../../operations/audit/audit.ts';
import { addPasskey, listPasskeys, registrationOptions, removePasskey, renamePasskey } from './service.ts';

/** A ceremony or a change a minute per few seconds is plenty for a person; more is someone filling the tables. */
export const PASSKEY_LIMIT = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };
const READ_LIMIT = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, publicUrl: app.config.publicUrl };
  for (const realm of ['company', 'staff'] as const) {
    const userOf = (request: FastifyRequest) => realmUserIdOf(request, realm);
    const e =
      realm === 'company'
        ? {
            options: endpoints.companyPasskeyOptions,
            add: endpoints.companyPasskeyAdd,
            list: endpoints.companyPasskeys,
            rename: endpoints.companyPasskeyRename,
            remove: endpoints.companyPasskeyRemove,
          }
        : {
            options: endpoints.staffPasskeyOptions,
            add: endpoints.staffPasskeyAdd,
            list: endpoints.staffPasskeys,
            rename: endpoints.staffPasskeyRename,
            remove: endpoints.staffPasskeyRemove,
          };
    // A staff member's own sign-in credentials are security events of the console: audited, as their factor is.
    const audit = (request: FastifyRequest, action: string, after?: Record<string, unknown>) =>
      recordOwnSecurityChange(app.db, realm, userOf(request), { action, at: app.now(), after });

    route(
      app,
      e.options,
      async (request) => {
        const options = await registrationOptions(deps, realm, userOf(request));
        await audit(request, 'staff.passkey.start');
        return ok(options);
      },
      PASSKEY_LIMIT,
    );
    route(
      app,
      e.add,
      async (request) => {
        const added = await addPasskey(deps, realm, userOf(request), request.body.name, request.body.response);
        await audit(request, 'staff.passkey.add', { passkey: added.id, name: added.name });
        return ok(added, PASSKEY_MESSAGES.added, 201);
      },
      PASSKEY_LIMIT,
    );
    route(app, e.list, async (request) => ok(await listPasskeys(deps, realm, userOf(request))), READ_LIMIT);
    route(
      app,
      e.rename,
      async (request) => {
        const renamed = await renamePasskey(deps, realm, userOf(request), request.params.id, request.body.name);
        await audit(request, 'staff.passkey.rename', { passkey: renamed.id, name: renamed.name });
        return ok(renamed, PASSKEY_MESSAGES.renamed);
      },
      PASSKEY_LIMIT,
    );
    route(
      app,
      e.remove,
      async (request) => {
        await removePasskey(deps, realm, userOf(request), request.params.id);
        await audit(request, 'staff.passkey.remove', { passkey: request.params.id });
        return ok(null, PASSKEY_MESSAGES.removed);
      },
      PASSKEY_LIMIT,
    );
  }
};
