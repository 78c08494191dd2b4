/**
 * @generated SignedSource<<60a8e355a2a602f35773a49cd554529b>>
 * @relayHash 676ff022ea8bd7705f9185c8f09b1c1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b66c81a44787bbbe0d4015153fff230fb6745d1a367f5bc6b387932cf7ab4b33

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "untranslated",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b66c81a44787bbbe0d4015153fff230fb6745d1a367f5bc6b387932cf7ab4b33",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "coursesNotice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CoursesNotice"
        },
        "coursesNotice.text": (v0/*:: as any*/),
        "coursesNotice.title": (v0/*:: as any*/),
        "coursesNotice.untranslated": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
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
