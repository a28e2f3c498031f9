/** The arguments of `npm run user:grant`, read strictly: a wrong flag or value names itself. */
import { parseArgs } from 'node:util';
import { normalisePhone, USER_ROLES } from '@padanam/contract';
import type { UserRole } from '../db/schema.js';

const ROLES: readonly UserRole[] = USER_ROLES;
const USAGE =
  'Usage: npm run user:grant -- --phone <10-digit mobile> --role <student|teacher|admin> [--country-code +91]';

export function readGrantArguments(args: string[]): { countryCode: string; phone: string; role: UserRole } {
  const { values } = parseArgs({
    args,
    options: {
      phone: { type: 'string' },
      role: { type: 'string' },
      'country-code': { type: 'string', default: '+91' },
    },
    strict: true,
  });
  const phone = normalisePhone(values.phone ?? '');
  const role = ROLES.find((known) => known === values.role);
  if (!/^[0-9]{10}$/.test(phone)) throw new Error(`--phone must be a 10-digit mobile number. ${USAGE}`);
  if (!role) throw new Error(`--role must be one of ${ROLES.join(', ')}. ${USAGE}`);
  return { countryCode: values['country-code'], phone, role };
}
