import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../graphql/scalars.js';

@ObjectType({ description: 'One week (Monday to Sunday, Berlin) of orders placed.' })
export class WeekOfOrders {
  @Field(() => LocalDate, { description: "The week's Monday." }) weekStart: string;
  @Field(() => Int, { description: 'Orders placed that week and not cancelled.' }) orders: number;
  @Field(() => Int, { description: 'Places those orders booked.' }) places: number;
  @Field(() => Int, { description: 'Totals of those orders that are paid, in euro cents.' }) revenueCents: number;
}

@ObjectType({ description: "A course's places: taken and in all." })
export class CourseOccupancy {
  @Field(() => Int, { description: "The course's `databaseId`." }) courseId: number;
  @Field({ description: 'Course name in the language of the request.' }) title: string;
  @Field(() => Int, { description: 'Places taken (booked or held).' }) booked: number;
  @Field(() => Int, { description: 'Places in all.' }) total: number;
}

@ObjectType({ description: 'The orders paid one way.' })
export class PaymentMethodShare {
  @Field({ description: 'The payment method as stored: `paypal`, `invoice` (bank transfer in advance); older orders may name others.' })
  method: string;
  @Field(() => Int, { description: 'Orders placed in the range and not cancelled.' }) orders: number;
  @Field(() => Int, { description: 'Their totals, in euro cents.' }) amountCents: number;
}

@ObjectType({ description: "The dashboard's charts for a range of days." })
export class DashboardCharts {
  @Field(() => [WeekOfOrders], { description: 'Every week of the range, oldest first (weeks without orders as zeros).' })
  weeks: WeekOfOrders[];
  @Field(() => [CourseOccupancy], {
    description: 'Active courses running in the range and those not over yet (being booked now or later), at most 40, by start date.',
  })
  occupancy: CourseOccupancy[];
  @Field(() => [PaymentMethodShare], { description: 'Orders of the range per payment method.' }) paymentMethods: PaymentMethodShare[];
}
