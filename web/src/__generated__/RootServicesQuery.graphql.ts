/**
 * @generated SignedSource<<73a45de94184d4e1a1a91e3e35e90e2f>>
 * @relayHash 8b20f03aefaaf18f57a0a45f1a2a3612
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e5db61d85faf0dd4c4a26c4ae3771688779576f33b9e481bb2406a27e2600f0

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type RootServicesQuery$variables = Record<PropertyKey, never>;
export type RootServicesQuery$data = {
  readonly shopSettings: {
    readonly vatMode: VatMode;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DemoBanner_query" | "ServiceLinkList_query">;
};
export type RootServicesQuery = {
  response: RootServicesQuery$data;
  variables: RootServicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "ShopSettings",
  "kind": "LinkedField",
  "name": "shopSettings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatMode",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RootServicesQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ServiceLinkList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DemoBanner_query"
      },
      (v0/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RootServicesQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
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
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "titleEn",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "siteMode",
        "storageKey": null
      },
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "8e5db61d85faf0dd4c4a26c4ae3771688779576f33b9e481bb2406a27e2600f0",
    "metadata": {},
    "name": "RootServicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7f5d20489dd6437bd7e8c175b9982e1";

export default node;
