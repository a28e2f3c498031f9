// Saves a file the API serves only with the session's token (a CSV export, a student's
// attachment): fetched with the token, then handed to the browser as a download. Bytes made on the
// device go the same way (saveBlob).
import { t } from '@lingui/core/macro';
import { buildApiUrl } from './api-client';
import { readAuthToken } from './auth-token';

export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(buildApiUrl(path), { headers: { authorization: `Bearer ${readAuthToken() ?? ''}` } });
  if (!response.ok) throw new Error(t`Could not download the file. Please try again.`);
  saveBlob(await response.blob(), fileName);
}

/** Hands bytes made on the device (a student's annotated copy of a note) to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
