/**
 * @generated SignedSource<<163e60c026bd2d3d9bf615a8c70022a7>>
 * @relayHash 32afe578ebae00d60d00263751e296c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7981f3c4b83d0abe6e6cdb3debc840bc943349e844872568e6004fdb4f09bfb4

import { ConcreteRequest } from 'relay-runtime';
export type useSendTestEmailMutation$variables = Record<PropertyKey, never>;
export type useSendTestEmailMutation$data = {
  readonly sendTestEmail: {
    readonly message: string;
    readonly success: boolean;
  };
};
export type useSendTestEmailMutation = {
  response: useSendTestEmailMutation$data;
  variables: useSendTestEmailMutation$variables;
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
    "name": "useSendTestEmailMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendTestEmailMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7981f3c4b83d0abe6e6cdb3debc840bc943349e844872568e6004fdb4f09bfb4",
    "metadata": {},
    "name": "useSendTestEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c68044289df4b42480a2ff06ac8d2fa2";

export default node;
