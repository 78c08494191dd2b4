/**
 * @generated SignedSource<<6c32d2c9813cc228054bfdf83e798e34>>
 * @relayHash 25daa5f6814462d6bcd36f517f33d01b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1009451d2ce0f5954a5cc5b9e045a8045a13f18162926c434a343c29cd38fa31

import { ConcreteRequest } from 'relay-runtime';
export type PublishBlogPostInput = {
  id: string;
};
export type usePublishBlogPostMutation$variables = {
  input: PublishBlogPostInput;
};
export type usePublishBlogPostMutation$data = {
  readonly publishBlogPost: {
    readonly blogPost: {
      readonly id: string;
      readonly published: boolean;
      readonly publishedAt: string | null | undefined;
    } | null | undefined;
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePublishBlogPostMutation = {
  response: usePublishBlogPostMutation$data;
  variables: usePublishBlogPostMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PublishBlogPostPayload",
    "kind": "LinkedField",
    "name": "publishBlogPost",
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
            "name": "published",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishedAt",
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePublishBlogPostMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePublishBlogPostMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1009451d2ce0f5954a5cc5b9e045a8045a13f18162926c434a343c29cd38fa31",
    "metadata": {},
    "name": "usePublishBlogPostMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b6efc4d87b445468092ec32fd0b2daba";

export default node;
