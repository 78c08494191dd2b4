/**
 * @generated SignedSource<<721bb0ef1be6506aae36824839b0f7c6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderInvoicesSection_order$data = {
  readonly id: string;
  readonly orderStatus: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OrderInvoices_order">;
  readonly " $fragmentType": "OrderInvoicesSection_order";
};
export type OrderInvoicesSection_order$key = {
  readonly " $data"?: OrderInvoicesSection_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderInvoicesSection_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderInvoicesSection_order",
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
      "name": "orderStatus",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderInvoices_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "5031c40c5125be05ce9a50f2a8464012";

export default node;
