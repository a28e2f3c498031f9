/**
 * Requests generated for any route from its schemas: mostly valid ones with one thing wrong
 * (a field of the wrong type, missing or extra, an odd id, `__proto__`, a wrong content type),
 * and wild ones (ids that are huge, negative, `0x2`, `%zz`, 200 characters, unicode; bodies
 * that are not JSON or far too big; malformed escapes in the path and query). A route added
 * later is covered as soon as it is registered: nothing here names a route.
 */
import fc from 'fast-check';
import type { ApiRoute } from './route-access.js';
import { routeKey, pathParameters } from './route-access.js';
import { objectMember, toJsonSchema, validValue, type JsonSchema } from './json-schema-arbitrary.js';

export interface GeneratedRequest {
  /** The route the request was made for, as `METHOD /api/path/:param` (the method may be a wrong one). */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
  /** Sent with the logged-in student's token (filled in when sent, so a fresh one can be used). */
  asStudent: boolean;
}

/** Path segments as they would arrive in a URL (already escaped where they need to be). */
export const WILD_PATH_VALUES = [
  '0',
  '-1',
  '-2147483648',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999',
  '0x2',
  '0b10',
  '0o7',
  '2e0',
  '1e3',
  '+2',
  '%202%20',
  '%20',
  '2.0',
  '02',
  '00',
  '1,2',
  'NaN',
  'Infinity',
  'null',
  'true',
  '__proto__',
  'constructor',
  '%zz',
  '%',
  '2%',
  '%E0%A4',
  '%C0%AE',
  '%00',
  '%2F',
  '%2e%2e',
  '%D9%A1%D9%A2', // Arabic-Indic digits ١٢
  '%E0%B5%A8', // Malayalam digit ൨
  '%F0%9F%98%80',
  '%27%20OR%201%3D1--',
  'x'.repeat(101),
  '9'.repeat(200),
  'a'.repeat(200),
];

/** Values for a JSON field where it should not be. */
const WILD_JSON_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  -0,
  2147483648,
  9007199254740991,
  1e308,
  '',
  ' ',
  '2',
  ' 2 ',
  '0x2',
  '2e0',
  'x'.repeat(10_000),
  '😀'.repeat(60),
  'ഒന്ന്',
  '\u0000',
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
];

const ONE_MEBIBYTE = 1024 * 1024;
const OVERSIZED_JSON = JSON.stringify({ name: 'x'.repeat(ONE_MEBIBYTE + 16) });

/** Bodies that are not the JSON a route expects, as raw text. */
const WILD_RAW_BODIES = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  'null',
  '[]',
  '"text"',
  '42',
  '{"a":1,"a":2}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  'a=1&b=2',
  '\u0000\u0001\u0002',
  OVERSIZED_JSON,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----padanam',
  'application/json; charset=utf-16',
  'application/xml',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
];

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const escapedText = fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent);
const wildPathValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WILD_PATH_VALUES) },
  { weight: 1, arbitrary: escapedText },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

function pathValue(schema: JsonSchema | undefined, name: string): fc.Arbitrary<string> {
  const valid = schema ? validValue(schema, name).map((value) => encodeURIComponent(String(value))) : escapedText;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: wildPathValue });
}

