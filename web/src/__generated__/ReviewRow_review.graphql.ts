/**
 * @generated SignedSource<<07cc0b2bc5a458811c262ba452ffb82c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewRow_review$data = {
  readonly content: string;
  readonly courseTitle: string | null | undefined;
  readonly createdAt: string;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly isVisible: boolean;
  readonly name: string;
  readonly rating: number;
  readonly role: string | null | undefined;
  readonly " $fragmentType": "ReviewRow_review";
};
export type ReviewRow_review$key = {
  readonly " $data"?: ReviewRow_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewRow_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewRow_review",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "courseTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
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
      "name": "isVisible",
      "storageKey": null
    }
  ],
  "type": "Testimonial",
  "abstractKey": null
};

(node as any).hash = "53cbc8785f2016f300420639097256ac";

export default node;
