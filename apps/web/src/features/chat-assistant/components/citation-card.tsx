// A page of the student's notes that answers the question: where it is, the passage with the
// matched words marked, and a link that opens the note viewer at that page with those words marked.
import { Trans } from '@lingui/react/macro';
import type { TCitation } from '@padanam/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Opens the note at the cited page with the words the question matched marked there. */
export function citationPath(citation: TCitation): string {
  const params = new URLSearchParams({ note: String(citation.noteId), page: String(citation.page) });
  const words = new Set(citation.snippet.filter((run) => run.marked).map((run) => run.text.trim()));
  for (const word of words) if (word !== '') params.append('find', word);
  return `${paths.viewNote(citation.moduleId)}?${params.toString()}`;
}

export function CitationCard({ citation }: { citation: TCitation }) {
  const { paperTitle, moduleNumber, moduleTitle, noteTitle, page } = citation;
  return (
    <li className="citation">
      <p className="citation__where">
        <Trans>
          {paperTitle} · Module {moduleNumber}: {moduleTitle}
        </Trans>
      </p>
      <blockquote className="citation__snippet">
        {citation.snippet.map((run, index) => (run.marked ? <mark key={index}>{run.text}</mark> : run.text))}
      </blockquote>
      <Link className="citation__link" to={citationPath(citation)}>
        <Trans>
          Open “{noteTitle}” at page {page}
        </Trans>
      </Link>
    </li>
  );
}
