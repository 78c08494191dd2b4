/**
 * @generated SignedSource<<f87dd6f0acf98101dab9b92e6d831adb>>
 * @relayHash 667304434a48f4c2e81d2ae0d2f44c58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64f5d240b4464f26549558244950852cdc36cf705f104ec0adfe452b42ff3d05

import { ConcreteRequest } from 'relay-runtime';
export type RemoveWaitlistEntryInput = {
  entryId: number;
};
export type AdminWaitlistPageRemoveMutation$variables = {
  input: RemoveWaitlistEntryInput;
};
export type AdminWaitlistPageRemoveMutation$data = {
  readonly removeWaitlistEntry: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type AdminWaitlistPageRemoveMutation = {
  response: AdminWaitlistPageRemoveMutation$data;
  variables: AdminWaitlistPageRemoveMutation$variables;
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
    "name": "removeWaitlistEntry",
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
    "name": "AdminWaitlistPageRemoveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminWaitlistPageRemoveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "64f5d240b4464f26549558244950852cdc36cf705f104ec0adfe452b42ff3d05",
    "metadata": {},
    "name": "AdminWaitlistPageRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "133483810395f4585aa5ceb681527628";

export default node;
