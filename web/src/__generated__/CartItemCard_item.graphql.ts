/**
 * @generated SignedSource<<2357cdfde9370113c5e5c33390522c59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CourseText = "CANCELLATION_POLICY" | "DESCRIPTION" | "DURATION" | "LOCATION" | "NOTES" | "SCHEDULE" | "SPECIAL_REQUIREMENTS" | "TITLE" | "WHAT_TO_BRING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CartItemCard_item$data = {
  readonly bookable: boolean;
  readonly course: {
    readonly availableSlots: number;
    readonly endDate: string | null | undefined;
    readonly id: string;
    readonly startDate: string | null | undefined;
    readonly title: string;
    readonly untranslated: ReadonlyArray<CourseText>;
  };
  readonly id: string;
  readonly lineTotalCents: number;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly " $fragmentType": "CartItemCard_item";
};
export type CartItemCard_item$key = {
  readonly " $data"?: CartItemCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartItemCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartItemCard_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitPriceCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lineTotalCents",
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
      "concreteType": "Course",
      "kind": "LinkedField",
      "name": "course",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "CartItem",
  "abstractKey": null
};
})();

(node as any).hash = "22eed612e92387b58da9eb1200b550c1";

export default node;
