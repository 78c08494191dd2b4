/**
 * @generated SignedSource<<13d0cfc85cbc3b2f6962c5f16156762d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderChanges_order$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetailDialog_order" | "OrderRow_order">;
  readonly " $fragmentType": "orderChanges_order";
};
export type orderChanges_order$key = {
  readonly " $data"?: orderChanges_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderChanges_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "orderChanges_order",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderRow_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderDetailDialog_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2c698eb23a228154f5a5882e763a7575";

export default node;
