/**
 * @generated SignedSource<<ecdf0312593caefba632116b8b9cfcf2>>
 * @relayHash d8cda2c58e8a3ea3d2c1065908edf922
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02362cdc8dc1af7aa394d472e74379809203eb57acc2f394ca4a7c3ced234c74

import { ConcreteRequest } from 'relay-runtime';
export type SaveBadgeInput = {
  active?: boolean;
  badgeId?: number | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  position?: number;
};
export type useSaveBadgeMutation$variables = {
  input: SaveBadgeInput;
};
export type useSaveBadgeMutation$data = {
  readonly saveBadge: {
    readonly badge: {
      readonly active: boolean;
      readonly databaseId: number;
      readonly id: string;
      readonly nameDe: string;
      readonly nameEn: string | null | undefined;
      readonly position: number;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSaveBadgeMutation = {
  response: useSaveBadgeMutation$data;
  variables: useSaveBadgeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveBadgePayload",
    "kind": "LinkedField",
    "name": "saveBadge",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Badge",
        "kind": "LinkedField",
        "name": "badge",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveBadgeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveBadgeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "02362cdc8dc1af7aa394d472e74379809203eb57acc2f394ca4a7c3ced234c74",
    "metadata": {},
    "name": "useSaveBadgeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5a30603adf0c1c336c723a68a9fcf12a";

export default node;
