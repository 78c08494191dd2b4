/**
 * @generated SignedSource<<e084579ecf6d245467585aca53e30531>>
 * @relayHash 6501be5801a5347f94225e606706140f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d08a089c1b9a20b5d773a6573e59c5cd4259cabe5f8c0e4f3a461f40a23ae92

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminSettingsPageQuery$variables = Record<PropertyKey, never>;
export type AdminSettingsPageQuery$data = {
  readonly coursesNoticeTexts: {
    readonly " $fragmentSpreads": FragmentRefs<"CoursesNoticeCard_texts">;
  };
  readonly shopSettings: {
    readonly " $fragmentSpreads": FragmentRefs<"ShopSettingsForm_settings">;
  };
};
export type AdminSettingsPageQuery = {
  response: AdminSettingsPageQuery$data;
  variables: AdminSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "name": "text",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ShopSettings",
        "kind": "LinkedField",
        "name": "shopSettings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ShopSettingsForm_settings"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNoticeTexts",
        "kind": "LinkedField",
        "name": "coursesNoticeTexts",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CoursesNoticeCard_texts"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ShopSettings",
        "kind": "LinkedField",
        "name": "shopSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vatMode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "placeHoldMinutes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "minParticipantsWarningDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BankTransferDetails",
            "kind": "LinkedField",
            "name": "bankTransfer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountHolder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "iban",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bankName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "paymentDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ready",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNoticeTexts",
        "kind": "LinkedField",
        "name": "coursesNoticeTexts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CoursesNotice",
            "kind": "LinkedField",
            "name": "de",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CoursesNotice",
            "kind": "LinkedField",
            "name": "en",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9d08a089c1b9a20b5d773a6573e59c5cd4259cabe5f8c0e4f3a461f40a23ae92",
    "metadata": {},
    "name": "AdminSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9fb2385ebc25a853645b5fcc2a610656";

export default node;
