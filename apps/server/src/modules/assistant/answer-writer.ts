/**
 * What the assistant says above its citations. The default only points at the passages it
 * found, in words taken from where they are (paper, module, note, page), never a paraphrase of
 * them; a writer that puts a language model over the passages may replace it later, behind this
 * interface, and nothing else changes.
 */
import type { TCitation } from '@padanam/contract';

export interface AnswerWriter {
  write(question: string, citations: readonly TCitation[]): Promise<string>;
}

export const NOTHING_MATCHES =
  'Nothing in your notes matches that. Try other words from your notes, or ask a tutor in Your Doubts.';
export const ASK_ABOUT_A_TOPIC = 'Ask about a topic from your notes: a term, a heading or a few words from them.';

export const pointingAnswerWriter: AnswerWriter = {
  async write(_question, citations) {
    const [best] = citations;
    if (!best) return NOTHING_MATCHES;
    const places = citations.length === 1 ? 'one place' : `${citations.length} places`;
    return `Your notes cover this in ${places}. The closest is page ${best.page} of “${best.noteTitle}” (${best.paperTitle}, Module ${best.moduleNumber}).`;
  },
};
