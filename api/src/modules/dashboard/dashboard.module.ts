import type { DomainModule } from '../domain-module.js';
import { DashboardChartsResolver } from './dashboard-charts.resolver.js';
import { DashboardStatsResolver } from './dashboard-stats.resolver.js';

/** The admin dashboard's own reads (its stat cards and charts); its panels come from their domains. */
export const dashboardModule: DomainModule = { name: 'dashboard', resolvers: [DashboardStatsResolver, DashboardChartsResolver] };
