import type { Course } from '../courses/course.entity.js';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order.entity.js';

/** Who ordered: the checkout's customer information. */
export interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
}

/** A named person taking one place of an order item. */
export interface OrderParticipant {
  databaseId: number;
  firstName: string;
  lastName: string;
  /** ISO date; null when not given or deleted with the names after the course. */
  birthDate: string | null;
}

/** Places in one course within an order, at the price charged. */
export interface OrderItemView {
  databaseId: number;
  /** The order's status, for what the item allows. */
  orderStatus: OrderStatus;
  course: Course;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  participants: OrderParticipant[];
}

/** Where to send a bank transfer for an order, and by when. */
export interface BankTransferInstructions {
  accountHolder: string;
  iban: string;
  bic: string | null;
  bankName: string | null;
  /** The order number, so the payment can be matched. */
  reference: string;
  amountCents: number;
  deadline: Date;
}

/** How the order's payment goes on: what the customer has to do next, while it is unpaid. */
export interface OrderPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  approvalUrl: string | null;
  deadline: Date | null;
  bankTransfer: BankTransferInstructions | null;
}

/**
 * An order as its customer sees it, with the fields only staff read beside (order.reader.ts builds it; order.types.ts
 * registers it for GraphQL as `Order`).
 */
export interface OrderView {
  id: number;
  updatedAt: Date;
  paymentId: string | null;
  language: string;
  anonymisedAt: Date | null;
  orderNumber: string;
  createdAt: Date;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  totalAmountCents: number;
  customer: OrderCustomer;
  items: OrderItemView[];
  payment: OrderPayment;
}
