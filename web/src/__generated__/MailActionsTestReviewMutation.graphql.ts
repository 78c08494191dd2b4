/**
 * @generated SignedSource<<6279d3481bfa1462efed98f9be6e59f8>>
 * @relayHash 31f9d4f4f7c46fb46d1c5710147ee326
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b3f7939d2814831b53848fa7e52237c9c2eb132f666f14f1175bafcfc6a15c9b

import { ConcreteRequest } from 'relay-runtime';
export type MailActionsTestReviewMutation$variables = Record<PropertyKey, never>;
export type MailActionsTestReviewMutation$data = {
  readonly sendTestReviewInvitation: {
    readonly message: string;
    readonly success: boolean;
  };
};
export type MailActionsTestReviewMutation = {
  response: MailActionsTestReviewMutation$data;
  variables: MailActionsTestReviewMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendTestMailPayload",
    "kind": "LinkedField",
    "name": "sendTestReviewInvitation",
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
    "name": "MailActionsTestReviewMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MailActionsTestReviewMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "b3f7939d2814831b53848fa7e52237c9c2eb132f666f14f1175bafcfc6a15c9b",
    "metadata": {},
    "name": "MailActionsTestReviewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4e589bfd834ab27da1fb085203d5079";

export default node;
