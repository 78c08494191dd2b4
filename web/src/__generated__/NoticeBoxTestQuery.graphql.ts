/**
 * @generated SignedSource<<dc5a3c3d6902c8ceb1e04df56f1e774f>>
 * @relayHash 13960295234e6b228bdc3e7c56aef7eb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 61d6186cc0eeced8a70a7ee14d73f9303c183f7f415103b306354ed03401ce48

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoticeBoxTestQuery$variables = Record<PropertyKey, never>;
export type NoticeBoxTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NoticeBox_query">;
};
export type NoticeBoxTestQuery = {
  response: NoticeBoxTestQuery$data;
  variables: NoticeBoxTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NoticeBoxTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NoticeBox_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NoticeBoxTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CoursesNotice",
        "kind": "LinkedField",
        "name": "coursesNotice",
        "plural": false,
        "selections": [
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "61d6186cc0eeced8a70a7ee14d73f9303c183f7f415103b306354ed03401ce48",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "coursesNotice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CoursesNotice"
        },
        "coursesNotice.text": (v0/*:: as any*/),
        "coursesNotice.title": (v0/*:: as any*/)
      }
    },
    "name": "NoticeBoxTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8965af8c56fcae851144c73f67f965ce";

export default node;
