/**
 * @generated SignedSource<<53ad7b73dac89d2fa70eb6fa6120a13c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactMessageRow_message$data = {
  readonly createdAt: string;
  readonly email: string;
  readonly id: string;
  readonly isCourseRequest: boolean;
  readonly message: string;
  readonly name: string;
  readonly order: {
    readonly id: string;
    readonly orderNumber: string;
  } | null | undefined;
  readonly subject: string;
  readonly " $fragmentSpreads": FragmentRefs<"ConvertToOrderDialog_message" | "MessageDialog_message">;
  readonly " $fragmentType": "ContactMessageRow_message";
};
export type ContactMessageRow_message$key = {
  readonly " $data"?: ContactMessageRow_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactMessageRow_message">;
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
  "name": "ContactMessageRow_message",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
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
      "name": "isCourseRequest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageDialog_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConvertToOrderDialog_message"
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};
})();

(node as any).hash = "799ce96949313cfca47a79911544269a";

export default node;
