/**
 * @generated SignedSource<<9bb5cb0424697127136f3a205bca4a59>>
 * @relayHash 3393ec63c06959aabb1705f31f81bc71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61a665de917b6bb4cef59df465e8a2a4a70375eb9ebdd58e4f71a992f0a543b4

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
            "kind": "ScalarField",
            "name": "live",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canGoLive",
            "storageKey": null
          },
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blocksGoLive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optional",
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
    "id": "61a665de917b6bb4cef59df465e8a2a4a70375eb9ebdd58e4f71a992f0a543b4",
    "metadata": {},
    "name": "SetupChecklistRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26936b19ecddf5ff9670223285c9763d";

export default node;
