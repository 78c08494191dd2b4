/**
 * @generated SignedSource<<73fc2ddb1bbb516c400174464fe8f825>>
 * @relayHash 8716a232b407545d08d908c2376bf75f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad81c306e4ffb59b27b07e902e440ef22aa03847b99e13726d82cc9fb463a720

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
    "id": "ad81c306e4ffb59b27b07e902e440ef22aa03847b99e13726d82cc9fb463a720",
    "metadata": {},
    "name": "SetupChecklistRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fcde119cebfc0cd8e0fcbef2883d258a";

export default node;
