// How the console writes money and times.
import { paiseToRupeesText } from '@padanam/contract';

export function formatRupees(paise: number | null): string {
  return paise === null ? '—' : `₹${paiseToRupeesText(paise)}`;
}

export { formatIndiaDateTime as formatTime } from '../../lib/india-time';
