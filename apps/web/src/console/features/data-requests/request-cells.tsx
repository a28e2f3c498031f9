// Cells the data request lists share: the student (a masked phone; none once the account is
// erased) and a time that may not have come yet.
import { useLingui } from '@lingui/react/macro';
import type { TStaffRequestStudent } from '@padanam/contract';
import { formatTime } from '../../lib/format';

export function StudentCell({ student }: { student: TStaffRequestStudent }) {
  const { t } = useLingui();
  return (
    <td>
      {student.phone === null ? t`Deleted student` : student.name}
      {student.phone !== null && (
        <>
          <br />
          <small>{student.phone}</small>
        </>
      )}
    </td>
  );
}

export function TimeCell({ at }: { at: number | null }) {
  return <td>{at === null ? '—' : formatTime(at)}</td>;
}
