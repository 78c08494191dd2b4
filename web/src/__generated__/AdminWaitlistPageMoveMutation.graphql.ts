/**
 * @generated SignedSource<<1dade108b34a8fcf64c32805b6baffa5>>
 * @relayHash 97b72d5a490799eccb11976dca95da6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b963320933d9d399d649a85c00c0db5e744144477502d98b52268fc45a7d440

import { ConcreteRequest } from 'relay-runtime';
export type WaitlistMoveDirection = "DOWN" | "UP" | "%future added value";
export type MoveWaitlistEntryInput = {
  direction: WaitlistMoveDirection;
  entryId: number;
};
export type AdminWaitlistPageMoveMutation$variables = {
  input: MoveWaitlistEntryInput;
};
export type AdminWaitlistPageMoveMutation$data = {
  readonly moveWaitlistEntry: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type AdminWaitlistPageMoveMutation = {
  response: AdminWaitlistPageMoveMutation$data;
  variables: AdminWaitlistPageMoveMutation$variables;
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
    "name": "AdminWaitlistPageMoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminWaitlistPageMoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4b963320933d9d399d649a85c00c0db5e744144477502d98b52268fc45a7d440",
    "metadata": {},
    "name": "AdminWaitlistPageMoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9256e2c09acc36c600935f4e90d3b4f3";

export default node;
