/**
 * The endpoint registry's building block: each API endpoint is declared once, here in the contract, with its
 * method, path, schemas, answers per status and who may call it. The server registers its routes from these
 * declarations (and OpenAPI is generated from them); the web client calls them through `api(endpoint, input)`.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: the realms that the server's auth hooks tell apart.
 * - `public`: no token is read.
 * - `token`: the bearer token itself is the subject (sign out, validate): the handler reads it.
 * - `optional-caller`: a valid customer or guest token is read when sent, never refused; the service decides
 *   (ticket calls answer 'Access denied' to a stranger).
 * - `customer-or-guest`: a valid customer or guest token is required (401 otherwise).
 * - `customer`: a signed-in customer's token is required (401 otherwise, guests included).
 * - `company`: a company user's token (owner or staff) is required; the company is the token's.
 * - `staff`: an UpKeep staff member's token is required.
 * A valid token of another realm is refused (401) wherever a token is read.
 */
export type AuthRealm = 'public' | 'token' | 'optional-caller' | 'customer-or-guest' | 'customer' | 'company' | 'staff';

export interface EndpointDeclaration {
  method: HttpMethod;
  /** The path under `/api`, with `:name` parameters (Fastify's syntax). */
  path: string;
  auth: AuthRealm;
  /** Staff endpoints only: the role the staff member must have (support reaches the rest). 403 otherwise. */
  role?: 'admin';
  /**
   * Company endpoints only: a crew member may call it (the service keeps them to their crew's jobs). Every other
   * company endpoint answers a crew member 403: prices, earnings, settings and other crews' jobs are not theirs.
   */
  crew?: true;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** One schema per HTTP status; the success answer is the 2xx one. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** Left out of the OpenAPI document (development-only endpoints). */
  hidden?: boolean;
  /** The 2xx answer is not JSON (a file): the JSON client cannot call it. */
  binary?: boolean;
  /** The media types of a `binary` answer, as the OpenAPI document states them (['text/calendar']). */
  mediaTypes?: readonly string[];
  /** The 2xx answer is a stream that stays open (Server-Sent Events): a caller walking the registry does not wait. */
  stream?: true;
}

/** Declares one endpoint; the declaration's literal types are kept so both sides infer from them. */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends EndpointDeclaration>(endpoint: E): E {
  return endpoint;
}

/**
 * What a client sends for a schema: its input type, except where the schema accepts anything and coerces it
 * (numbers of form-encoded bodies, preprocessed fields), where the parsed type says what to send.
 */
export type WireInput<In, Out> = unknown extends In
  ? Out
  : In extends readonly (infer I)[]
    ? Out extends readonly (infer O)[]
      ? WireInput<I, O>[]
      : In
    : In extends Date
      ? In
      : In extends object
        ? Out extends object
          ? { [K in keyof In]: K extends keyof Out ? WireInput<In[K], Out[K]> : In[K] }
          : In
        : In;

export type RequestOf<S> = S extends z.ZodType ? WireInput<z.input<S>, z.output<S>> : never;

/** The path parameters, query and body a client sends to an endpoint (`undefined` where it takes none). */
export type EndpointParams<E extends EndpointDeclaration> = E extends { params: infer S } ? RequestOf<S> : undefined;
export type EndpointQuery<E extends EndpointDeclaration> = E extends { query: infer S } ? RequestOf<S> : undefined;
export type EndpointBody<E extends EndpointDeclaration> = E extends { body: infer S } ? RequestOf<S> : undefined;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSchema<E extends EndpointDeclaration> = E['responses'][Extract<keyof E['responses'], SuccessStatus>];

/** The success answer (the whole envelope) as the client reads it. */
export type EndpointAnswer<E extends EndpointDeclaration> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : never;

/** Any answer the server may send for an endpoint (what a handler returns, before serialisation). */
export type EndpointReply<E extends EndpointDeclaration> = {
  [K in keyof E['responses']]: E['responses'][K] extends z.ZodType ? z.input<E['responses'][K]> : never;
}[keyof E['responses']];

/** The 2xx status an endpoint answers on success. */
export function successStatus(endpoint: EndpointDeclaration): number {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((s) => s >= 200 && s < 300);
  return status ?? 200;
}

/** The concrete path of a call: each `:name` replaced by its parameter, URI-encoded. */
export function pathOf(endpoint: Pick<EndpointDeclaration, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
