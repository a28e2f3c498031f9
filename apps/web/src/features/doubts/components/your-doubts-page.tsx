// Your Doubts (/your-doubts): ask a tutor about a module (or, from the answer key, about one
// question of a finished test), see every doubt with its status, and open one to read the answer
// and follow up. `?doubt=ID` opens one doubt (where an answer's notification leads);
// `?module=&attempt=&question=` fills the form from the answer key.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { readIdParam } from '../../../lib/read-id-param';
import { AskDoubtForm, type TDoubtPreset } from './ask-doubt-form';
import { DoubtList } from './doubt-list';
import { DoubtThread } from './doubt-thread';
import './your-doubts.css';

/** A positive whole number from the address, or null. */
function readPreset(params: URLSearchParams): TDoubtPreset | null {
  const moduleId = readIdParam(params.get('module'));
  if (moduleId === null) return null;
  const attemptId = readIdParam(params.get('attempt'));
  const questionId = readIdParam(params.get('question'));
  const questionNumber = readIdParam(params.get('number'));
  return attemptId !== null && questionId !== null
    ? { moduleId, question: { attemptId, questionId, number: questionNumber } }
    : { moduleId, question: null };
}

export function YourDoubtsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const isLoggedIn = useSession().hasToken;
  const doubtId = readIdParam(params.get('doubt'));

  if (!isLoggedIn)
    return (
      <div className="page your-doubts">
        <PageHeader title={t`Your Doubts`} hasBackButton />
        <LoginPrompt message={t`Log in to ask our tutors and read their answers.`} />
      </div>
    );

  if (doubtId !== null)
    return (
      <div className="page your-doubts">
        <PageHeader title={t`Your Doubts`} hasBackButton />
        <Link to={paths.yourDoubts} className="your-doubts__all">
          <Trans>All your doubts</Trans>
        </Link>
        <DoubtThread id={doubtId} />
      </div>
    );

  return (
    <div className="page your-doubts">
      <PageHeader title={t`Your Doubts`} hasBackButton />
      <section className="card your-doubts__ask" aria-labelledby="ask-doubt-heading">
        <h2 id="ask-doubt-heading">
          <Trans>Ask a doubt</Trans>
        </h2>
        <AskDoubtForm preset={readPreset(params)} onAsked={(doubt) => setParams({ doubt: String(doubt.id) })} />
      </section>
      <section aria-labelledby="my-doubts-heading">
        <h2 id="my-doubts-heading">
          <Trans>Your questions</Trans>
        </h2>
        <DoubtList />
      </section>
    </div>
  );
}
