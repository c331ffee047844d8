import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CountryOptionSchema, HealthSchema, OutboxMessageSchema, PublicConfigSchema, dataOf } from '@ringside/contract';
import { countryOptions } from '@ringside/contract/reference/countries';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { replies } from '../../lib/replies';
import { inNepaliOrder, nepaliRegionName } from '../../lib/nepali-region-names';
import type { Transports } from '../messaging/messenger';
import type { DevOutbox } from '../messaging/outbox';
import { APP_VERSION } from '../../version';
import { publicConfigOf } from './public-config';

const tags = ['System'];

async function databaseUp(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), 2000);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const systemRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  database: Database;
  transports: Transports;
  outbox?: DevOutbox;
}> = async (app, { config, database, transports, outbox }) => {
  app.get('/health', {
    schema: {
      tags,
      summary: 'Liveness, database status and how messages are delivered',
      response: { 200: dataOf(HealthSchema), 503: dataOf(HealthSchema) },
    },
    handler: async (_request, reply) => {
      const up = await databaseUp(database);
      return reply.status(up ? 200 : 503).send({
        data: {
          status: up ? 'ok' : 'degraded',
          database: up ? 'ok' : 'down',
          mail: transports.email,
          sms: transports.sms,
          version: APP_VERSION,
        },
      });
    },
  });

  const publicConfig = publicConfigOf(config);
  app.get('/public/configs', {
    schema: { tags, summary: 'Brand, links and rules the browser needs', response: replies(PublicConfigSchema) },
    handler: async () => ({ data: publicConfig }),
  });

  const english = countryOptions();
  // In Nepali: the country's Nepali name, and as its demonym too (as the fighter form's nationalities are named).
  const nepali = inNepaliOrder(
    english.map((country) => {
      const name = nepaliRegionName(country.code);
      return name ? { ...country, name, demonym: country.demonym && name } : country;
    }),
    (country) => country.name,
    (country) => country.code === 'NP',
  );
  const countries = { en: { items: english }, ne: { items: nepali } };
  app.get('/public/countries', {
    config: { localized: true },
    schema: {
      tags,
      summary: 'Countries with demonyms and dial codes, Nepal first',
      response: replies(z.object({ items: z.array(CountryOptionSchema) })),
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return { data: countries[request.language] };
    },
  });

  if (outbox) {
    app.get('/dev/outbox', {
      schema: {
        tags,
        summary: 'Development only: the latest messages sent (codes included)',
        querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(100).optional() }),
        response: replies(z.object({ items: z.array(OutboxMessageSchema) })),
      },
      handler: async (request) => ({
        data: { items: outbox.latest({ to: request.query.to, limit: request.query.limit }) },
      }),
    });
  }
};
