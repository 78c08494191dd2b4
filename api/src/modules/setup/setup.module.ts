import type { DomainModule } from '../domain-module.js';
import { mailFrameFromSettings } from './mail-frame.js';
import { SetupResolver } from './setup.resolver.js';
import { TestMailReceipt } from './test-mail-receipt.entity.js';

/** The first-run checklist and the test mail's confirmed receipt; every mail's footer and demo note (the business profile, the site's mode). */
export const setupModule: DomainModule = {
  name: 'setup',
  entities: [TestMailReceipt],
  resolvers: [SetupResolver],
  mails: [{ frame: mailFrameFromSettings }],
};
