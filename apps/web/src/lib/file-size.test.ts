import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says megabytes with one decimal from 1 MB up', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(4.25 * 1024 * 1024)).toBe('4.3 MB');
  });

  it('says gigabytes from 1 GB up (the space left on a phone)', () => {
    expect(formatFileSize(10 * 1024 * 1024 * 1024)).toBe('10.0 GB');
    expect(formatFileSize(1024 * 1024 * 1024 - 1)).toBe('1.0 GB');
    expect(formatFileSize(1023.5 * 1024 * 1024)).toBe('1023.5 MB');
  });

  it('says whole kilobytes below a megabyte, never 0 KB', () => {
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1023 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
  });
});
