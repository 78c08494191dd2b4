/**
 * @generated SignedSource<<639234a17e08a8e18a777c9f300a62c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SiteMode = "DEMO" | "LIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DemoBanner_query$data = {
  readonly siteMode: SiteMode;
  readonly " $fragmentType": "DemoBanner_query";
};
export type DemoBanner_query$key = {
  readonly " $data"?: DemoBanner_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DemoBanner_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DemoBanner_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteMode",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "923dcbeda1f472f7821a21b9e8961d60";

export default node;
