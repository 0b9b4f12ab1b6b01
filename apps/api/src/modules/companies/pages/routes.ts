import { endpoints, INSURANCE_CONTENT_TYPES, JOB_PHOTO_MAX_BYTES } from '@upkeep/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { depsOf, type ServiceDeps } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { acceptImages, uploadedBytes } from '../../../lib/images.ts';
import { requestLocale, varyByLanguage } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../../plugins/auth.ts';
import * as credentials from './credentials.ts';
import * as gallery from './gallery.ts';
import * as service from './service.ts';

const WRONG_TYPE =
  'Send the certificate as the body with Content-Type application/pdf, image/jpeg, image/png or image/webp.';

/** What the public page changes with (a review, a reply, a check): short enough for "within a minute". */
const PAGE_CACHE_CONTROL = 'public, max-age=30';

export const companyPageRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.companyPage, async (request, reply) => {
    // The page's words follow the caller's language (the Spanish page asks in Spanish, issue 49).
    varyByLanguage(reply);
    const found = await service.companyPage(deps, request.params.slug, request.query.page, requestLocale(request));
    if (found.kind === 'moved') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply
        .status(301)
        .header('location', `/api/companies/${encodeURIComponent(found.slug)}${query}`)
        .send({ statusCode: 301, message: 'This company has a new address', data: null });
    }
    reply.header('cache-control', PAGE_CACHE_CONTROL);
    return ok(found.page, 'OK', 200, found.pages);
  });

  route(app, endpoints.topRatedCompanies, async (request, reply) => {
    reply.header('cache-control', PAGE_CACHE_CONTROL);
    return ok(await service.topRated(app.db, request.query));
  });

  registerCredentialRoutes(app, deps);
  registerGalleryRoutes(app, deps);
};

/** A gallery photo is kept 5 minutes by browsers and caches: one taken off the page, or a company's suspended, is gone soon. */
const GALLERY_CACHE_CONTROL = 'public, max-age=300';
const WRONG_PHOTO_TYPE = 'Send the photo as the body with Content-Type image/jpeg, image/png or image/webp.';

function registerGalleryRoutes(app: FastifyInstance, deps: ServiceDeps) {
  const companyId = (request: Parameters<typeof companyCallerOf>[0]) => companyCallerOf(request).companyId;
  route(app, endpoints.companyGallery, async (request) => ok(await gallery.gallery(deps, companyId(request))));
  route(app, endpoints.addGalleryJobPhoto, async (request) =>
    ok(
      await gallery.addJobPhoto(deps, companyId(request), request.body.jobPhotoId, request.body.caption),
      'Added to your page',
    ),
  );
  route(app, endpoints.uploadGalleryPhoto, async (request) =>
    ok(
      await gallery.uploadPhoto(
        deps,
        companyId(request),
        uploadedBytes(request.body, WRONG_PHOTO_TYPE),
        request.query.caption,
      ),
      'Added to your page',
    ),
  );
  route(app, endpoints.removeGalleryPhoto, async (request) =>
    ok(await gallery.removePhoto(deps, companyId(request), request.params.id), 'Taken off your page'),
  );
  route(app, endpoints.galleryPhoto, async (request, reply) => {
    const image = await gallery.publicPhoto(deps, request.params.id, request.params.photoId);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', GALLERY_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}

function registerCredentialRoutes(app: FastifyInstance, deps: ServiceDeps) {
  // The certificate and the gallery's photos come as the raw file (this plugin's routes only): Fastify answers
  // 413 beyond a photo's 10 MB, the service beyond a certificate's 5 MB.
  acceptImages(app, INSURANCE_CONTENT_TYPES, JOB_PHOTO_MAX_BYTES);
  const companyId = (request: Parameters<typeof companyCallerOf>[0]) => companyCallerOf(request).companyId;

  route(app, endpoints.companyCredentials, async (request) =>
    ok(await credentials.credentialsOf(deps, companyId(request))),
  );
  route(app, endpoints.updateCompanyCredentials, async (request) =>
    ok(
      await credentials.stateLicence(deps, companyId(request), request.body),
      'Licence saved. UpKeep checks it before it shows.',
    ),
  );
  route(app, endpoints.uploadInsuranceCertificate, async (request) => {
    const bytes = uploadedBytes(request.body, WRONG_TYPE);
    const type =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    return ok(
      await credentials.uploadInsurance(deps, companyId(request), type, bytes),
      'Certificate uploaded. UpKeep checks it before it shows.',
    );
  });
  route(app, endpoints.staffCompanyCredentials, async (request) =>
    ok(await credentials.credentialsOf(deps, request.params.id)),
  );
  route(app, endpoints.staffInsuranceCertificate, async (request, reply) => {
    const file = await credentials.insuranceFile(deps, request.params.id);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline; filename="insurance-certificate"')
      .send(file.bytes);
  });
  route(app, endpoints.verifyCompanyCredential, async (request) =>
    ok(
      await credentials.verifyCredential(deps, staffCallerOf(request).staffUserId, request.params.id, request.body),
      'Checked: the company page shows it.',
    ),
  );
}
