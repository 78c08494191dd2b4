/**
 * @generated SignedSource<<e6c462ea5a86dbf1eeed322a82e3c53a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BlogCard_post$data = {
  readonly category: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly slug: string;
  readonly summary: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "BlogCard_post";
};
export type BlogCard_post$key = {
  readonly " $data"?: BlogCard_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"BlogCard_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BlogCard_post",
  "selections": [
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
    }
  ],
  "type": "BlogPost",
  "abstractKey": null
};

(node as any).hash = "fa634e71129cd01a55a6d97676ce9fa0";

export default node;
