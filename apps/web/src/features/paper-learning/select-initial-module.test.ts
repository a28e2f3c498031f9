import { describe, expect, it } from 'vitest';
import {
  initialContentTab,
  moduleOpenedOnNotes,
  readModuleRequest,
  selectInitialModule,
  type TModuleRequest,
} from './select-initial-module';

// Ids and numbers deliberately differ, and id 2 collides with module number 2.
const modules = [
  { id: 2, number: 1 },
  { id: 31, number: 2 },
  { id: 32, number: 3 },
];

function request(overrides: Partial<TModuleRequest> = {}): TModuleRequest {
  return { isFromEnrolledPage: false, selectedModuleId: null, selectedModules: [], contentTab: null, ...overrides };
}

describe('selectInitialModule', () => {
  it('picks the first module without a request', () => {
    expect(selectInitialModule(modules, request())).toBe(modules[0]);
  });

  it('has nothing to pick from an empty paper', () => {
    expect(selectInitialModule([], request({ isFromEnrolledPage: true, selectedModuleId: 1 }))).toBeNull();
    expect(selectInitialModule([], request({ selectedModules: [1] }))).toBeNull();
  });

  it('from the enrolled screen picks the module whose number is selectedModuleId', () => {
    expect(selectInitialModule(modules, request({ isFromEnrolledPage: true, selectedModuleId: 3 }))).toBe(modules[2]);
  });

  it('from the enrolled screen reads selectedModuleId as a number, not an id', () => {
    expect(selectInitialModule(modules, request({ isFromEnrolledPage: true, selectedModuleId: 2 }))).toBe(modules[1]);
  });

  it('from the enrolled screen falls back to the first module for an unknown number', () => {
    expect(selectInitialModule(modules, request({ isFromEnrolledPage: true, selectedModuleId: 9 }))).toBe(modules[0]);
    expect(selectInitialModule(modules, request({ isFromEnrolledPage: true }))).toBe(modules[0]);
  });

  it('from the enrolled screen ignores selectedModules', () => {
    const fromEnrolled = request({ isFromEnrolledPage: true, selectedModuleId: 9, selectedModules: [3] });
    expect(selectInitialModule(modules, fromEnrolled)).toBe(modules[0]);
  });

  it('ignores selectedModuleId when not from the enrolled screen', () => {
    expect(selectInitialModule(modules, request({ selectedModuleId: 3 }))).toBe(modules[0]);
  });

  it('otherwise picks the first module (in paper order) among selectedModules, by number', () => {
    expect(selectInitialModule(modules, request({ selectedModules: [3, 2] }))).toBe(modules[1]);
  });

  it('accepts module ids in selectedModules', () => {
    expect(selectInitialModule(modules, request({ selectedModules: [32] }))).toBe(modules[2]);
  });

  it('prefers a number match when an entry could be a number or an id', () => {
    // 2 is module 2's number and module 1's id.
    expect(selectInitialModule(modules, request({ selectedModules: [2] }))).toBe(modules[1]);
  });

  it('falls back to the first module when no selected module is in the paper', () => {
    expect(selectInitialModule(modules, request({ selectedModules: [99] }))).toBe(modules[0]);
  });
});

describe('readModuleRequest', () => {
  it('reads the three fields', () => {
    expect(readModuleRequest({ isFromEnrolledPage: true, selectedModuleId: 2, selectedModules: [1, 31] })).toEqual({
      isFromEnrolledPage: true,
      selectedModuleId: 2,
      selectedModules: [1, 31],
      contentTab: null,
    });
  });

  it('accepts digit strings', () => {
    expect(readModuleRequest({ selectedModuleId: '4', selectedModules: ['5', 6] })).toMatchObject({
      selectedModuleId: 4,
      selectedModules: [5, 6],
    });
  });

  it.each([
    ['no state', null],
    ['a string state', 'Module 2'],
    ['wrong types', { isFromEnrolledPage: 'yes', selectedModuleId: -1, selectedModules: 'all' }],
    ['fractions and junk', { selectedModuleId: 1.5, selectedModules: [0, null, 'x', {}], contentTab: 'slides' }],
  ])('treats %s as no request', (_label, state) => {
    expect(readModuleRequest(state)).toEqual({
      isFromEnrolledPage: false,
      selectedModuleId: null,
      selectedModules: [],
      contentTab: null,
    });
  });

  it('reads the content tab a preview asks for', () => {
    expect(readModuleRequest({ selectedModules: [2], contentTab: 'audio' })).toEqual(
      request({ selectedModules: [2], contentTab: 'audio' }),
    );
  });
});

describe('initialContentTab', () => {
  it('opens on the tab the navigation asked for, else Notes', () => {
    expect(initialContentTab(request())).toBe('notes');
    expect(initialContentTab(request({ contentTab: 'audio' }))).toBe('audio');
  });
});

describe('moduleOpenedOnNotes', () => {
  const openable = [
    { id: 2, number: 1, canOpen: true },
    { id: 31, number: 2, canOpen: false },
  ];

  it('is the initial module when the pane opens on Notes and the module may be opened', () => {
    expect(moduleOpenedOnNotes(openable, request())).toBe(openable[0]);
    expect(moduleOpenedOnNotes(openable, request({ contentTab: 'notes' }))).toBe(openable[0]);
  });

  it('is none for a locked module, another tab or an empty paper', () => {
    expect(moduleOpenedOnNotes(openable, request({ selectedModules: [2] }))).toBeNull();
    expect(moduleOpenedOnNotes(openable, request({ contentTab: 'video' }))).toBeNull();
    expect(moduleOpenedOnNotes([], request())).toBeNull();
  });
});
