// What a student is told when a download stops: the server's own message when it refused (a module
// no longer open), the device when it is full, the connection otherwise.
import { isApiError } from '../../lib/api-error';

export const DOWNLOAD_FAILED_MESSAGE = 'The download stopped. Check your connection and try again.';
export const DEVICE_FULL_MESSAGE = 'There is not enough space on this device. Remove a download and try again.';

export function describeDownloadFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return DEVICE_FULL_MESSAGE;
  if (isApiError(error) && error.code !== 'NETWORK_ERROR') return error.message;
  return DOWNLOAD_FAILED_MESSAGE;
}
