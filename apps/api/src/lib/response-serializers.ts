import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * The JSON Schema a response's zod schema describes, for fast-json-stringify. `additionalProperties: false` is
 * dropped: the serializer writes only the properties the schema names anyway (what zod's stripping does), and
 * inside `anyOf` it would make a branch fail on a property zod would simply have left out. A nullable value
 * (`anyOf [X, {type: null}]`) becomes X with `nullable: true`: the same JSON, without the ajv branch test that
 * made compiling a serializer cost up to 90 ms (every test file compiles its own).
 */
function jsonSchemaOf(schema: z.ZodType): object {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const loosen = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(loosen);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (node.additionalProperties === false) delete node.additionalProperties;
      unwrapNullable(node);
      Object.values(node).forEach(loosen);
    }
  };
  loosen(json);
  return json;
}

const isNull = (branch: unknown) => (branch as { type?: unknown })?.type === 'null';

function unwrapNullable(node: Record<string, unknown>): void {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || !branches.some(isNull)) return;
  const value = branches.find((branch) => !isNull(branch)) as Record<string, unknown>;
  if (typeof value.type !== 'string' || '$ref' in value) return;
  delete node.anyOf;
  Object.assign(node, value, { nullable: true });
}

/** Compiled on first use: most routes of a test app never answer, and compiling all of them costs seconds. */
function compiledLazily(schema: z.ZodType): Serialize {
  let compiled: Serialize | undefined;
  return (data) => (compiled ??= fastJson(jsonSchemaOf(schema)) as Serialize)(data);
}

type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Production: answers written by a serializer compiled from the response schema (only its properties, in its
 * order), with no validation per request. What we send was checked in tests and development, where every answer
 * is validated by zod as before and the compiled serializer must write the same JSON, so the two cannot drift.
 */
export function responseSerializers(production: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const compiled = compiledLazily(route.schema);
    if (production) return compiled;
    const checked = zodSerializerCompiler(route as ZodRoute) as Serialize;
    return (data) => {
      const json = checked(data);
      const fast = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(json)))
        throw new Error(`compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) differs: ${fast}`);
      return json;
    };
  };
}
