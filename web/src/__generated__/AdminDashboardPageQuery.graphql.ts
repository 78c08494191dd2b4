/**
 * @generated SignedSource<<1a1a343c466bbbe790dad75e94fb3453>>
 * @relayHash 070a256bcb0230e0b06cdae2598c9abb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d21f7d9b94197f7dcb8f6b030ee5deeee87eba215eba44ccab5cf5ed45f042c6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminDashboardPageQuery$variables = Record<PropertyKey, never>;
export type AdminDashboardPageQuery$data = {
  readonly coursesNoticeTexts: {
    readonly " $fragmentSpreads": FragmentRefs<"CoursesNoticeCard_texts">;
  };
  readonly viewer: {
    readonly username: string;
  } | null | undefined;
};
export type AdminDashboardPageQuery = {
  response: AdminDashboardPageQuery$data;
  variables: AdminDashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v1 = [
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
    "name": "text",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNoticeTexts",
        "kind": "LinkedField",
        "name": "coursesNoticeTexts",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CoursesNoticeCard_texts"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNoticeTexts",
        "kind": "LinkedField",
        "name": "coursesNoticeTexts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CoursesNotice",
            "kind": "LinkedField",
            "name": "de",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CoursesNotice",
            "kind": "LinkedField",
            "name": "en",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d21f7d9b94197f7dcb8f6b030ee5deeee87eba215eba44ccab5cf5ed45f042c6",
    "metadata": {},
    "name": "AdminDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "51e1686f1638d07f03cd432d791f64d4";

export default node;
