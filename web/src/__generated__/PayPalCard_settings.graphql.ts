/**
 * @generated SignedSource<<a893311d657d36fd34c36f6f145d7f22>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayPalMode = "LIVE" | "OFF" | "PAYPAL_SANDBOX" | "STAND_IN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayPalCard_settings$data = {
  readonly payPalMode: PayPalMode;
  readonly " $fragmentType": "PayPalCard_settings";
};
export type PayPalCard_settings$key = {
  readonly " $data"?: PayPalCard_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayPalCard_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayPalCard_settings",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "payPalMode",
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "ShopSettings",
  "abstractKey": null
};

(node as any).hash = "6697c67ed17b451ceb132e94ebc3b4d3";

export default node;
