/**
 * @generated SignedSource<<eb4df04cb03d5e6ea865747ccd561bfb>>
 * @relayHash 8e72f238fdaec62cf30fd0d7a3df0bc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 966f6cb44e580efdd777a836982e0c8d1041f2d7d0b4e80e65d4a318af1e0b87

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewsletterAudience = "ALL" | "DE" | "EN" | "%future added value";
export type NewsletterIssueStatus = "CAUGHT" | "DRAFT" | "SENDING" | "SENT" | "%future added value";
export type AdminNewsletterPageQuery$variables = {
  search?: string | null | undefined;
};
export type AdminNewsletterPageQuery$data = {
  readonly adminNewsletterIssues: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly audience: NewsletterAudience;
        readonly bodyDe: string;
        readonly bodyEn: string;
        readonly createdAt: string;
        readonly id: string;
        readonly postIds: ReadonlyArray<string>;
        readonly progress: {
          readonly caught: number;
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
  "args": null,
  "kind": "ScalarField",
  "name": "audience",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subjectDe",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyDe",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subjectEn",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bodyEn",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "postIds",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
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
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v14 = {
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
},
v15 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v16 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v17 = {
  "alias": null,
  "args": [
    (v16/*:: as any*/)
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
v18 = [
  (v16/*:: as any*/),
  (v1/*:: as any*/)
],
v19 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
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
      {
        "kind": "RequiredField",
        "field": {
          "alias": "adminNewsletterIssues",
          "args": null,
          "concreteType": "NewsletterIssueConnection",
          "kind": "LinkedField",
          "name": "__AdminNewsletterPage_adminNewsletterIssues_connection",
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
                    (v3/*:: as any*/),
                    (v4/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/),
                    (v7/*:: as any*/),
                    {
                      "kind": "RequiredField",
                      "field": (v8/*:: as any*/),
                      "action": "THROW"
                    },
                    (v9/*:: as any*/),
                    (v10/*:: as any*/),
                    (v11/*:: as any*/),
                    (v12/*:: as any*/)
                  ],
                  "storageKey": null
                },
                (v13/*:: as any*/)
              ],
              "storageKey": null
            },
            (v14/*:: as any*/),
            (v15/*:: as any*/)
          ],
          "storageKey": null
        },
        "action": "THROW"
      },
      (v17/*:: as any*/)
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
        "args": (v18/*:: as any*/),
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
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v14/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "filters": [
          "search"
        ],
        "handle": "connection",
        "key": "SubscriberList_adminNewsletterSubscribers",
        "kind": "LinkedHandle",
        "name": "adminNewsletterSubscribers"
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "storageKey": null
              },
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          (v14/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": "adminNewsletterIssues(first:20)"
      },
      {
        "alias": null,
        "args": (v19/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AdminNewsletterPage_adminNewsletterIssues",
        "kind": "LinkedHandle",
        "name": "adminNewsletterIssues"
      },
      (v17/*:: as any*/)
    ]
  },
  "params": {
    "id": "966f6cb44e580efdd777a836982e0c8d1041f2d7d0b4e80e65d4a318af1e0b87",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "adminNewsletterIssues"
          ]
        }
      ]
    },
    "name": "AdminNewsletterPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "af75c6a1bfb138630de52e42d02f2046";

export default node;
