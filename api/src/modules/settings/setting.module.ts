import { CoursesNoticeResolver } from './courses-notice.resolver.js';
import { Setting } from './setting.entity.js';
import { ShopSettingsResolver } from './shop-settings.resolver.js';
import type { DomainModule } from '../domain-module.js';

export const settingsModule: DomainModule = { name: 'settings', entities: [Setting], resolvers: [CoursesNoticeResolver, ShopSettingsResolver] };
