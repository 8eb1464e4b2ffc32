import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { RELEASE_VERSION } from '@tribuna/contract';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * OpenAPI 3 generated from the routes' zod schemas: UI at /api/docs, document at
 * /api/docs/json. Routes that are not public are marked as needing the bearer token.
 */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Tribuna API',
        description: 'JSON API of Tribuna, multi-club sports club management.',
        version: RELEASE_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input: TransformInput) => {
      const output = jsonSchemaTransform(input);
      const isPublic = Boolean((input.route.config as { public?: boolean } | undefined)?.public);
      if (input.url.startsWith('/api/') && !isPublic && output.schema && !output.schema.hide) {
        return { ...output, schema: { ...output.schema, security: [{ bearerAuth: [] }] } };
      }
      return output;
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
});
