/**
 * @generated SignedSource<<809718315af684b85e3427741a82bd84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardOrders_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrdersTable_query">;
  readonly " $fragmentType": "DashboardOrders_query";
};
export type DashboardOrders_query$key = {
  readonly " $data"?: DashboardOrders_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardOrders_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardOrders_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 10
        }
      ],
      "kind": "FragmentSpread",
      "name": "OrdersTable_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "00d85bdda2dd2d994a2a7877d8ac3054";

export default node;
