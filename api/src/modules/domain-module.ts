import type { EntityClass, Routine } from '@mikro-orm/core';
import type { ClassType } from 'type-graphql';
import type { JobTasks } from '../jobs/job-tasks.js';
import type { NodeDefinition } from '../graphql/node.js';
import type { RestRoute } from '../rest/rest-route.js';
import type { DomainMails } from './mail/mail-registry.js';

/**
 * What one domain brings to the app. A new domain writes one of these beside its code and adds one
 * line to `modules.ts`; the ORM, the GraphQL schema, `node(id:)` and the REST door read them from there.
 */
export interface DomainModule {
  name: string;
  entities?: EntityClass<object>[];
  /** Database functions the domain's queries and indexes rely on (managed by the schema diff like tables). */
  routines?: Routine[];
  resolvers?: ClassType[];
  nodes?: NodeDefinition[];
  restRoutes?: RestRoute[];
  /** Background jobs the domain runs (graphile-worker tasks by name), built once per worker. */
  tasks?: JobTasks;
  /** When to run some of those tasks on their own, one graphile-worker crontab line each (`0 3 * * * task_name`). */
  crontab?: string[];
  /** The mails the domain sends: templates by name with their texts (mail/ knows no domain; modules.ts registers these). */
  mails?: DomainMails[];
}
