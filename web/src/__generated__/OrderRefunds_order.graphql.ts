/**
 * @generated SignedSource<<6f01395d3b3fe8fe75e0ce723d6f0021>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type RefundMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type RefundReason = "COURSE_CANCELLED" | "STAFF" | "VOUCHER" | "%future added value";
export type RefundStatus = "FAILED" | "MADE" | "OWED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderRefunds_order$data = {
  readonly anonymisedAt: string | null | undefined;
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly id: string;
  readonly orderNumber: string;
  readonly payment: {
    readonly method: PaymentMethod;
  };
  readonly paymentStatus: PaymentStatus;
  readonly refunds: ReadonlyArray<{
    readonly accountGiven: boolean;
    readonly accountHolder: string | null | undefined;
    readonly accountReminders: number;
    readonly amountCents: number;
    readonly createdAt: string;
    readonly iban: string | null | undefined;
    readonly id: string;
    readonly madeAt: string | null | undefined;
    readonly method: RefundMethod;
    readonly reason: RefundReason;
    readonly status: RefundStatus;
  }>;
  readonly totalAmountCents: number;
  readonly " $fragmentType": "OrderRefunds_order";
};
export type OrderRefunds_order$key = {
  readonly " $data"?: OrderRefunds_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRefunds_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "method",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderRefunds_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
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
      "kind": "ScalarField",
      "name": "totalAmountCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "anonymisedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderCustomer",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderPayment",
      "kind": "LinkedField",
      "name": "payment",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        (v1/*:: as any*/),
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
          "name": "accountGiven",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "iban",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountHolder",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "madeAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountReminders",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "52ce353fe0ba85d90e3052b66d799fd0";

export default node;
