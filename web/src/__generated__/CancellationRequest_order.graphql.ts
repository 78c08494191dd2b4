/**
 * @generated SignedSource<<52e031281ccdc06f90cc4b41d25ba00a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "CONFIRMED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CancellationRequest_order$data = {
  readonly cancellationRequestedAt: string | null | undefined;
  readonly orderStatus: OrderStatus;
  readonly " $fragmentType": "CancellationRequest_order";
};
export type CancellationRequest_order$key = {
  readonly " $data"?: CancellationRequest_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"CancellationRequest_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CancellationRequest_order",
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
      "name": "cancellationRequestedAt",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "5a8b274d2ccc0bf43e627bedc12e589b";

export default node;
