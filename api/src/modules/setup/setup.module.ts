import type { DomainModule } from '../domain-module.js';
import { SetupResolver } from './setup.resolver.js';
import { TestMailReceipt } from './test-mail-receipt.entity.js';

/** The first-run checklist and the test mail's confirmed receipt. */
export const setupModule: DomainModule = { name: 'setup', entities: [TestMailReceipt], resolvers: [SetupResolver] };
