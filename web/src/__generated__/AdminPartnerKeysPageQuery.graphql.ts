/**
 * @generated SignedSource<<e9990bcba5b131fdde1d915aacd4b407>>
 * @relayHash a70e1a73fc522c4772160a3c542018cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 408dae6e74c7bda3ad95c6c208a3560ad76315bddaa44766ce35e8a96b29a7d9

import { ConcreteRequest } from 'relay-runtime';
export type AdminPartnerKeysPageQuery$variables = Record<PropertyKey, never>;
export type AdminPartnerKeysPageQuery$data = {
  readonly partnerKeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly databaseId: number;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly prefix: string;
    readonly revokedAt: string | null | undefined;
    readonly revokedBy: string | null | undefined;
    readonly scopes: ReadonlyArray<string>;
  }>;
};
export type AdminPartnerKeysPageQuery = {
  response: AdminPartnerKeysPageQuery$data;
  variables: AdminPartnerKeysPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerKey",
  "kind": "LinkedField",
  "name": "partnerKeys",
  "plural": true,
  "selections": [
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedBy",
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
    "name": "AdminPartnerKeysPageQuery",
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
    "name": "AdminPartnerKeysPageQuery",
    "selections": [
      (v0/*:: as any*/)
    ]
  },
  "params": {
    "id": "408dae6e74c7bda3ad95c6c208a3560ad76315bddaa44766ce35e8a96b29a7d9",
    "metadata": {},
    "name": "AdminPartnerKeysPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6b208ce8f399404630f3e2ceb2149a4";

export default node;
