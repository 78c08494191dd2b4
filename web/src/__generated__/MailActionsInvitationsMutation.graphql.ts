/**
 * @generated SignedSource<<e5ad0d5747beee2318f1de8240b158ee>>
 * @relayHash a435b243657b6f104b6ccb328910dca8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51b315dc66fd5b68234acbfa2e64994dfe06e2b8f97da51e4ac157fcad134444

import { ConcreteRequest } from 'relay-runtime';
export type MailActionsInvitationsMutation$variables = Record<PropertyKey, never>;
export type MailActionsInvitationsMutation$data = {
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
export type MailActionsInvitationsMutation = {
  response: MailActionsInvitationsMutation$data;
  variables: MailActionsInvitationsMutation$variables;
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
    "name": "MailActionsInvitationsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MailActionsInvitationsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "51b315dc66fd5b68234acbfa2e64994dfe06e2b8f97da51e4ac157fcad134444",
    "metadata": {},
    "name": "MailActionsInvitationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2c9745d593909eef9eb2ee000fbf4e34";

export default node;
