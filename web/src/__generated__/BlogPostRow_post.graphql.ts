/**
 * @generated SignedSource<<cdb57bd70500c43d77715be626a4e687>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogPostRow_post$data = {
  readonly category: string | null | undefined;
  readonly content: string;
  readonly createdAt: string;
  readonly de: {
    readonly category: string | null | undefined;
    readonly content: string | null | undefined;
    readonly summary: string | null | undefined;
    readonly tags: ReadonlyArray<string>;
    readonly title: string | null | undefined;
  };
  readonly en: {
    readonly category: string | null | undefined;
    readonly content: string | null | undefined;
    readonly summary: string | null | undefined;
    readonly tags: ReadonlyArray<string>;
    readonly title: string | null | undefined;
  };
  readonly id: string;
  readonly imageUrl: string | null | undefined;
  readonly published: boolean;
  readonly publishedAt: string | null | undefined;
  readonly slug: string;
  readonly summary: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "BlogPostRow_post";
};
export type BlogPostRow_post$key = {
  readonly " $data"?: BlogPostRow_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlogPostRow_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "content",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
},
v5 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlogPostRow_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
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
      "selections": (v5/*:: as any*/),
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
      "selections": (v5/*:: as any*/),
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
      "name": "published",
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
  "type": "BlogPost",
  "abstractKey": null
};
})();

(node as any).hash = "29c0d220dd0f9d6a457b7fce483eb4aa";

export default node;
