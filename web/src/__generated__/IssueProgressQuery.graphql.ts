/**
 * @generated SignedSource<<0478670159beb2572613d22e43a2035c>>
 * @relayHash 371855f3429cc8b6c6a10e643b1baec3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ddb22714c35cdb4bf9c91b7ea686aa2f926bd7de92fe488d1cd018f512e56573

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterIssueStatus = "CAUGHT" | "DRAFT" | "SENDING" | "SENT" | "%future added value";
export type IssueProgressQuery$variables = {
  id: string;
};
export type IssueProgressQuery$data = {
  readonly adminNewsletterIssue: {
    readonly progress: {
      readonly caught: number;
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
      "name": "caught",
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
    "id": "ddb22714c35cdb4bf9c91b7ea686aa2f926bd7de92fe488d1cd018f512e56573",
    "metadata": {},
    "name": "IssueProgressQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c75a890becccecfcdce54995f3316e2d";

export default node;
