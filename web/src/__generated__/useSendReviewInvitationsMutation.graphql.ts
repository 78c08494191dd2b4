/**
 * @generated SignedSource<<f519113d36151756ba0cee9ab7dc7b39>>
 * @relayHash 463328f4fc671630d2ecc87ed7d0b829
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 529ad84cd8e77d7982ff4ef2a0834ffca72fc57038624d0e5d280bc8e1456d05

import { ConcreteRequest } from 'relay-runtime';
export type useSendReviewInvitationsMutation$variables = Record<PropertyKey, never>;
export type useSendReviewInvitationsMutation$data = {
  readonly sendReviewInvitations: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly sent: ReadonlyArray<{
      readonly courseId: number;
      readonly courseTitle: string;
      readonly email: string;
      readonly name: string;
    }>;
  };
};
export type useSendReviewInvitationsMutation = {
  response: useSendReviewInvitationsMutation$data;
  variables: useSendReviewInvitationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SendReviewInvitationsPayload",
    "kind": "LinkedField",
    "name": "sendReviewInvitations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ReviewInvitationSent",
        "kind": "LinkedField",
        "name": "sent",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "courseId",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendReviewInvitationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSendReviewInvitationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "529ad84cd8e77d7982ff4ef2a0834ffca72fc57038624d0e5d280bc8e1456d05",
    "metadata": {},
    "name": "useSendReviewInvitationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "29cb78f0809763b0b30157bc2d9668bb";

export default node;
