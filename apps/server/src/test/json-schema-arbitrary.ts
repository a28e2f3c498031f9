/**
 * Values a route's schema accepts, generated from the JSON Schema of the zod schema the route
 * validates with (`z.toJSONSchema`, the same conversion the OpenAPI document uses). Only the
 * subset our schemas use is understood; anything else becomes arbitrary JSON, which is still
 * bad input worth sending. A few field names get realistic values (a phone that exists, an id
 * in the seeded range) so that generated requests reach the services, not only validation.
 */
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

/** The JSON Schema of a route's zod schema as a request sees it (inputs, before transforms). */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (schema === undefined || schema === null) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Ids of the demo catalogue (and of what a run creates) are small: most land on real rows
 * (papers, modules, attempts), the rest reach the question ids (hundreds).
 */
export const seededId = () =>
  fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 40 }) }, fc.integer({ min: 1, max: 800 }));

const FIELD_HINTS: Record<string, () => fc.Arbitrary<unknown>> = {
  phone: () => fc.oneof(fc.constantFrom('9000000001', '9000000000'), fc.stringMatching(/^[6-9][0-9]{9}$/)),
  code: () => fc.stringMatching(/^[0-9]{6}$/),
  email: () => fc.nat().map((n) => `student${n}@example.in`),
  name: () => fc.constantFrom('Anu Joseph', 'Rahul K', 'ഷാഫി'),
  collegeName: () => fc.constantFrom('University College, Thiruvananthapuram', 'Nowhere College'),
  // The seed has thirteen departments with one programme each: some pairs match.
  department: () => fc.integer({ min: 1, max: 15 }).map(String),
  course: () => fc.integer({ min: 1, max: 15 }).map(String),
  semester: () => fc.integer({ min: 1, max: 8 }).map(String),
};

const TEXT_CAP = 40;

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const lowest = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  // An id column: mostly ids that exist, sometimes anywhere in the range.
  if (schema.maximum === 2_147_483_647)
    return fc.oneof({ weight: 4, arbitrary: seededId() }, fc.integer({ min: 1, max: schema.maximum }));
  const highest = Math.min(schema.maximum ?? 1000, lowest + 1000);
  return schema.type === 'integer'
    ? fc.integer({ min: lowest, max: highest })
    : fc.double({ min: lowest, max: highest, noNaN: true });
}

/** A value `schema` accepts; `name` is the property it will sit in, when there is one. */
export function validValue(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  const hint = name ? FIELD_HINTS[name] : undefined;
  if (hint) return hint();
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return fc.oneof(...members.map((member) => validValue(member, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern === '^[1-9][0-9]{0,9}$')
        return fc.oneof({ weight: 4, arbitrary: seededId().map(String) }, fc.stringMatching(/^[1-9][0-9]{0,9}$/));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? TEXT_CAP, TEXT_CAP)),
      });
    case 'integer':
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), { maxLength: 5 });
    case 'object':
      return objectFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fixed = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validValue(property, key)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return fixed;
  // A map keyed by id (a submit's answers): keys that are ids, values the schema's.
  const entries = fc.dictionary(seededId().map(String), validValue(extra), { maxKeys: 5 });
  return fc.tuple(fixed, entries).map(([known, more]) => ({ ...more, ...known }));
}

/** The object member of a schema (a nullable body is `anyOf: [object, null]`), if it has one. */
export function objectMember(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object') return schema;
  return (schema.anyOf ?? schema.oneOf ?? []).find((member) => member.type === 'object');
}
