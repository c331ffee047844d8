import fp from 'fastify-plugin';
import { inLanguage } from '../lib/translations';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer holds content staff wrote: it is sent in the caller's language (decision 50). */
    localized?: boolean;
  }
}

/** Answers of `localized` routes in the caller's language, English where a Nepali value is missing. */
export const localizePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (request, _reply, payload) =>
      request.routeOptions.config.localized ? inLanguage(payload, request.language) : payload,
    );
  },
  { name: 'localize', dependencies: ['errors'] },
);
