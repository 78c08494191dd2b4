/**
 * @generated SignedSource<<dc435ca38369abdb68fbd2346d3d84f7>>
 * @relayHash 1b5d449da2cbadd64b287094354b176a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05001d7d058f56c3732a65747811742a8f7b1d2b2d3fe3992cfda2322c7d287a

import { ConcreteRequest } from 'relay-runtime';
export type ReviewPageQuery$variables = {
  databaseId: number;
};
export type ReviewPageQuery$data = {
  readonly course: {
    readonly databaseId: number;
    readonly description: string;
    readonly title: string;
  } | null | undefined;
};
export type ReviewPageQuery = {
  response: ReviewPageQuery$data;
  variables: ReviewPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "databaseId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "databaseId",
    "variableName": "databaseId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "05001d7d058f56c3732a65747811742a8f7b1d2b2d3fe3992cfda2322c7d287a",
    "metadata": {},
    "name": "ReviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "442ab9d19af1fbce80d4709526a1c4c4";

export default node;
