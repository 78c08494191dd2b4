/**
 * @generated SignedSource<<a153cc93442ed66b18068f5ce043e2d0>>
 * @relayHash adbc1ddd8c458eb35e4fe8ab7ecf9154
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7c264c74530e0bb97def0886dd17a844ccbb16a4d188930cc9b51bdc044a2ca

import { ConcreteRequest } from 'relay-runtime';
export type useSendTestReviewInvitationMutation$variables = Record<PropertyKey, never>;
export type useSendTestReviewInvitationMutation$data = {
  readonly sendTestReviewInvitation: {
    readonly message: string;
    readonly success: boolean;
  };
};
export type useSendTestReviewInvitationMutation = {
  response: useSendTestReviewInvitationMutation$data;
  variables: useSendTestReviewInvitationMutation$variables;
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
    "name": "useSendTestReviewInvitationMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendTestReviewInvitationMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "d7c264c74530e0bb97def0886dd17a844ccbb16a4d188930cc9b51bdc044a2ca",
    "metadata": {},
    "name": "useSendTestReviewInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7395a099fbfb579c32acca5c6694474f";

export default node;
