/**
 * @generated SignedSource<<7e72285c3a722c1cc8462aa18e6cdb67>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BlogText = "CATEGORY" | "CONTENT" | "SUMMARY" | "TAGS" | "TITLE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BlogCard_post$data = {
  readonly category: string | null | undefined;
  readonly imageUrl: string | null | undefined;
  readonly publishedAt: string | null | undefined;
  readonly slug: string;
  readonly summary: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly untranslated: ReadonlyArray<BlogText>;
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
    }
  ],
  "type": "BlogPost",
  "abstractKey": null
};

(node as any).hash = "d844f7e0f0b8a98a0982be1be8c93405";

export default node;
