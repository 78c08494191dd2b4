/**
 * @generated SignedSource<<73e0b82d44446533ca43b3ca5f07b17d>>
 * @relayHash ec4074ca946259e8833059d09b51ef52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e01d4a2cf9067cc44fd80fcc0d9f0e3b1a200cff6841a125efd5213a4e0ba246

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateBlogPostInput = {
  category?: string | null | undefined;
  categoryEn?: string | null | undefined;
  content: string;
  contentEn?: string | null | undefined;
  imageUrl?: string | null | undefined;
  publishImmediately?: boolean | null | undefined;
  slug?: string | null | undefined;
  summary: string;
  summaryEn?: string | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  tagsEn?: ReadonlyArray<string> | null | undefined;
  title: string;
  titleEn?: string | null | undefined;
};
export type useCreateBlogPostMutation$variables = {
  input: CreateBlogPostInput;
};
export type useCreateBlogPostMutation$data = {
  readonly createBlogPost: {
    readonly blogPost: {
      readonly id: string;
      readonly published: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"BlogPostRow_post">;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateBlogPostMutation = {
  response: useCreateBlogPostMutation$data;
  variables: useCreateBlogPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
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
  "name": "published",
  "storageKey": null
},
v4 = {
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
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v10 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateBlogPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateBlogPostPayload",
        "kind": "LinkedField",
        "name": "createBlogPost",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogPost",
            "kind": "LinkedField",
            "name": "blogPost",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BlogPostRow_post"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateBlogPostMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateBlogPostPayload",
        "kind": "LinkedField",
        "name": "createBlogPost",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BlogPost",
            "kind": "LinkedField",
            "name": "blogPost",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": "de",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "language",
                    "value": "DE"
                  }
                ],
                "concreteType": "BlogPostTexts",
                "kind": "LinkedField",
                "name": "texts",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": "texts(language:\"DE\")"
              },
              {
                "alias": "en",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "language",
                    "value": "EN"
                  }
                ],
                "concreteType": "BlogPostTexts",
                "kind": "LinkedField",
                "name": "texts",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": "texts(language:\"EN\")"
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
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e01d4a2cf9067cc44fd80fcc0d9f0e3b1a200cff6841a125efd5213a4e0ba246",
    "metadata": {},
    "name": "useCreateBlogPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a36f5f28bea85ef2fc2c8a485480444";

export default node;
