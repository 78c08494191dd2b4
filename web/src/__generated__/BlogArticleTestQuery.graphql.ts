/**
 * @generated SignedSource<<9d61fd1896f51a2574d9819b0ee896d6>>
 * @relayHash 107f532e81807972e234a2fc90b62ba1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e4c29ec559d8eb725d3429ea3fad00110d5e3427e3e50f5789408fd216e28bf

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
  "name": "title",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "imageUrl",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTimeISO"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v13 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTimeISO"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "content",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
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
              (v8/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": "blogPost(slug:\"x\")"
      }
    ]
  },
  "params": {
    "id": "1e4c29ec559d8eb725d3429ea3fad00110d5e3427e3e50f5789408fd216e28bf",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "blogPost": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "BlogPost"
        },
        "blogPost.category": (v9/*:: as any*/),
        "blogPost.content": (v10/*:: as any*/),
        "blogPost.createdAt": (v11/*:: as any*/),
        "blogPost.id": (v12/*:: as any*/),
        "blogPost.imageUrl": (v9/*:: as any*/),
        "blogPost.publishedAt": (v13/*:: as any*/),
        "blogPost.relatedPosts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BlogPost"
        },
        "blogPost.relatedPosts.category": (v9/*:: as any*/),
        "blogPost.relatedPosts.id": (v12/*:: as any*/),
        "blogPost.relatedPosts.imageUrl": (v9/*:: as any*/),
        "blogPost.relatedPosts.publishedAt": (v13/*:: as any*/),
        "blogPost.relatedPosts.slug": (v10/*:: as any*/),
        "blogPost.relatedPosts.summary": (v10/*:: as any*/),
        "blogPost.relatedPosts.tags": (v14/*:: as any*/),
        "blogPost.relatedPosts.title": (v10/*:: as any*/),
        "blogPost.slug": (v10/*:: as any*/),
        "blogPost.summary": (v10/*:: as any*/),
        "blogPost.tags": (v14/*:: as any*/),
        "blogPost.title": (v10/*:: as any*/),
        "blogPost.updatedAt": (v11/*:: as any*/)
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
