/**
 * @generated SignedSource<<8d604e4a9fba0bd815988352e74f6ff9>>
 * @relayHash 6c77bf5f76a6b71708fc8e90af8a2684
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 10fb857431d4ec675c1f759ce5550f11faa44b6748725e0d0808863976f1738e

import { ConcreteRequest } from 'relay-runtime';
export type AdminAccountPageQuery$variables = Record<PropertyKey, never>;
export type AdminAccountPageQuery$data = {
  readonly accountSessions: ReadonlyArray<{
    readonly createdAt: string;
    readonly current: boolean;
    readonly id: string;
    readonly lastSeenAt: string | null | undefined;
    readonly userAgent: string | null | undefined;
  }>;
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly id: string;
    readonly username: string;
  } | null | undefined;
};
export type AdminAccountPageQuery = {
  response: AdminAccountPageQuery$data;
  variables: AdminAccountPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
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
      "name": "email",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "AccountSession",
  "kind": "LinkedField",
  "name": "accountSessions",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
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
      "name": "lastSeenAt",
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
    "name": "AdminAccountPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "kind": "RequiredField",
        "field": (v2/*:: as any*/),
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
    "name": "AdminAccountPageQuery",
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "10fb857431d4ec675c1f759ce5550f11faa44b6748725e0d0808863976f1738e",
    "metadata": {},
    "name": "AdminAccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "52e5717700329dc2eba3c9de05ec80fa";

export default node;
