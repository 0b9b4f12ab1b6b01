import { companySetupEndpoints as endpoints, LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { acceptImages, uploadedBytes } from '../../../lib/images.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import type { QuestionnaireCache } from '../discovery/questionnaire.ts';
import * as service from './service.ts';

const WRONG_TYPE = 'Send the logo as the body with Content-Type image/png, image/jpeg or image/webp.';
/** An uploaded logo's address changes with its content: it may be kept for good. */
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const companySetupRoutes: FastifyPluginAsync<{ questionnaires: QuestionnaireCache }> = async (
  app,
  { questionnaires },
) => {
  const deps = depsOf(app);
  const companyId = (request: Parameters<typeof companyCallerOf>[0]) => companyCallerOf(request).companyId;

  // The logo comes as the raw image (this plugin's routes only), at most 1 MB: Fastify answers 413 beyond.
  acceptImages(app, LOGO_CONTENT_TYPES, LOGO_MAX_BYTES);

  route(app, endpoints.companyProfile, async (request) => ok(await service.profile(deps, companyId(request))));
  route(
    app,
    endpoints.updateCompanyProfile,
    async (request) => {
      const profile = await service.updateProfile(deps, companyId(request), request.body);
      return ok(
        profile,
        profile.pendingName ? "Profile saved. The new name waits for UpKeep's approval." : 'Profile saved',
      );
    },
    {
      description:
        "A company setting up renames at once; a live one's new name waits for UpKeep's approval (`pendingName`), " +
        'customers seeing the old name until then, and its current name sent back withdraws the rename. A name ' +
        "that another company's name or rename waiting looks like (case, spacing, invisible characters, trailing " +
        'punctuation, look-alike letters) answers 409.',
    },
  );

  route(
    app,
    endpoints.uploadCompanyLogo,
    async (request) => {
      const logo = await service.uploadLogo(deps, companyId(request), uploadedBytes(request.body, WRONG_TYPE));
      return ok({ logo }, 'Logo saved');
    },
    {
      description:
        'The body is the image itself (Content-Type image/png, image/jpeg or image/webp; 413 over 1 MB, 415 for another type); it is stored re-encoded as WebP within 512 × 512.',
    },
  );
  route(app, endpoints.companyLogo, async (request, reply) => {
    const image = await service.logo(deps, request.params.id);
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', LOGO_CACHE_CONTROL)
      .send(image.bytes);
  });

  route(app, endpoints.companyServices, async (request) => ok(await service.companyServices(deps, companyId(request))));
  route(app, endpoints.priceList, async (request) =>
    ok(await service.priceList(deps, questionnaires, companyId(request), request.params.serviceId)),
  );
  route(app, endpoints.updatePriceList, async (request) =>
    ok(
      await service.updatePriceList(deps, questionnaires, companyId(request), request.params.serviceId, request.body),
      'Prices saved',
    ),
  );
  route(app, endpoints.removePriceList, async (request) => {
    await service.removePriceList(deps, questionnaires, companyId(request), request.params.serviceId);
    return ok(null, 'The service is no longer offered');
  });

  route(app, endpoints.companyZipCodes, async (request) => ok(await service.zipCodes(deps, companyId(request))));
  route(app, endpoints.updateCompanyZipCodes, async (request) =>
    ok(await service.updateZipCodes(deps, companyId(request), request.body.zipCodes), 'Zip codes saved'),
  );

  route(app, endpoints.companyCalendar, async (request) => ok(await service.calendar(deps, companyId(request))));
  route(app, endpoints.updateCompanyCalendar, async (request) =>
    ok(await service.updateCalendar(deps, companyId(request), request.body), 'Weekly hours saved'),
  );

  route(app, endpoints.companyTimeOff, async (request) => ok(await service.timeOff(deps, companyId(request))));
  route(app, endpoints.addCompanyTimeOff, async (request) =>
    ok({ id: await service.addTimeOff(deps, companyId(request), request.body) }, 'Time off saved', 201),
  );
  route(app, endpoints.removeCompanyTimeOff, async (request) => {
    await service.removeTimeOff(deps, companyId(request), request.params.id);
    return ok(null, 'Time off removed');
  });

  route(app, endpoints.companySetup, async (request) => ok(await service.setupStatus(deps, companyId(request))));
  route(app, endpoints.goLive, async (request) =>
    ok(await service.goLive(deps, companyId(request)), 'Your company is live: customers can book it now'),
  );
};
