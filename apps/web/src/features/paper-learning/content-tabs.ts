// The right pane's tabs (spec "Course learning"): Notes is open first.
import { msg } from '@lingui/core/macro';

export const CONTENT_TABS = [
  { key: 'notes', label: msg`Notes` },
  { key: 'audio', label: msg`Audio Class` },
  { key: 'video', label: msg`Video Class` },
  { key: 'mock-test', label: msg`Mock test` },
] as const;

export type TContentTab = (typeof CONTENT_TABS)[number]['key'];

export const DEFAULT_CONTENT_TAB: TContentTab = 'notes';

export const CONTENT_PANEL_ID = 'module-content-panel';

export function contentTabId(tab: TContentTab): string {
  return `module-content-tab-${tab}`;
}
