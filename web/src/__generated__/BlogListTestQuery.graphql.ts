/**
 * @generated SignedSource<<82772b24c931e5588dfb22530ff8006b>>
 * @relayHash 0a594b4eec7e1d08f6c90687fdfcd106
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2dc034339fdb75b43081cd3be31dded0f0cafaf88da3754e5ec997e4b9939ca

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
                    "name": "untranslated",
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
    "id": "e2dc034339fdb75b43081cd3be31dded0f0cafaf88da3754e5ec997e4b9939ca",
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
        "blogPosts.edges.node.untranslated": {
          "enumValues": [
            "TITLE",
            "SUMMARY",
            "CONTENT",
            "CATEGORY",
            "TAGS"
          ],
          "nullable": false,
          "plural": true,
          "type": "BlogText"
        },
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