function queryString(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  const pairs = properties.map(([name, property]) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: validValue(property, name).map((value) => [`${name}=${encodeURIComponent(String(value))}`]),
      },
      { weight: 2, arbitrary: wildPathValue.map((value) => [`${name}=${value}`]) },
      { weight: 1, arbitrary: fc.constant([] as string[]) },
      { weight: 1, arbitrary: fc.constant([`${name}=a`, `${name}=b`]) },
    ),
  );
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[]) },
    fc.constantFrom(
      ['%zz'],
      ['%'],
      ['=&=&'],
      ['__proto__=1'],
      ['__proto__[role]=admin'],
      ['constructor=1'],
      ['a[b]=1'],
    ),
    wildPathValue.map((value) => [`extra=${value}`]),
  );
  return fc.tuple(fc.tuple(...pairs), extras).map(([chosen, extra]) => {
    const parts = [...chosen.flat(), ...extra];
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

type BodyText = { payload: string } | { payload: undefined };

/** A valid body with one thing changed: a field set to a wild value, a field dropped, or an extra one. */
function mutatedBody(schema: JsonSchema): fc.Arbitrary<string> {
  const object = objectMember(schema);
  const keys = Object.keys(object?.properties ?? {});
  const base = object ? (validValue(object) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  const key = fc.constantFrom(...keys, 'extraField', 'answers', 'role', 'userId');
  const mutation = fc.oneof(
    { weight: 4, arbitrary: fc.record({ set: key, value: fc.constantFrom(...WILD_JSON_VALUES) }) },
    { weight: 1, arbitrary: fc.record({ set: key, value: fc.jsonValue({ maxDepth: 2 }) }) },
    { weight: 2, arbitrary: fc.record({ drop: key }) },
    { weight: 1, arbitrary: fc.constantFrom({ poison: '__proto__' }, { poison: 'constructor' }) },
  );
  return fc.tuple(base, mutation).map(([value, change]) => {
    const body: Record<string, unknown> = { ...value };
    if ('set' in change) body[change.set] = change.value;
    if ('drop' in change) delete body[change.drop];
    const text = JSON.stringify(body);
    if (!('poison' in change)) return text;
    // A key JSON.stringify would not write from an object literal: put it in the text itself.
    const poison =
      change.poison === '__proto__' ? '"__proto__":{"role":"admin"}' : '"constructor":{"prototype":{"role":"admin"}}';
    return text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}`;
  });
}

function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<BodyText> {
  const valid = schema ? validValue(schema).map((value) => JSON.stringify(value) ?? '') : fc.constant('{}');
  return fc
    .oneof(
      { weight: 2, arbitrary: valid },
      { weight: 5, arbitrary: mutatedBody(schema ?? { type: 'object' }) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
      { weight: 2, arbitrary: fc.constantFrom(...WILD_RAW_BODIES) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
    .map((payload) => ({ payload }));
}

const authorizationHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  fc.constantFrom(
    'Bearer',
    'Bearer short',
    'Basic Zm9vOmJhcg==',
    `Bearer ${'a'.repeat(43)}`,
    `Bearer ${'a'.repeat(300)}`,
    'Bearer %zz',
  ),
);

const rangeHeader = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  fc.constantFrom(
    'bytes=0-99',
    'bytes=-5',
    'bytes=5-1',
    'bytes=abc',
    'bytes=0-1,2-3',
    'bytes=99999999999999-',
    'pages=1',
  ),
);

/** Requests for one route: its own method (now and then another), its path, query and body. */
function requestsFor(route: ApiRoute): fc.Arbitrary<GeneratedRequest> {
  const schema = route.schema ?? {};
  const params = toJsonSchema(schema.params);
  const names = pathParameters(route.url);
  const path = fc
    .tuple(...names.map((name) => pathValue(params?.properties?.[name], name)))
    .map((values) => names.reduce((url, name, index) => url.replace(`:${name}`, values[index]!), route.url));
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body = hasBody
    ? bodyFor(toJsonSchema(schema.body))
    : fc.oneof({ weight: 19, arbitrary: fc.constant<BodyText>({ payload: undefined }) }, bodyFor(undefined));
  const contentType = fc.oneof(
    { weight: 10, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const method = fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, fc.constantFrom(...OTHER_METHODS));
  return fc
    .record({
      method,
      path,
      query: queryString(toJsonSchema(schema.querystring)),
      body,
      contentType,
      asStudent: fc.boolean(),
      authorization: authorizationHeader,
      range: rangeHeader,
      remoteAddress: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
    })
    .map((generated) => {
      const headers: Record<string, string> = {};
      if (generated.body.payload !== undefined && generated.contentType)
        headers['content-type'] = generated.contentType;
      if (!generated.asStudent && generated.authorization) headers.authorization = generated.authorization;
      if (generated.range) headers.range = generated.range;
      return {
        route: routeKey({ method: generated.method, url: route.url }),
        method: generated.method,
        url: `${generated.path}${generated.query}`,
        headers,
        payload: generated.body.payload,
        remoteAddress: generated.remoteAddress,
        asStudent: generated.asStudent,
      };
    });
}

/** Requests spread evenly over every route given. */
export function generatedRequests(routes: ApiRoute[]): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(...routes.map(requestsFor));
}
