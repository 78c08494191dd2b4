/**
 * @generated SignedSource<<72c2f0db196810aab3340a1ec4f62566>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartContext_cart$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartPanel_cart" | "CheckoutCart_cart">;
  readonly " $fragmentType": "CartContext_cart";
};
export type CartContext_cart$key = {
  readonly " $data"?: CartContext_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartContext_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartContext_cart",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartButton_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartPanel_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutCart_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "ee074b7fe830768c6e94df2e3064c2db";

export default node;
