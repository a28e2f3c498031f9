/** The audit log: every staff write, who made it and when, with the record before and after. */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId, ZIdParam } from './ids.js';
import { singleLineText } from './text.js';

export const AUDIT_ENTITY_TYPES = [
  'paper',
  'module',
  'note',
  'audio',
  'video',
  'user',
  'enrollment',
  'department',
  'course',
  'college',
  'order',
  'announcement',
  'feedback',
  'doubt',
  'test',
  'question',
  'grievance',
  'data_export',
  'erasure_request',
  'parental_consent',
] as const;

export const ZAuditLogQuery = ZPageQuery.extend({
  actorId: ZIdParam.optional(),
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: `must be one of ${AUDIT_ENTITY_TYPES.join(', ')}` }).optional(),
  entityId: ZIdParam.optional(),
  /** Matches the action's name, such as `paper.update`. */
  action: singleLineText(60).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
/** The query as the server reads it (numbers parsed). */
export type TAuditLogQueryValues = z.output<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: ZId,
  actorUserId: ZId.nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.number(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = ZPage(ZAuditEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
