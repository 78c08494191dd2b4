import type { DomainModule } from '../domain-module.js';
import { LegalTextVersion } from './legal-text-version.entity.js';
import { LegalTextResolver } from './legal-text.resolver.js';

/** The imprint, privacy policy and terms as versioned Markdown staff edit. */
export const legalModule: DomainModule = { name: 'legal', entities: [LegalTextVersion], resolvers: [LegalTextResolver] };
