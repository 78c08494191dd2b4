import type { DomainModule } from '../domain-module.js';
import { AuditEvent } from './audit-event.entity.js';

/** The admin audit log: its table. Objects show their trail through their own admin fields (`Course.auditTrail`). */
export const auditModule: DomainModule = {
  name: 'audit',
  entities: [AuditEvent],
};
