/**
 * @generated SignedSource<<4d780fc45098acba9e6c817154303b3e>>
 * @relayHash 5cb39c830f48b88b9286dbfe8137c3fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e2b83650c0c5523898e68a36c76fdd92f4a94a224801096d1adf4e5d149d44b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogListTestQuery$variables = Record<PropertyKey, never>;
export type BlogListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BlogList_query">;
};
export type BlogListTestQuery = {
  response: BlogListTestQuery$data;
  variables: BlogListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BlogListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "BlogList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BlogListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "summary",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "category",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "publishedAt",
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
        "storageKey": "blogPosts(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": [
          "category"
        ],
        "handle": "connection",
        "key": "BlogList_blogPosts",
        "kind": "LinkedHandle",
        "name": "blogPosts"
      }
    ]
  },
  "params": {
    "id": "7e2b83650c0c5523898e68a36c76fdd92f4a94a224801096d1adf4e5d149d44b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "blogPosts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BlogPostConnection"
        },
        "blogPosts.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BlogPostEdge"
        },
        "blogPosts.edges.cursor": (v1/*:: as any*/),
        "blogPosts.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BlogPost"
        },
        "blogPosts.edges.node.__typename": (v1/*:: as any*/),
        "blogPosts.edges.node.category": (v2/*:: as any*/),
        "blogPosts.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "blogPosts.edges.node.imageUrl": (v2/*:: as any*/),
        "blogPosts.edges.node.publishedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "blogPosts.edges.node.slug": (v1/*:: as any*/),
        "blogPosts.edges.node.summary": (v1/*:: as any*/),
        "blogPosts.edges.node.tags": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "blogPosts.edges.node.title": (v1/*:: as any*/),
        "blogPosts.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "blogPosts.pageInfo.endCursor": (v2/*:: as any*/),
        "blogPosts.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "BlogListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e5e0db99d3b65fbdbdab57c0ce157a6a";

export default node;
