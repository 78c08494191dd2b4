/**
 * @generated SignedSource<<5708d622ab77c73beb6b1fd0132edb0f>>
 * @relayHash 93b562a28af92f2b49cd5629f69f7a22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ccd195e0e31fb1f2652a55c9b03082cb51becdf09ff6d4faf07fbacaa3c064b

import { ConcreteRequest } from 'relay-runtime';
export type CourseRequestPageQuery$variables = {
  databaseId: number;
};
export type CourseRequestPageQuery$data = {
  readonly course: {
    readonly bookable: boolean;
    readonly databaseId: number;
    readonly endDate: string | null | undefined;
    readonly startDate: string | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type CourseRequestPageQuery = {
  response: CourseRequestPageQuery$data;
  variables: CourseRequestPageQuery$variables;
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
  "name": "startDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDate",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "bookable",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseRequestPageQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "CourseRequestPageQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
    "id": "5ccd195e0e31fb1f2652a55c9b03082cb51becdf09ff6d4faf07fbacaa3c064b",
    "metadata": {},
    "name": "CourseRequestPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7de8ebf550a7bd3bd25d52df66c57de6";

export default node;
