/**
 * @generated SignedSource<<8237347fd98289b1671bac2e6cabab2e>>
 * @relayHash 50503affcd241b72e00eae7598a3abdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd06497e66019d42832176207cf225de5d45653a8980e17ffd0d95ed23aa3fa0

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistMoveDirection = "DOWN" | "UP" | "%future added value";
export type MoveWaitlistEntryInput = {
  direction: WaitlistMoveDirection;
  entryId: number;
};
export type useMoveWaitlistEntryMutation$variables = {
  input: MoveWaitlistEntryInput;
};
export type useMoveWaitlistEntryMutation$data = {
  readonly moveWaitlistEntry: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useMoveWaitlistEntryMutation = {
  response: useMoveWaitlistEntryMutation$data;
  variables: useMoveWaitlistEntryMutation$variables;
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
    "concreteType": "WaitlistChangePayload",
    "kind": "LinkedField",
    "name": "moveWaitlistEntry",
    "plural": false,
    "selections": [
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
    "name": "useMoveWaitlistEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveWaitlistEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dd06497e66019d42832176207cf225de5d45653a8980e17ffd0d95ed23aa3fa0",
    "metadata": {},
    "name": "useMoveWaitlistEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "432da16aa59978030617ac8aef7d5460";

export default node;
