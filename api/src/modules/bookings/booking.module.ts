import { Booking } from './booking.entity.js';
import type { DomainModule } from '../domain-module.js';

export const bookingsModule: DomainModule = { name: 'bookings', entities: [Booking] };
