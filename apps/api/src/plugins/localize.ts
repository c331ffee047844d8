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
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!request.routeOptions.config.localized) return payload;
      // The answer depends on these: a cache between keeps one copy per language.
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-language, cookie` : 'accept-language, cookie');
      return inLanguage(payload, request.language);
    });
  },
  { name: 'localize', dependencies: ['errors'] },
);
