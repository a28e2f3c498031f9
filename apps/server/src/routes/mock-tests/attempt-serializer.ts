/**
 * The reply serializer of the routes that answer with an attempt (start and resume). An open
 * attempt carries its test's questions, which are the same for every student of a revision:
 * on exam day a whole class starts at once, and checking and writing the same questions for
 * each start was most of what the reply cost. Here the questions are checked against the
 * contract and written as JSON once per questions array (the quiz cache hands every start of a
 * revision the same frozen array), and spliced into the rest of the reply, which is checked and
 * written for each reply as the app's serializer does. A finished attempt, or any other status
 * code, goes through the app's serializer unchanged.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode } from 'zod/v4/core';
import { ZOpenAttempt, type TAttemptQuestion } from '@padanam/contract';

const ZOpenAttemptWithoutQuestions = ZOpenAttempt.omit({ questions: true });
const ZQuestions = ZOpenAttempt.shape.questions;

/** JSON of each questions array seen, by identity: an array held by the quiz cache is frozen. */
const questionsJson = new WeakMap<readonly TAttemptQuestion[], string>();

function encodeOrThrow<T>(schema: Parameters<typeof safeEncode>[0], data: unknown, method: string, url: string): T {
  const result = safeEncode(schema, data as never);
  if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
  return result.data as T;
}

function jsonOfQuestions(questions: readonly TAttemptQuestion[], method: string, url: string): string {
  let json = questionsJson.get(questions);
  if (json === undefined) {
    // The contract's check strips anything outside the allowlist, as it does for every reply.
    json = JSON.stringify(encodeOrThrow(ZQuestions, questions, method, url));
    if (Object.isFrozen(questions)) questionsJson.set(questions, json);
  }
  return json;
}

export const attemptSerializerCompiler: FastifySerializerCompiler<unknown> = (input) => {
  const serializeAsTheAppDoes = serializerCompiler(input as Parameters<typeof serializerCompiler>[0]);
  if (input.httpStatus !== '200') return serializeAsTheAppDoes;
  const { method, url } = input;
  return (data: unknown): string => {
    const attempt = data as { status?: unknown; questions?: unknown };
    if (attempt?.status !== 'open' || !Array.isArray(attempt.questions)) return serializeAsTheAppDoes(data);
    const { questions, ...rest } = attempt;
    const head = JSON.stringify(encodeOrThrow(ZOpenAttemptWithoutQuestions, rest, method, url));
    // `head` is a JSON object with at least the attempt's id: drop its closing brace, add the questions.
    return `${head.slice(0, -1)},"questions":${jsonOfQuestions(questions as TAttemptQuestion[], method, url)}}`;
  };
};
