// A file's size as a student or staff member reads it: "1.2 GB", "4.2 MB", or "350 KB" below a
// megabyte (never "0 KB": a file that exists takes some space).
const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

export function formatFileSize(bytes: number): string {
  if (bytes / MB >= 1023.95) return `${(bytes / GB).toFixed(1)} GB`;
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  return kilobytes >= 1024 ? `${(bytes / MB).toFixed(1)} MB` : `${kilobytes} KB`;
}
