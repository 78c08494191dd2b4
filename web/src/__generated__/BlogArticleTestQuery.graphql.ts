/**
 * @generated SignedSource<<8e454709983261b0e8f5c5111725a46a>>
 * @relayHash ab06fc954a2416d94afa5a0629d720b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID baf423f16dadfc6ec965543866c861fe09f84bab880693c4dd3cc376e2fe8b19

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogArticleTestQuery$variables = Record<PropertyKey, never>;
export type BlogArticleTestQuery$data = {
  readonly blogPost: {
    readonly " $fragmentSpreads": FragmentRefs<"BlogArticle_post">;
  } | null | undefined;
};
export type BlogArticleTestQuery = {
  response: BlogArticleTestQuery$data;
  variables: BlogArticleTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "x"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "untranslated",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTimeISO"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTimeISO"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v16 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BlogArticleTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BlogArticle_post"
          }
        ],
        "storageKey": "blogPost(slug:\"x\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BlogArticleTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "BlogPost",
        "kind": "LinkedField",
        "name": "blogPost",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bodyHtml",
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogPost",
            "kind": "LinkedField",
            "name": "relatedPosts",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              (v2/*:: as any*/),
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": "blogPost(slug:\"x\")"
      }
    ]
  },
  "params": {
    "id": "baf423f16dadfc6ec965543866c861fe09f84bab880693c4dd3cc376e2fe8b19",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "blogPost": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BlogPost"
        },
        "blogPost.bodyHtml": (v10/*:: as any*/),
        "blogPost.category": (v11/*:: as any*/),
        "blogPost.createdAt": (v12/*:: as any*/),
        "blogPost.id": (v13/*:: as any*/),
        "blogPost.imageUrl": (v11/*:: as any*/),
        "blogPost.publishedAt": (v14/*:: as any*/),
        "blogPost.relatedPosts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BlogPost"
        },
        "blogPost.relatedPosts.category": (v11/*:: as any*/),
        "blogPost.relatedPosts.id": (v13/*:: as any*/),
        "blogPost.relatedPosts.imageUrl": (v11/*:: as any*/),
        "blogPost.relatedPosts.publishedAt": (v14/*:: as any*/),
        "blogPost.relatedPosts.slug": (v10/*:: as any*/),
        "blogPost.relatedPosts.summary": (v10/*:: as any*/),
        "blogPost.relatedPosts.tags": (v15/*:: as any*/),
        "blogPost.relatedPosts.title": (v10/*:: as any*/),
        "blogPost.relatedPosts.untranslated": (v16/*:: as any*/),
        "blogPost.slug": (v10/*:: as any*/),
        "blogPost.summary": (v10/*:: as any*/),
        "blogPost.tags": (v15/*:: as any*/),
        "blogPost.title": (v10/*:: as any*/),
        "blogPost.untranslated": (v16/*:: as any*/),
        "blogPost.updatedAt": (v12/*:: as any*/)
      }
    },
    "name": "BlogArticleTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "30ea876a0a2c5757c3b41bdd62754a42";

export default node;
