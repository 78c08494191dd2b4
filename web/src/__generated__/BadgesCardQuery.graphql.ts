/**
 * @generated SignedSource<<0536a461bb6f244a414ef654b2246b1a>>
 * @relayHash 09c0f701a01d3700f6be923e98b165d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1798323bbe078b62588f62b3a46c7ed62331bba4790cd9f7501e5fce419bc8a

import { ConcreteRequest } from 'relay-runtime';
export type BadgesCardQuery$variables = Record<PropertyKey, never>;
export type BadgesCardQuery$data = {
  readonly badges: ReadonlyArray<{
    readonly active: boolean;
    readonly databaseId: number;
    readonly id: string;
    readonly nameDe: string;
    readonly nameEn: string | null | undefined;
    readonly position: number;
  }>;
};
export type BadgesCardQuery = {
  response: BadgesCardQuery$data;
  variables: BadgesCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Badge",
  "kind": "LinkedField",
  "name": "badges",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameDe",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
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
    "name": "BadgesCardQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v0/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BadgesCardQuery",
    "selections": [
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "c1798323bbe078b62588f62b3a46c7ed62331bba4790cd9f7501e5fce419bc8a",
    "metadata": {},
    "name": "BadgesCardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d5b5694c3aa53d4a7dbaadb34791a9f";

export default node;
