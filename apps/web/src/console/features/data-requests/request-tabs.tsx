// The kinds of data request, one tab each; grievances are the first. Each kind is a page of its
// own under /admin/data-requests, so a kind added later is one more entry here and one route.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { TabList } from '../../../components/ui/tab-list';
import { adminPaths } from '../../admin-paths';

type TRequestKind = 'grievances' | 'exports' | 'erasures' | 'parental-consents';

const REQUEST_KINDS: readonly { value: TRequestKind; label: MessageDescriptor; to: string }[] = [
  { value: 'grievances', label: msg`Grievances`, to: adminPaths.dataRequests },
  { value: 'exports', label: msg`Data exports`, to: adminPaths.dataExports },
  { value: 'erasures', label: msg`Account deletions`, to: adminPaths.erasures },
  { value: 'parental-consents', label: msg`Parental consents`, to: adminPaths.parentalConsents },
];

/** The id of the panel the tabs control: the list below them. */
export const REQUEST_PANEL_ID = 'data-requests-panel';

export function RequestTabs({ selected }: { selected: TRequestKind }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <TabList
      tabs={REQUEST_KINDS.map((kind) => ({
        value: kind.value,
        label: t(kind.label),
        id: `data-requests-${kind.value}`,
      }))}
      selected={selected}
      onSelect={(value) => {
        const kind = REQUEST_KINDS.find((entry) => entry.value === value);
        if (kind && value !== selected) void navigate(kind.to);
      }}
      label={t`Kinds of data request`}
      panelId={REQUEST_PANEL_ID}
      className="data-requests__tabs"
    />
  );
}
