import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeParse, type $ZodType, type JSONSchema } from 'zod/v4/core';

// Answers are written by a serializer compiled from the route's own zod response schema, as Fastify
// does with JSON Schema: zod's JSON Schema of the output goes to fast-json-stringify, which writes
// only the declared fields (an undeclared one, a password hash or a token, never leaves) and skips
// run-time validation, which with JSON.stringify was the third-largest cost of a list answer.
//
// Some response schemas must still run: rich text is cleaned on the way out (rich-text.ts, rows
// stored before cleaning existed) and a few fields are transformed. A schema holding any such step
// is parsed by zod first, then written by the same compiled serializer.

/** Zod schema kinds whose output only running the schema produces. */
const RUN_TIME_KINDS = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'custom',
  'date',
  'map',
  'set',
  'bigint',
  'promise',
]);

interface ZodNode {
  _zod: { def: { type: string; checks?: Array<{ _zod: { def: { check: string } } }> } };
}

const mustRun = (node: ZodNode) =>
  RUN_TIME_KINDS.has(node._zod.def.type) ||
  Boolean(node._zod.def.checks?.some((check) => check._zod.def.check === 'overwrite'));

/**
 * `anyOf: [X, null]` as `type: [X's type, 'null']`: fast-json-stringify decides an anyOf branch by
 * validating the value with Ajv on every answer, where a type list costs one typeof.
 */
function compactNullable(json: JSONSchema.BaseSchema): void {
  const branches = json.anyOf;
  if (!branches || branches.length !== 2) return;
  const nullAt = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
  const other = branches[1 - nullAt];
  if (nullAt < 0 || !other || typeof other.type !== 'string' || other.anyOf || other.$ref) return;
  delete json.anyOf;
  Object.assign(json, other, {
    type: [other.type, 'null'],
    ...(other.enum ? { enum: [...other.enum, null] } : {}),
  });
}

export interface CompiledSerializer {
  (data: unknown): string;
  /** Whether the schema runs before writing (see above). */
  parses: boolean;
}

export function compileSerializer(schema: $ZodType, where = 'response'): CompiledSerializer {
  let parses = false;
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (mustRun(zodSchema as unknown as ZodNode)) parses = true;
      compactNullable(jsonSchema);
    },
  });
  const write = fastJsonStringify(json as Schema);
  const [method, url] = where.split(' ');
  const serializer = parses
    ? (data: unknown) => {
        const result = safeParse(schema, data);
        if (!result.success)
          throw new ResponseSerializationError(method ?? '', url ?? where, { cause: result.error });
        return write(result.data);
      }
    : (data: unknown) => write(data);
  return Object.assign(serializer, { parses });
}

const zodSchemaOf = (schema: unknown) =>
  (schema && typeof schema === 'object' && 'properties' in schema ? schema.properties : schema) as $ZodType;

/**
 * Fastify's serializer compiler for zod response schemas (`{ properties: schema }` accepted too).
 * Each is compiled on its route's first answer, not at start: the compiled functions' sources and code
 * of all ~450 response schemas held about 20 MB of a server most of whose routes a given process
 * never answers (`response-serializer.test.ts` compiles every route's, so none can fail late).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  let compiled: CompiledSerializer | undefined;
  return (data: unknown) => (compiled ??= compileSerializer(zodSchemaOf(schema), `${method} ${url}`))(data);
};

/** Compiles a route's response schema now; for the test that every route's compiles. */
export const compileResponseSchema = (schema: unknown, where: string) =>
  compileSerializer(zodSchemaOf(schema), where);
