/**
 * @generated SignedSource<<de00101917affc6039451de7397aa409>>
 * @relayHash e71cc4ff38027539885df670789dfb6b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01de39e55272026947c473c678055c5214796a914a3baee29562fade477a6d59

import { ConcreteRequest } from 'relay-runtime';
export type UserRole = "ADMIN" | "STAFF" | "TRAINER" | "USER" | "%future added value";
export type AdminTeamPageQuery$variables = Record<PropertyKey, never>;
export type AdminTeamPageQuery$data = {
  readonly staffAccounts: ReadonlyArray<{
    readonly databaseId: number;
    readonly deactivatedAt: string | null | undefined;
    readonly email: string | null | undefined;
    readonly role: UserRole;
    readonly username: string;
  }>;
  readonly staffInvitations: ReadonlyArray<{
    readonly databaseId: number;
    readonly email: string;
    readonly expiresAt: string;
    readonly role: UserRole;
  }>;
  readonly viewer: {
    readonly username: string;
  } | null | undefined;
};
export type AdminTeamPageQuery = {
  response: AdminTeamPageQuery$data;
  variables: AdminTeamPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffAccount",
  "kind": "LinkedField",
  "name": "staffAccounts",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v0/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deactivatedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "StaffInvitationView",
  "kind": "LinkedField",
  "name": "staffInvitations",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
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
    "name": "AdminTeamPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "kind": "RequiredField",
        "field": (v4/*:: as any*/),
        "action": "THROW"
      },
      {
        "kind": "RequiredField",
        "field": (v5/*:: as any*/),
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
    "name": "AdminTeamPageQuery",
    "selections": [
      {
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "01de39e55272026947c473c678055c5214796a914a3baee29562fade477a6d59",
    "metadata": {},
    "name": "AdminTeamPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fab25bd655ed1449146313356e2d0261";

export default node;
