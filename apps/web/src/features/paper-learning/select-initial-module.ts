// Which module the learning screen opens on (spec section 4, "Learning screen"), from the
// navigation state the paper selection, enrolled and saved-items screens pass (and the staff
// console's previews, which may name the content tab too).
import { CONTENT_TABS, DEFAULT_CONTENT_TAB, type TContentTab } from './content-tabs';

/** What the arriving navigation asked for, already checked. */
export type TModuleRequest = {
  isFromEnrolledPage: boolean;
  /** A module *number* within the paper. */
  selectedModuleId: number | null;
  /** Module numbers or module ids; numbers win when an entry could be either. */
  selectedModules: readonly number[];
  /** The content tab to open on, when one was asked for. */
  contentTab: TContentTab | null;
};

type TSelectableModule = { id: number; number: number };

type TOpenableModule = TSelectableModule & { canOpen: boolean };

const NO_REQUEST: TModuleRequest = {
  isFromEnrolledPage: false,
  selectedModuleId: null,
  selectedModules: [],
  contentTab: null,
};

/**
 * In order: arriving from the enrolled screen, the module whose number is selectedModuleId (else
 * the first); otherwise the first module among selectedModules; otherwise the first module.
 */
export function selectInitialModule<TModule extends TSelectableModule>(
  modules: readonly TModule[],
  request: TModuleRequest,
): TModule | null {
  const firstModule = modules[0] ?? null;
  if (request.isFromEnrolledPage) {
    return modules.find((module) => module.number === request.selectedModuleId) ?? firstModule;
  }
  const selected = new Set(request.selectedModules);
  return (
    modules.find((module) => selected.has(module.number)) ??
    modules.find((module) => selected.has(module.id)) ??
    firstModule
  );
}

/** The content tab the screen opens on: the one the navigation asked for, else Notes. */
export function initialContentTab(request: TModuleRequest): TContentTab {
  return request.contentTab ?? DEFAULT_CONTENT_TAB;
}

/**
 * The module whose notes the screen shows as it opens: the initial module, when the screen opens
 * on Notes and the module may be opened (a locked one shows its lock instead). Its notes can be
 * asked for as soon as the modules are known (app/routes.tsx), not once the pane has drawn.
 */
export function moduleOpenedOnNotes<TModule extends TOpenableModule>(
  modules: readonly TModule[],
  request: TModuleRequest,
): TModule | null {
  if (initialContentTab(request) !== 'notes') return null;
  const module = selectInitialModule(modules, request);
  return module?.canOpen ? module : null;
}

/** Reads navigation state of unknown shape; anything malformed counts as not asked for. */
export function readModuleRequest(state: unknown): TModuleRequest {
  if (typeof state !== 'object' || state === null) return NO_REQUEST;
  const fields = state as Record<string, unknown>;
  const selectedModules = Array.isArray(fields['selectedModules']) ? fields['selectedModules'] : [];
  return {
    isFromEnrolledPage: fields['isFromEnrolledPage'] === true,
    selectedModuleId: toPositiveInteger(fields['selectedModuleId']),
    selectedModules: selectedModules.map(toPositiveInteger).filter((value) => value !== null),
    contentTab: CONTENT_TABS.find((tab) => tab.key === fields['contentTab'])?.key ?? null,
  };
}

/** Numbers, or digit strings (state that went through JSON or a query string). */
function toPositiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}
