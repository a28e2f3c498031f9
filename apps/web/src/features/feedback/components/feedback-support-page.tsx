// Feedback & Support (/feedback and the sidebar's /feedback-support): a Feedback tab with the
// issue form, and a Help tab answering the common questions.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginPrompt } from '../../../components/ui/login-prompt';
import { PageHeader } from '../../../components/ui/page-header';
import { TabList } from '../../../components/ui/tab-list';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/use-session';
import { FEEDBACK_LOGIN_MESSAGE } from '../feedback-messages';
import { HelpAnswers } from './help-answers';
import { IssueForm } from './issue-form';
import './feedback.css';

type TFeedbackTab = 'feedback' | 'help';
const PANEL_ID = 'feedback-panel';

export function FeedbackSupportPage() {
  const { t } = useLingui();
  const [tab, setTab] = useState<TFeedbackTab>('feedback');
  const isLoggedIn = useSession().hasToken;
  return (
    <div className="page feedback-page">
      <PageHeader title={t`Feedback & Support`} hasBackButton />
      <TabList
        tabs={[
          { value: 'feedback', label: t`Feedback`, id: 'feedback-tab-feedback' },
          { value: 'help', label: t`Help`, id: 'feedback-tab-help' },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t`Feedback and help`}
        panelId={PANEL_ID}
        className="feedback-page__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`feedback-tab-${tab}`} className="card feedback-page__panel">
        {tab === 'feedback' ? (
          <>
            {/* Feedback is sent as the student: a visitor learns that before typing, not on Submit. */}
            {isLoggedIn ? <IssueForm /> : <LoginPrompt message={t(FEEDBACK_LOGIN_MESSAGE)} />}
            <p className="feedback-page__rate">
              <Trans>
                Enjoying Padanam? <Link to={paths.feedbackRating}>Rate your experience</Link>.
              </Trans>
            </p>
          </>
        ) : (
          <HelpAnswers />
        )}
      </div>
    </div>
  );
}
