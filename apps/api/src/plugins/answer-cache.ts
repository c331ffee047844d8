import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { TimedCache } from '../lib/timed-cache';
import { type Encoding, compressedAs, encodingFor } from './web/compressed';

/** The public reads kept as written answers, each with its own lifetime (`*_CACHE_SECONDS`). */
export const ANSWER_CACHES = ['directory', 'profile', 'events', 'videos', 'home'] as const;
export type AnswerCacheName = (typeof ANSWER_CACHES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are kept, written, in this cache, per language, path, query and body. Only for
     * answers that depend on nothing else: never on the caller (a session that comes along is still checked).
     */
    answers?: AnswerCacheName;
  }
}

interface Answer {
  /** Encoded once: sent as is. */
  body: Buffer;
  contentType: string;
  vary: string;
  /** Compressed copies, made once each when first asked for (phones always ask). */
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** Below this, compressing saves less than it costs (a short answer fits one packet anyway). */
const COMPRESS_FROM_BYTES = 1024;

/** Distinct requests kept per cache: directory searches typed letter by letter are the many. */
const MAX_ENTRIES = 2000;

/** One cache of written answers; `forget` empties it and keeps answers built before from entering it. */
export class AnswerCache {
  private readonly entries: TimedCache<Answer>;
  /** Bumped by every `forget`: an answer built from rows read before it is not kept. */
  generation = 0;

  constructor(readonly seconds: number) {
    this.entries = new TimedCache({ ttlMs: seconds * 1000, maxEntries: MAX_ENTRIES });
  }

  get(key: string): Answer | undefined {
    return this.seconds > 0 ? this.entries.get(key) : undefined;
  }

  put(key: string, generation: number, answer: Answer): void {
    if (generation === this.generation) this.entries.put(key, answer);
  }

  forget(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export type AnswerCaches = Record<AnswerCacheName, AnswerCache>;

export function answerCaches(seconds: Record<AnswerCacheName, number>): AnswerCaches {
  return Object.fromEntries(ANSWER_CACHES.map((name) => [name, new AnswerCache(seconds[name])])) as AnswerCaches;
}

type OnSendDone = (error: Error | null, payload: unknown) => void;

const pending = Symbol('answer');
type Pending = { key: string; generation: number };
type WithPending = FastifyRequest & { [pending]?: Pending };

/**
 * Serves a cached read as the bytes written the first time (compressed once per encoding a caller takes): no
 * validation, query, serializing or encoding per request. Looked
 * up once the session that came along is checked (a revoked one is still 401) and, for a body, once it is parsed:
 * a request is only ever answered from here if the very same one was answered 200 before, so validating it again
 * could only agree. Filled when a 200 is sent; what the web renders on the server goes through the same routes, so
 * it shares the answers.
 */
export const answerCachePlugin = fp<{ caches: AnswerCaches }>(
  async (app, { caches }) => {
    // Hooks on the cached routes only: every other request pays nothing.
    app.addHook('onRoute', (route) => {
      const name = route.config?.answers;
      if (!name) return;
      const cache = caches[name];
      // Callback hooks: no promise per request. A hit is sent without calling `done`, which ends the request here.
      const lookUp = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        if (cache.seconds === 0) return done();
        const body = request.body === undefined ? '' : JSON.stringify(request.body);
        const key = `${request.language}|${request.method}|${request.url}|${body}`;
        const hit = cache.get(key);
        if (!hit) {
          (request as WithPending)[pending] = { key, generation: cache.generation };
          return done();
        }
        void reply.header('content-type', hit.contentType).header('vary', hit.vary);
        const encoding =
          hit.body.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : undefined;
        if (!encoding) return void reply.send(hit.body);
        const ready = hit.compressed[encoding];
        if (ready) return void reply.header('content-encoding', encoding).send(ready);
        compressedAs(hit.body.toString(), encoding).then(
          (made) => {
            hit.compressed[encoding] = made;
            void reply.header('content-encoding', encoding).send(made);
          },
          () => void reply.send(hit.body),
        );
      };
      const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
        const entry = (request as WithPending)[pending];
        if (entry && reply.statusCode === 200 && typeof payload === 'string') {
          // Later copies of this answer may be compressed: every copy says it depends on the encoding asked.
          const before = reply.getHeader('vary');
          const vary = before === undefined ? 'accept-encoding' : `${String(before)}, accept-encoding`;
          void reply.header('vary', vary);
          cache.put(entry.key, entry.generation, {
            body: Buffer.from(payload),
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            vary,
            compressed: {},
          });
        }
        done(null, payload);
      };
      // A request without a body is known from its first line; one with a body once the body is parsed.
      const withBody = ![route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
      if (withBody) route.preValidation = [...hooksOf(route.preValidation), lookUp];
      else route.onRequest = [...hooksOf(route.onRequest), lookUp];
      route.onSend = [...hooksOf(route.onSend), keep];
    });
  },
  { name: 'answer-cache', dependencies: ['errors'] },
);

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
