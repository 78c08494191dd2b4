import type { DomainModule } from '../domain-module.js';
import { PartnerKey } from './partner-key.entity.js';
import { PartnerKeyResolver } from './partner-key.resolver.js';
import { partnerKeyRestRoutes } from './partner-key.rest.js';

/** Partner API keys (README "Partner keys"): admins make and revoke them; http/partner-keys.ts reads them per request. */
export const partnerKeysModule: DomainModule = {
  name: 'partner-keys',
  entities: [PartnerKey],
  resolvers: [PartnerKeyResolver],
  restRoutes: partnerKeyRestRoutes,
};
