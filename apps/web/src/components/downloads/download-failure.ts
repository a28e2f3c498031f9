// What a student is told when a download stops: the server's own message when it refused (a module
// no longer open), the device when it is full, the connection otherwise.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../lib/api-error';

const DOWNLOAD_FAILED_MESSAGE = msg`The download stopped. Check your connection and try again.`;
const DEVICE_FULL_MESSAGE = msg`There is not enough space on this device. Remove a download and try again.`;

export function describeDownloadFailure(error: unknown, i18n: I18n): string {
  if (error instanceof DOMException && error.name === 'QuotaExceededError') return i18n._(DEVICE_FULL_MESSAGE);
  if (isApiError(error) && error.code !== 'NETWORK_ERROR') return error.message;
  return i18n._(DOWNLOAD_FAILED_MESSAGE);
}
