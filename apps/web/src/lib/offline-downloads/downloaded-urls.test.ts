import { describe, expect, it } from 'vitest';
import { isMaterialFile, isModuleRead, moduleReadPaths } from './downloaded-urls';

const ORIGIN = 'https://padanam.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('what a download keeps and the worker answers from it', () => {
  it('answers note and audio files, only our own and only as the app asks for them', () => {
    expect(isMaterialFile(at('/api/notes/12/file'), ORIGIN)).toBe(true);
    expect(isMaterialFile(at('/api/audio/3/file'), ORIGIN)).toBe(true);
    expect(isMaterialFile(at('/api/notes/12/file?x=1'), ORIGIN)).toBe(false);
    expect(isMaterialFile(at('/api/admin/notes/12/file'), ORIGIN)).toBe(false);
    expect(isMaterialFile(new URL('/api/notes/12/file', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it('keeps the reads behind a module screen, and every one of them is a module read', () => {
    const paths = moduleReadPaths({ paperId: 4, moduleId: 9 });
    expect(paths).toContain('/api/modules/9/notes');
    for (const path of paths) expect(isModuleRead(at(path), ORIGIN)).toBe(true);
  });

  it('never answers tests, the catalogue list or anything with a query from a download', () => {
    expect(isModuleRead(at('/api/modules/9/tests'), ORIGIN)).toBe(false);
    expect(isModuleRead(at('/api/papers'), ORIGIN)).toBe(false);
    expect(isModuleRead(at('/api/papers?type=Major'), ORIGIN)).toBe(false);
    expect(isModuleRead(at('/api/modules/9?x=1'), ORIGIN)).toBe(false);
  });
});
