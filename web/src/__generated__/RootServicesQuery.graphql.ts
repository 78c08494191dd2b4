/**
 * @generated SignedSource<<682aa17534b1e61466ddad6512c66707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "29428aace3402ce9742451f388319a11",
    "id": null,
    "metadata": {},
    "name": "RootServicesQuery",
    "operationKind": "query",
    "text": "query RootServicesQuery {\n  ...ServiceLinkList_query\n}\n\nfragment ServiceLinkList_query on Query {\n  services {\n    id\n    slug\n    title\n    titleEn\n  }\n}\n"
  }
};

(node as any).hash = "867d6de9fe77d28e0c0c916cd7e2f91d";

export default node;
