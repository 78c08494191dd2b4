/**
 * @generated SignedSource<<8fed5ae043a85dbf1832824a6c530766>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderAction = "CANCEL" | "CONFIRM" | "DELETE" | "MARK_FAILED" | "MARK_PAID" | "REFUND" | "RESEND_CONFIRMATION" | "%future added value";
export type PaymentStatus = "FAILED" | "PAID" | "PENDING" | "REFUNDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderChanges_refunds$data = {
  readonly allowedActions: ReadonlyArray<OrderAction>;
  readonly id: string;
  readonly paymentStatus: PaymentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order" | "OrderRefunds_order">;
  readonly " $fragmentType": "orderChanges_refunds";
};
export type orderChanges_refunds$key = {
  readonly " $data"?: orderChanges_refunds$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderChanges_refunds">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "orderChanges_refunds",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "allowedActions",
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderRefunds_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderHistory_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "8b62021fb95ac1303de8770609ee03a1";

export default node;
