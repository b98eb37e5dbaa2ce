/**
 * Response serialization compiled from the zod contract: each route's response schema becomes a
 * JSON schema (z.toJSONSchema, output side) compiled once by fast-json-stringify, instead of
 * fastify-type-provider-zod encoding every response with zod and then JSON.stringify (about a
 * tenth of a list request's CPU). The zod schemas stay the single source: with `verify` (tests:
 * NODE_ENV=test) every response is also encoded with zod, which still rejects what breaks the
 * contract, and the compiled text must be the same JSON value as zod's (key order aside). A
 * schema that cannot be compiled is served by the zod serializer.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];
type Serializer = (data: unknown) => string;

/** `type: [t, 'null']` for a nullable type: fast-json-stringify then needs no validator. */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplifyNullable(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [a, b] = anyOf as Record<string, unknown>[];
    const isNull = (s: Record<string, unknown> | undefined) =>
      s?.type === 'null' && Object.keys(s).length === 1;
    const other = isNull(b) ? a : isNull(a) ? b : undefined;
    if (other && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The zod schema of a route's response, as fastify-type-provider-zod accepts it. */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

export function compileResponseSchema(schema: z.ZodType): Serializer {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete json.$schema;
  return fastJsonStringify(simplifyNullable(json) as Schema);
}

export function createSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route as SerializerCompiler) as Serializer;
    const schema = zodSchemaOf(route.schema);
    if (!schema) return viaZod;
    let compiled: Serializer;
    try {
      compiled = compileResponseSchema(schema);
    } catch {
      return viaZod;
    }
    if (!options.verify) return compiled;
    return (data: unknown) => {
      const expected = viaZod(data);
      const text = compiled(data);
      // The same JSON value; only the key order may differ (optional properties come last).
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${text.slice(0, 2000)} ` +
            `where zod writes ${expected.slice(0, 2000)}`,
        );
      }
      return text;
    };
  };
}
