/**
 * @generated SignedSource<<d2ee28d544eef045f37a4ce19a9a2d7f>>
 * @relayHash d95305c02f3f73a82fe3954feff68366
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c17def5bff203a4139af2f7dea5c9de7b34b4d95bbf1ef0db60c9608b93d2cdf

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterIssueStatus = "DRAFT" | "SENDING" | "SENT" | "%future added value";
export type IssueProgressQuery$variables = {
  id: string;
};
export type IssueProgressQuery$data = {
  readonly adminNewsletterIssue: {
    readonly progress: {
      readonly failed: number;
      readonly percent: number;
      readonly sent: number;
      readonly total: number;
    };
    readonly status: NewsletterIssueStatus;
  } | null | undefined;
};
export type IssueProgressQuery = {
  response: IssueProgressQuery$data;
  variables: IssueProgressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "NewsletterProgress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percent",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "IssueProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsletterIssue",
        "kind": "LinkedField",
        "name": "adminNewsletterIssue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "IssueProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsletterIssue",
        "kind": "LinkedField",
        "name": "adminNewsletterIssue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c17def5bff203a4139af2f7dea5c9de7b34b4d95bbf1ef0db60c9608b93d2cdf",
    "metadata": {},
    "name": "IssueProgressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "220adb9ce118b47dd04668d68241a2e7";

export default node;
