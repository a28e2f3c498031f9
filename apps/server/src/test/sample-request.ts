/** One request a route's schemas accept, for checks that only need the request to get past validation. */
import fc from 'fast-check';
import { toJsonSchema, validValue } from './json-schema-arbitrary.js';
import { pathParameters, type ApiRoute } from './route-access.js';
import type { AimedRequest } from './two-user-cases.js';

const sampleOf = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: 11 })[0]!;

export function sampleRequest(route: ApiRoute): AimedRequest {
  const params = toJsonSchema(route.schema?.params)?.properties ?? {};
  const path = pathParameters(route.url).reduce((url, name) => {
    const schema = params[name];
    const value = schema ? sampleOf(validValue(schema, name)) : '1';
    return url.replace(`:${name}`, encodeURIComponent(String(value)));
  }, route.url);
  const query = toJsonSchema(route.schema?.querystring);
  const pairs = Object.entries(query?.properties ?? {})
    .filter(([name]) => query?.required?.includes(name))
    .map(([name, schema]) => `${name}=${encodeURIComponent(String(sampleOf(validValue(schema, name))))}`);
  const body = toJsonSchema(route.schema?.body);
  return {
    url: pairs.length > 0 ? `${path}?${pairs.join('&')}` : path,
    ...(body ? { payload: sampleOf(validValue(body)) ?? {} } : {}),
  };
}
