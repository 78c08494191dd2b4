/**
 * @generated SignedSource<<f5bb0faa95b4c072d1beccdfaa8ffd88>>
 * @relayHash e6e476323709b5b8a51e71796b81bc58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ce41f1e06eae26e10fb4c55ec4aad7a406e42d1b0053e56a3af82c969331dae

import { ConcreteRequest } from 'relay-runtime';
export type MailActionsTestMutation$variables = Record<PropertyKey, never>;
export type MailActionsTestMutation$data = {
  readonly sendTestEmail: {
    readonly message: string;
    readonly success: boolean;
  };
};
export type MailActionsTestMutation = {
  response: MailActionsTestMutation$data;
  variables: MailActionsTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendTestMailPayload",
    "kind": "LinkedField",
    "name": "sendTestEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MailActionsTestMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MailActionsTestMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5ce41f1e06eae26e10fb4c55ec4aad7a406e42d1b0053e56a3af82c969331dae",
    "metadata": {},
    "name": "MailActionsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f45f2a6b9f602bd0eb07f80af01212d8";

export default node;
