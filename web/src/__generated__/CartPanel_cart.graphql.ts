/**
 * @generated SignedSource<<df17a085dca5736dc62330c11c95c45f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartPanel_cart$data = {
  readonly itemCount: number;
  readonly items: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"CartItemCard_item">;
  }>;
  readonly totalAmountCents: number;
  readonly " $fragmentType": "CartPanel_cart";
};
export type CartPanel_cart$key = {
  readonly " $data"?: CartPanel_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartPanel_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartPanel_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmountCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CartItemCard_item"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "417cb7538a0cbf7d2be675c5f1032c25";

export default node;
