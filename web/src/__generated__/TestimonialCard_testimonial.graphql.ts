/**
 * @generated SignedSource<<6f1556a48325de04cc1771a9b1ef445e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestimonialCard_testimonial$data = {
  readonly content: string;
  readonly language: string;
  readonly name: string;
  readonly rating: number;
  readonly role: string | null | undefined;
  readonly " $fragmentType": "TestimonialCard_testimonial";
};
export type TestimonialCard_testimonial$key = {
  readonly " $data"?: TestimonialCard_testimonial$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestimonialCard_testimonial">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestimonialCard_testimonial",
  "selections": [
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
      "name": "role",
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
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    }
  ],
  "type": "Testimonial",
  "abstractKey": null
};

(node as any).hash = "936b2af28289dc3c790afeccf22d6c41";

export default node;
