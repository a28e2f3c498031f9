/**
 * Synthesises a short, pleasant tone sequence as a PCM WAV file, so the demo's audio classes
 * play real sound (and exercise range requests) without shipping recordings in the repository.
 */

export interface ToneSequenceOptions {
  /** Note frequencies in hertz, played one after another. */
  frequencies?: readonly number[];
  noteSeconds?: number;
  sampleRate?: 8000 | 16000;
}

export interface GeneratedAudio {
  bytes: Uint8Array;
  /** Whole seconds, as stored in audio_classes.duration_seconds. */
  durationSeconds: number;
  contentType: 'audio/wav';
}

/** C major arpeggio (C5, E5, G5, C6). */
export const DEFAULT_FREQUENCIES = [523.25, 659.25, 783.99, 1046.5] as const;

/** Rising arpeggios (C major, F major, G major, A minor) so neighbouring modules sound different. */
export const ARPEGGIOS: ReadonlyArray<readonly number[]> = [
  DEFAULT_FREQUENCIES,
  [349.23, 440, 523.25, 698.46],
  [392, 493.88, 587.33, 783.99],
  [440, 523.25, 659.25, 880],
];

const WAV_HEADER_BYTES = 44;
const BYTES_PER_SAMPLE = 2; // 16-bit mono
const PEAK_AMPLITUDE = 0.45; // headroom so the added harmonic never clips
const NOTE_ATTACK_SECONDS = 0.02;
const FADE_SECONDS = 0.25;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
}

export function generateToneSequenceWav(options: ToneSequenceOptions = {}): GeneratedAudio {
  const frequencies = options.frequencies ?? DEFAULT_FREQUENCIES;
  const noteSeconds = options.noteSeconds ?? 0.75;
  const sampleRate = options.sampleRate ?? 16000;
  if (frequencies.length === 0) throw new Error('A tone sequence needs at least one note');

  const samplesPerNote = Math.round(noteSeconds * sampleRate);
  const sampleCount = samplesPerNote * frequencies.length;
  const dataBytes = sampleCount * BYTES_PER_SAMPLE;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);

  // RIFF/WAVE header for uncompressed PCM (little-endian throughout).
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // audio format: PCM
  view.setUint16(22, 1, true); // channels: mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * BYTES_PER_SAMPLE, true); // byte rate
  view.setUint16(32, BYTES_PER_SAMPLE, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);

  const totalSeconds = sampleCount / sampleRate;
  for (let sample = 0; sample < sampleCount; sample += 1) {
    const note = Math.floor(sample / samplesPerNote);
    const frequency = frequencies[note]!;
    const t = sample / sampleRate;
    const noteT = (sample % samplesPerNote) / sampleRate;
    // Each note: a quick attack then an exponential decay, like a struck bell.
    const noteEnvelope = Math.min(1, noteT / NOTE_ATTACK_SECONDS) * Math.exp(-3 * (noteT / noteSeconds));
    // The whole clip fades in and out so it starts and stops without a click.
    const fade = Math.min(1, t / FADE_SECONDS, (totalSeconds - t) / FADE_SECONDS);
    const tone = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
    const value = (PEAK_AMPLITUDE * noteEnvelope * fade * tone) / 1.25;
    view.setInt16(WAV_HEADER_BYTES + sample * BYTES_PER_SAMPLE, Math.round(value * 32767), true);
  }

  return { bytes: new Uint8Array(buffer), durationSeconds: Math.round(totalSeconds), contentType: 'audio/wav' };
}
