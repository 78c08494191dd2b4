/**
 * @generated SignedSource<<e6b6bb0e1b830679b7b178e1d3a04fa8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
export type RefundMethod = "BANK_TRANSFER" | "PAYPAL" | "%future added value";
export type RefundReason = "COURSE_CANCELLED" | "STAFF" | "VOUCHER" | "%future added value";
export type RefundStatus = "FAILED" | "MADE" | "OWED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderRefunds_order$data = {
  readonly id: string;
  readonly paymentStatus: PaymentStatus;
  readonly refunds: ReadonlyArray<{
    readonly accountGiven: boolean;
    readonly accountHolder: string | null | undefined;
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "method",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "999c7f324463a8f917b638e68f5d4a43";

export default node;
