/**
 * @generated SignedSource<<269569d47074bd1a9268a0cd617088a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderCancellationCause = "BY_SCHOOL" | "COURSE_CANCELLED" | "PAYMENT_DEADLINE" | "%future added value";
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
export type OrderTimelineKind = "CANCELLATION_REQUESTED" | "CANCELLED" | "CONFIRMATION_MAILED" | "CONFIRMED" | "ORDERED" | "PAID" | "PARTICIPANT_RENAMED" | "PAYMENT_NOT_COMPLETED" | "PAYMENT_STARTED" | "REFUNDED" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type RefundStatus = "FAILED" | "MADE" | "OWED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CancelledOrderNotice_order$data = {
  readonly orderStatus: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly refunds: ReadonlyArray<{
    readonly amountCents: number;
    readonly status: RefundStatus;
  }>;
  readonly timeline: ReadonlyArray<{
    readonly at: string;
    readonly cause: OrderCancellationCause | null | undefined;
    readonly kind: OrderTimelineKind;
  }>;
  readonly " $fragmentType": "CancelledOrderNotice_order";
};
export type CancelledOrderNotice_order$key = {
  readonly " $data"?: CancelledOrderNotice_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancelledOrderNotice_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancelledOrderNotice_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderTimelineEntry",
      "kind": "LinkedField",
      "name": "timeline",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cause",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Refund",
      "kind": "LinkedField",
      "name": "refunds",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "0e7b49fcac3e84e26244ca346bb723ac";

export default node;
