/**
 * @generated SignedSource<<6b632aa0c840c078c58c2f06dcba0703>>
 * @relayHash a64d9668263088bb7d66f40f1e31d600
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1972ebad5fe01cb7ac5770bcd30dc86a73848eb45596e385d90964d333cbeb04

import { ConcreteRequest } from 'relay-runtime';
export type SaveBadgeInput = {
  active?: boolean;
  badgeId?: number | null | undefined;
  name: string;
  nameEn?: string | null | undefined;
  position?: number;
};
export type BadgesCardMutation$variables = {
  input: SaveBadgeInput;
};
export type BadgesCardMutation$data = {
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
export type BadgesCardMutation = {
  response: BadgesCardMutation$data;
  variables: BadgesCardMutation$variables;
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
    "name": "BadgesCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BadgesCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1972ebad5fe01cb7ac5770bcd30dc86a73848eb45596e385d90964d333cbeb04",
    "metadata": {},
    "name": "BadgesCardMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a006a953c5290c4d53e57df8f4b5e426";

export default node;
