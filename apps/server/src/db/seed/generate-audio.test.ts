import { describe, expect, it } from 'vitest';
import { generateToneSequenceWav } from './generate-audio.js';

function readHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
    view,
  };
}

describe('generateToneSequenceWav', () => {
  it('writes a valid 16-bit mono PCM RIFF/WAVE file of about three seconds', () => {
    const audio = generateToneSequenceWav();
    const header = readHeader(audio.bytes);
    expect(header).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 16000,
      byteRate: 32000,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
    });
    expect(header.dataSize).toBe(16000 * 2 * 3);
    expect(header.riffSize).toBe(audio.bytes.byteLength - 8);
    expect(audio.bytes.byteLength).toBe(44 + header.dataSize);
    expect(audio.durationSeconds).toBe(3);
    expect(audio.contentType).toBe('audio/wav');
  });

  it('contains audible sound that fades in and out without clipping', () => {
    const { bytes } = generateToneSequenceWav();
    const { view, dataSize } = readHeader(bytes);
    const samples = Array.from({ length: dataSize / 2 }, (_, index) => view.getInt16(44 + index * 2, true));
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak).toBeGreaterThan(5000);
    expect(peak).toBeLessThan(32767);
    expect(Math.abs(samples[0]!)).toBeLessThan(50);
    expect(Math.abs(samples[samples.length - 1]!)).toBeLessThan(50);
  });

  it('honours the sample rate, note length and notes it is given', () => {
    const audio = generateToneSequenceWav({ frequencies: [440, 660], noteSeconds: 1, sampleRate: 8000 });
    const header = readHeader(audio.bytes);
    expect(header.sampleRate).toBe(8000);
    expect(header.dataSize).toBe(8000 * 2 * 2);
    expect(audio.durationSeconds).toBe(2);
  });

  it('is deterministic', () => {
    expect(Buffer.from(generateToneSequenceWav().bytes).equals(Buffer.from(generateToneSequenceWav().bytes))).toBe(
      true,
    );
  });
});
