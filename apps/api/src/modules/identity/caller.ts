import type { FastifyRequest } from 'fastify';
import type { CallerContext } from './sign-in.service';

export function callerOf(request: FastifyRequest): CallerContext {
  return { ip: request.ip, language: request.language };
}
