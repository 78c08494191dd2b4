/**
 * @generated SignedSource<<ff9a1a4b6b2b0f5beb4920056359e95b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SetupItemKey = "BANK_ACCOUNT" | "BUSINESS_PROFILE" | "DEMO_DATA" | "FIRST_COURSE" | "LEGAL_TEXTS" | "NOTIFICATION_ADDRESS" | "PAYPAL" | "SMTP" | "TEST_MAIL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SetupChecklist_query$data = {
  readonly adminSetupChecklist: {
    readonly canGoLive: boolean;
    readonly done: boolean;
    readonly items: ReadonlyArray<{
      readonly blocksGoLive: boolean;
      readonly details: ReadonlyArray<string>;
      readonly done: boolean;
      readonly key: SetupItemKey;
      readonly optional: boolean;
      readonly reason: string | null | undefined;
    }>;
    readonly live: boolean;
  };
  readonly " $fragmentType": "SetupChecklist_query";
};
export type SetupChecklist_query$key = {
  readonly " $data"?: SetupChecklist_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SetupChecklist_query">;
};

import SetupChecklistRefetchQuery_graphql from './SetupChecklistRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "done",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SetupChecklistRefetchQuery_graphql
    }
  },
  "name": "SetupChecklist_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "SetupChecklist",
        "kind": "LinkedField",
        "name": "adminSetupChecklist",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "live",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canGoLive",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SetupChecklistItem",
            "kind": "LinkedField",
            "name": "items",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "blocksGoLive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "optional",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "26936b19ecddf5ff9670223285c9763d";

export default node;
