/**
 * @generated SignedSource<<dd2f6cd2f662b70dd82108a32461b525>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentBookings_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BookingsTable_query">;
  readonly " $fragmentType": "RecentBookings_query";
};
export type RecentBookings_query$key = {
  readonly " $data"?: RecentBookings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentBookings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentBookings_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 5
        }
      ],
      "kind": "FragmentSpread",
      "name": "BookingsTable_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e1df439b23e8775785555e9823644672";

export default node;
