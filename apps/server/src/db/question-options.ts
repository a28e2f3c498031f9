/**
 * `questions.options` is a JSON text column (the same on both engines). This is the one place
 * that writes and reads it: a read is checked against the contract's `ZQuestionOptions` (2-6
 * texts), so a damaged row fails where it is read instead of reaching a student half-formed.
 * Readers of whole revisions (the quiz cache) parse once per load, not once per request.
 */
import { ZQuestionOptions } from '@padanam/contract';

export function readQuestionOptions(stored: string): string[] {
  return ZQuestionOptions.parse(JSON.parse(stored));
}

export function writeQuestionOptions(options: readonly string[]): string {
  return JSON.stringify(options);
}
