/**
 * @generated SignedSource<<5c0d289565886d33eb33eff440fc062b>>
 * @relayHash 9b19339df681ddf0429119d33a41ba4c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 327eeb89087c280e533e6436e61760cc9c69f44b96af52d9e6c9cd439d0dbb62

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SetupChecklistRefetchQuery$variables = Record<PropertyKey, never>;
export type SetupChecklistRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SetupChecklist_query">;
};
export type SetupChecklistRefetchQuery = {
  response: SetupChecklistRefetchQuery$data;
  variables: SetupChecklistRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "done",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetupChecklistRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SetupChecklist_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SetupChecklistRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SetupChecklist",
        "kind": "LinkedField",
        "name": "adminSetupChecklist",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SetupChecklistItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "327eeb89087c280e533e6436e61760cc9c69f44b96af52d9e6c9cd439d0dbb62",
    "metadata": {},
    "name": "SetupChecklistRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94c6a146d08d3cd703b0be8699ed67be";

export default node;
