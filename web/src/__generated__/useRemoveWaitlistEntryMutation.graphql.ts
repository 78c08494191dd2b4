/**
 * @generated SignedSource<<d52d27845f9d86a851efce8da57275ef>>
 * @relayHash 69a5906e1e5dfbcf1352c7def938d667
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d462b00ef34c891a694af0f05e6737f434be25a71c96192727bffa1eb02cb2e2

import { ConcreteRequest } from 'relay-runtime';
export type RemoveWaitlistEntryInput = {
  entryId: number;
};
export type useRemoveWaitlistEntryMutation$variables = {
  input: RemoveWaitlistEntryInput;
};
export type useRemoveWaitlistEntryMutation$data = {
  readonly removeWaitlistEntry: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useRemoveWaitlistEntryMutation = {
  response: useRemoveWaitlistEntryMutation$data;
  variables: useRemoveWaitlistEntryMutation$variables;
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
    "name": "useRemoveWaitlistEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveWaitlistEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d462b00ef34c891a694af0f05e6737f434be25a71c96192727bffa1eb02cb2e2",
    "metadata": {},
    "name": "useRemoveWaitlistEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "382f099aa8e25bf4ca0f33bae5a6407f";

export default node;
