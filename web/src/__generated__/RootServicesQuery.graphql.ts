/**
 * @generated SignedSource<<15227fc8d8fb8d35448d05de43c36a3e>>
 * @relayHash 5f0157f0557790ec00391945f4759018
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f274ef3be8d6e5b599238d00396fd3c9a8ea86cd3460c0d711f43bc0f2573027

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VatMode = "INCLUDED_19" | "SMALL_BUSINESS" | "%future added value";
export type RootServicesQuery$variables = Record<PropertyKey, never>;
export type RootServicesQuery$data = {
  readonly shopSettings: {
    readonly vatMode: VatMode;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ServiceLinkList_query">;
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
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "f274ef3be8d6e5b599238d00396fd3c9a8ea86cd3460c0d711f43bc0f2573027",
    "metadata": {},
    "name": "RootServicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9683e6cf061f947a98b4436f5a014b5c";

export default node;
