/**
 * @generated SignedSource<<8039d7a8cc1c0d720113dd371172720f>>
 * @relayHash 01222e0208b0c80f6b5bfb70877e8485
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8f03e1e733a5f62263d5bb0881ee69dbdd366816ab3aba0c8a21aaf4d99a64f

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "STAFF" | "TRAINER" | "USER" | "%future added value";
export type adminSessionViewerQuery$variables = Record<PropertyKey, never>;
export type adminSessionViewerQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "id": "f8f03e1e733a5f62263d5bb0881ee69dbdd366816ab3aba0c8a21aaf4d99a64f",
    "metadata": {},
    "name": "adminSessionViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7523e7a98720c20c99d351be66a399dc";

export default node;
