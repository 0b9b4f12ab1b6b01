/**
 * The OpenAPI document as clients' tools read it (issue 48): each operation named by its registry name
 * (`operationId`), public ones marked as needing no token (`security: []`), the server it is served from, every body
 * accepted as JSON or form-encoded (as the server parses them), 413 and 415 stated where a body is read, and files
 * (calendars, CSV, PDF, photos, event streams) under their own media types instead of JSON. Applied to the document
 * @fastify/swagger generates from the routes' declarations.
 */
import { type EndpointDeclaration, endpoints } from '@upkeep/contract';

interface Operation {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
}

const FORM = 'application/x-www-form-urlencoded';
/** The error envelope's shape where the operation declares no error of its own to copy it from. */
const ERROR_CONTENT = {
  'application/json': {
    schema: {
      type: 'object',
      required: ['statusCode', 'message'],
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
    },
  },
};

/** The path of an endpoint in the document: under /api, with {name} parameters. */
export const openApiPath = (endpoint: Pick<EndpointDeclaration, 'path'>) =>
  `/api${endpoint.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The statuses an operation with a body answers beyond its declaration: too large, or of a type not read. */
export const BODY_STATUSES = ['413', '415'] as const;

export function finishOpenApi<D extends object>(generated: D, publicUrl: string): D {
  const document = generated as Document;
  document.servers = [{ url: new URL(publicUrl).origin, description: 'This deployment' }];
  for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDeclaration][]) {
    const operation = document.paths?.[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
    if (!operation) continue;
    operation.operationId = name;
    if (endpoint.auth === 'public') operation.security = [];
    const responses = operation.responses ?? {};
    if (endpoint.body && operation.requestBody?.content) {
      const json = operation.requestBody.content['application/json'];
      if (json && !operation.requestBody.content[FORM]) operation.requestBody.content[FORM] = json;
      for (const status of BODY_STATUSES) {
        responses[status] ??= {
          description: status === '413' ? 'The body is larger than the server reads' : 'The body is not JSON or a form',
          content: responses['400']?.content ?? ERROR_CONTENT,
        };
      }
    }
    if (endpoint.mediaTypes) {
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2')) continue;
        response.content = Object.fromEntries(
          endpoint.mediaTypes.map((type) => [
            type,
            { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
          ]),
        );
      }
    }
    operation.responses = responses;
  }
  return generated;
}
