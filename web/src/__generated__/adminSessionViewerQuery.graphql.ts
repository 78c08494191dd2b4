/**
 * @generated SignedSource<<7e678201e9d7e1b02359797bbe7e6e18>>
 * @relayHash e6f500f7b2dbac802a67525d804489f2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6743833a88a38d087c8470ef9bfb8fb8aca24cfb00c84aa53831bf2797db99d3

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "USER" | "%future added value";
export type adminSessionViewerQuery$variables = Record<PropertyKey, never>;
export type adminSessionViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: UserRole;
    readonly username: string;
  } | null | undefined;
};
export type adminSessionViewerQuery = {
  response: adminSessionViewerQuery$data;
  variables: adminSessionViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "adminSessionViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "adminSessionViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "6743833a88a38d087c8470ef9bfb8fb8aca24cfb00c84aa53831bf2797db99d3",
    "metadata": {},
    "name": "adminSessionViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67e98b3a2eb7815223dfe58245993076";

export default node;
