import { BusinessProfileResolver } from './business-profile.resolver.js';
import { businessProfileRestRoutes } from './business-profile.rest.js';
import { CoursesNoticeResolver } from './courses-notice.resolver.js';
import { Setting } from './setting.entity.js';
import { ShopSettingsResolver } from './shop-settings.resolver.js';
import type { DomainModule } from '../domain-module.js';

export const settingsModule: DomainModule = {
  name: 'settings',
  entities: [Setting],
  resolvers: [BusinessProfileResolver, CoursesNoticeResolver, ShopSettingsResolver],
  restRoutes: businessProfileRestRoutes,
};
