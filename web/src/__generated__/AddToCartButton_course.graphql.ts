/**
 * @generated SignedSource<<a6594c8b243e4738844c494cdf96eb40>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CourseText = "CANCELLATION_POLICY" | "DESCRIPTION" | "DURATION" | "LOCATION" | "NOTES" | "SCHEDULE" | "SPECIAL_REQUIREMENTS" | "TITLE" | "WHAT_TO_BRING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AddToCartButton_course$data = {
  readonly availableSlots: number;
  readonly bookable: boolean;
  readonly databaseId: number;
  readonly endDate: string | null | undefined;
  readonly id: string;
  readonly priceCents: number;
  readonly startDate: string | null | undefined;
  readonly title: string;
  readonly untranslated: ReadonlyArray<CourseText>;
  readonly " $fragmentType": "AddToCartButton_course";
};
export type AddToCartButton_course$key = {
  readonly " $data"?: AddToCartButton_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartButton_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToCartButton_course",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookable",
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
      "name": "untranslated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availableSlots",
      "storageKey": null
    }
  ],
  "type": "Course",
  "abstractKey": null
};

(node as any).hash = "e93eba2d9229d7f9a9c2b7695001feb7";

export default node;
