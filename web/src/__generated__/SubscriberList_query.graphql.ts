/**
 * @generated SignedSource<<125e0ee505b51aff7824edbc7e0948a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriberList_query$data = {
  readonly adminNewsletterSubscribers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly confirmedAt: string;
        readonly email: string;
        readonly language: Language;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "SubscriberList_query";
};
export type SubscriberList_query$key = {
  readonly " $data"?: SubscriberList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriberList_query">;
};

import SubscriberListPaginationQuery_graphql from './SubscriberListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminNewsletterSubscribers"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": SubscriberListPaginationQuery_graphql
    }
  },
  "name": "SubscriberList_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": "adminNewsletterSubscribers",
        "args": [
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "NewsletterSubscriberConnection",
        "kind": "LinkedField",
        "name": "__SubscriberList_adminNewsletterSubscribers_connection",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NewsletterSubscriberEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NewsletterSubscriberView",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
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
                    "name": "language",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confirmedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
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

(node as any).hash = "dfda37251a76a43887c21fe5ad8aee33";

export default node;
