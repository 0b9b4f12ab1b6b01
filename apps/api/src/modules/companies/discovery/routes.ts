import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { ok } from '../../../lib/envelope.ts';
import { fieldError } from '../../../lib/errors.ts';
import { requestLocale, varyByLanguage } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { PUBLIC_FORM_RATE_LIMIT } from '../../messages/public-forms/routes.ts';
import { nextValues, type QuestionnaireCache, toFeatures } from './questionnaire.ts';
import type { AskCompany, ReplyTimes, WorksOn } from './service.ts';
import * as discovery from './service.ts';

export const discoveryRoutes: FastifyPluginAsync<{
  questionnaires: QuestionnaireCache;
  worksOn?: WorksOn;
  replyTimes?: ReplyTimes;
  /** Opens the conversation of a question to a company (conversations, given by the app). */
  askCompany: AskCompany;
}> = async (app, options) => {
  const cache = options.questionnaires;
  const nearStatic = { nearStatic: true };
  const deps: discovery.DiscoveryDeps = {
    db: app.db,
    now: app.now,
    outbox: app.outbox,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
  };

  // The questionnaires' words are said in the caller's language (issue 49): each answer names Accept-Language in
  // its Vary, and each language's is made (and its bytes written) once per questionnaire loaded.
  route(
    app,
    endpoints.serviceFeatures,
    async (request, reply) => {
      varyByLanguage(reply);
      return ok(await discovery.allQuestionnaires(app.db, cache, requestLocale(request)));
    },
    nearStatic,
  );

  route(
    app,
    endpoints.features,
    async (request, reply) => {
      varyByLanguage(reply);
      return ok(toFeatures(await discovery.questionnaireOf(cache, request.params.serviceId, requestLocale(request))));
    },
    nearStatic,
  );

  route(app, endpoints.nextValues, async (request, reply) => {
    const { QuestionID, ValueID } = request.body;
    varyByLanguage(reply);
    const serviceId = await discovery.serviceOfFeature(app.db, QuestionID);
    if (serviceId === null) {
      throw fieldError(
        'QuestionID',
        /*i18n*/ { id: 'answers.noQuestion', message: 'question {id} does not exist', values: { id: QuestionID } },
      );
    }
    const q = await discovery.questionnaireOf(cache, serviceId, requestLocale(request));
    const value = q.valueById.get(ValueID);
    if (!value || value.featureId !== QuestionID) {
      throw fieldError(
        'ValueID',
        /*i18n*/ {
          id: 'answers.notOfQuestion',
          message: 'value {value} is not an answer of question {question}',
          values: { value: ValueID, question: QuestionID },
        },
      );
    }
    return ok(nextValues(q, QuestionID, ValueID));
  });

  route(
    app,
    endpoints.zipCode,
    async (request) => ok(await discovery.zipCodeInfo(app.db, request.params.zip)),
    nearStatic,
  );

  route(app, endpoints.offers, async (request, reply) => {
    const b = request.body;
    varyByLanguage(reply);
    return ok(
      await discovery.searchOffers(
        deps,
        cache,
        {
          zipCode: b.zipCode,
          serviceID: b.serviceID,
          subServiceID: b.subServiceID,
          minRating: b.minRating,
          idFeatures: b.idFeatures,
          quantity: b.quantity,
          sort: b.sort,
          limit: b.limit,
          date: b.date,
          locale: requestLocale(request),
        },
        options.worksOn,
        options.replyTimes,
      ),
    );
  });

  route(
    app,
    endpoints.serviceLead,
    async (request) => {
      const principal = request.principal;
      const customerId = principal?.kind === 'customer' ? principal.customerId : null;
      const id = await discovery.createServiceLead(deps, options.askCompany, {
        ...request.body,
        customerId,
        locale: requestLocale(request),
      });
      return okIn(request, { id }, 'Your message was sent to the company.', 201);
    },
    { config: { rateLimit: PUBLIC_FORM_RATE_LIMIT } },
  );
};
