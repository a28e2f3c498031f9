// Asking a doubt: the module it is about (chosen from the student's enrolled papers, or given
// by the answer key with its question), the doubt itself and an optional picture. The server
// checks the module may be opened and the question is from a finished test of the student's.
import { Trans, useLingui } from '@lingui/react/macro';
import { DOUBT_TEXT_MAX, type TDoubt, type TEnrolledPaper } from '@padanam/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAskDoubt } from '../../../api/doubts';
import { useEnrollments } from '../../../api/enrollments';
import { useModuleDetails } from '../../../api/modules';
import { MessageComposer } from '../../../components/ui/message-composer';
import { paths } from '../../../config/paths';

export type TDoubtPreset = {
  moduleId: number;
  question: { attemptId: number; questionId: number; number: number | null } | null;
};

function PresetModule({ preset }: { preset: TDoubtPreset }) {
  const { t } = useLingui();
  const module = useModuleDetails(preset.moduleId);
  const about = module.data ? `${module.data.paperTitle} · ${module.data.title}` : t`this module`;
  const questionNumber = preset.question?.number ?? null;
  return (
    <p className="ask-doubt__about">
      {!preset.question
        ? t`About: ${about}`
        : questionNumber === null
          ? t`About: ${about} · Question`
          : t`About: ${about} · Question ${questionNumber}`}{' '}
      <Link to={paths.yourDoubts}>
        <Trans>Ask about something else</Trans>
      </Link>
    </p>
  );
}

function ModulePicker({
  papers,
  moduleId,
  onChange,
}: {
  papers: TEnrolledPaper[];
  moduleId: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <label className="ask-doubt__field">
      <Trans>Module</Trans>
      <select
        value={moduleId ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t`Choose a module`}</option>
        {papers.map((paper) => (
          <optgroup key={paper.id} label={paper.title}>
            {paper.modules.map(({ id, number, title }) => (
              <option key={id} value={id}>
                {t`Module ${number}: ${title}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

export function AskDoubtForm({ preset, onAsked }: { preset: TDoubtPreset | null; onAsked: (doubt: TDoubt) => void }) {
  const { t } = useLingui();
  const ask = useAskDoubt();
  const enrollments = useEnrollments({ isEnabled: preset === null });
  const [chosenModuleId, setChosenModuleId] = useState<number | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [isModuleMissing, setIsModuleMissing] = useState(false);
  const moduleId = preset?.moduleId ?? chosenModuleId;

  if (!preset) {
    if (enrollments.isPending)
      return (
        <p role="status">
          <Trans>Loading your papers...</Trans>
        </p>
      );
    if (!enrollments.data?.length)
      return (
        <p className="ask-doubt__about">
          <Trans>
            Enroll in a paper to ask its tutors about any module, or open the answer key of a test you have taken and
            choose &lsquo;Ask a doubt about this question&rsquo;.
          </Trans>
        </p>
      );
  }

  return (
    <div className="ask-doubt">
      {preset ? (
        <PresetModule preset={preset} />
      ) : (
        <ModulePicker
          papers={enrollments.data ?? []}
          moduleId={chosenModuleId}
          onChange={(id) => {
            setChosenModuleId(id);
            setIsModuleMissing(false);
          }}
        />
      )}
      {isModuleMissing && (
        <p className="message-composer__error" role="alert">
          <Trans>Choose the module your doubt is about.</Trans>
        </p>
      )}
      <MessageComposer
        label={t`Your doubt`}
        sendLabel={t`Send`}
        sendingLabel={t`Sending...`}
        maxLength={DOUBT_TEXT_MAX}
        isPending={ask.isPending}
        error={ask.error}
        onSend={async (text) => {
          if (moduleId === null) {
            setIsModuleMissing(true);
            throw new Error('No module chosen');
          }
          const doubt = await ask.mutateAsync({
            input: {
              moduleId,
              text,
              ...(preset?.question
                ? { attemptId: preset.question.attemptId, questionId: preset.question.questionId }
                : {}),
            },
            image,
          });
          onAsked(doubt);
        }}
      >
        <label className="ask-doubt__field">
          <Trans>Picture (optional: a photo of your working)</Trans>
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
          />
        </label>
      </MessageComposer>
    </div>
  );
}
