/**
 * @generated SignedSource<<926ecdba1cbf1dba931ec0f931672885>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CartButton_cart$data = {
  readonly itemCount: number;
  readonly " $fragmentType": "CartButton_cart";
};
export type CartButton_cart$key = {
  readonly " $data"?: CartButton_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartButton_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "4a74735a6105f0b5db4eb6d43a8f421b";

export default node;
