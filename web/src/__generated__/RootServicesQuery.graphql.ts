/**
 * @generated SignedSource<<bcabaaa27537eb94ca6d98d14cb3dea2>>
 * @relayHash 29428aace3402ce9742451f388319a11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74ca3858af83d0ab9b6cc09871689f8666e7117317f586ea2202787d1275a30e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RootServicesQuery$variables = Record<PropertyKey, never>;
export type RootServicesQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ServiceLinkList_query">;
};
export type RootServicesQuery = {
  response: RootServicesQuery$data;
  variables: RootServicesQuery$variables;
};

const node: ConcreteRequest = {
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
      }
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
      }
    ]
  },
  "params": {
    "id": "74ca3858af83d0ab9b6cc09871689f8666e7117317f586ea2202787d1275a30e",
    "metadata": {},
    "name": "RootServicesQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "867d6de9fe77d28e0c0c916cd7e2f91d";

export default node;
