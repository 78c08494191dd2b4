/**
 * @generated SignedSource<<15c6a8cbe57fb44eeb3699cb7515b8b4>>
 * @relayHash ac61558e2dbfbcb7a1c1323b6b9242ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acfc2f6889c31e880a4ded5954c6e37686038385df6709eddcb6170ec9a066ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewsletterAudience = "ALL" | "DE" | "EN" | "%future added value";
export type NewsletterIssueStatus = "DRAFT" | "SENDING" | "SENT" | "%future added value";
export type AdminNewsletterPageQuery$variables = {
  search?: string | null | undefined;
};
export type AdminNewsletterPageQuery$data = {
  readonly adminNewsletterIssues: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly audience: NewsletterAudience;
        readonly bodyDe: string;
        readonly bodyEn: string;
        readonly createdAt: string;
        readonly id: string;
        readonly postIds: ReadonlyArray<string>;
        readonly progress: {
          readonly failed: number;
          readonly percent: number;
          readonly sent: number;
          readonly total: number;
        };
        readonly status: NewsletterIssueStatus;
        readonly subjectDe: string;
        readonly subjectEn: string;
      };
    }>;
  };
  readonly blogPosts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SubscriberList_query">;
};
export type AdminNewsletterPageQuery = {
  response: AdminNewsletterPageQuery$data;
  variables: AdminNewsletterPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 20
    }
  ],
  "concreteType": "NewsletterIssueConnection",
  "kind": "LinkedField",
  "name": "adminNewsletterIssues",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NewsletterIssueEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "NewsletterIssue",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "audience",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subjectDe",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bodyDe",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subjectEn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bodyEn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "postIds",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "adminNewsletterIssues(first:20)"
},
v4 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v5 = {
  "alias": null,
  "args": [
    (v4/*:: as any*/)
  ],
  "concreteType": "BlogPostConnection",
  "kind": "LinkedField",
  "name": "blogPosts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BlogPostEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BlogPost",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "blogPosts(first:50)"
},
v6 = [
  (v4/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminNewsletterPageQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "SubscriberList_query"
      },
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminNewsletterPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "NewsletterSubscriberConnection",
        "kind": "LinkedField",
        "name": "adminNewsletterSubscribers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsletterSubscriberEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NewsletterSubscriberView",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "language",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confirmedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "SubscriberList_adminNewsletterSubscribers",
        "kind": "LinkedHandle",
        "name": "adminNewsletterSubscribers"
      },
      (v3/*:: as any*/),
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "acfc2f6889c31e880a4ded5954c6e37686038385df6709eddcb6170ec9a066ef",
    "metadata": {},
    "name": "AdminNewsletterPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "62b418a008160e7a3c210703bd450e4a";

export default node;
