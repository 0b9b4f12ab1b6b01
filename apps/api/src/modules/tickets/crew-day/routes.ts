import { crewDayEndpoints as endpoints, JOB_PHOTO_CONTENT_TYPES, JOB_PHOTO_MAX_BYTES } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { acceptImages, sendPrivateImage, uploadedBytes } from '../../../lib/images.ts';
import { route } from '../../../lib/route.ts';
import { callerOf, companyCallerOf } from '../../../plugins/auth.ts';
import * as service from './service.ts';

const WRONG_TYPE = /*i18n*/ {
  id: 'crewDay.photoWrongType',
  message: 'Send the photo as the body with Content-Type image/jpeg, image/png or image/webp.',
};

/** A crew member's day, and the photos of jobs for the company and for the ticket's customer (issue 29). */
export const crewDayRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  // Photos come as the raw image (this plugin's routes only), at most 10 MB: Fastify answers 413 beyond.
  acceptImages(app, JOB_PHOTO_CONTENT_TYPES, JOB_PHOTO_MAX_BYTES);

  route(app, endpoints.crewDay, async (request) => ok(await service.crewDay(deps, companyCallerOf(request))));

  route(app, endpoints.jobPhotos, async (request) =>
    ok(await service.jobPhotos(app.db, companyCallerOf(request), request.params.id)),
  );
  route(
    app,
    endpoints.addJobPhoto,
    async (request) =>
      ok(
        await service.addJobPhoto(
          deps,
          companyCallerOf(request),
          request.params.id,
          request.query.kind,
          uploadedBytes(request.body, WRONG_TYPE),
        ),
        'Photo added',
        201,
      ),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  route(app, endpoints.jobPhoto, async (request, reply) =>
    sendPrivateImage(
      reply,
      await service.jobPhotoImage(app.db, companyCallerOf(request), request.params.id, request.params.photoId),
    ),
  );
  route(app, endpoints.removeJobPhoto, async (request) => {
    await service.removeJobPhoto(app.db, companyCallerOf(request), request.params.id, request.params.photoId);
    return okIn(request, null, 'Photo removed');
  });

  route(app, endpoints.customerJobPhotos, async (request) =>
    ok(await service.customerPhotos(app.db, callerOf(request), request.params.id)),
  );
  route(app, endpoints.customerJobPhoto, async (request, reply) =>
    sendPrivateImage(
      reply,
      await service.customerPhotoImage(app.db, callerOf(request), request.params.id, request.params.photoId),
    ),
  );
};
