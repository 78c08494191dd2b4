/**
 * @generated SignedSource<<cc7c562019d2c3645439c70223cbec95>>
 * @relayHash b55ea50f5675a6d518e746ee55400f66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9201194c725c36735c2c45a1258f628580ecb77382cdd5cebc4dc7390454af09

import { ConcreteRequest } from 'relay-runtime';
export type CourseTrainersPanelQuery$variables = {
  courseId: number;
};
export type CourseTrainersPanelQuery$data = {
  readonly courseTrainers: ReadonlyArray<{
    readonly databaseId: number;
  }>;
  readonly trainerAccounts: ReadonlyArray<{
    readonly databaseId: number;
    readonly username: string;
  }>;
};
export type CourseTrainersPanelQuery = {
  response: CourseTrainersPanelQuery$data;
  variables: CourseTrainersPanelQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "courseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TrainerAccount",
    "kind": "LinkedField",
    "name": "trainerAccounts",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "courseId",
        "variableName": "courseId"
      }
    ],
    "concreteType": "TrainerAccount",
    "kind": "LinkedField",
    "name": "courseTrainers",
    "plural": true,
    "selections": [
      (v1/*:: as any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseTrainersPanelQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CourseTrainersPanelQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9201194c725c36735c2c45a1258f628580ecb77382cdd5cebc4dc7390454af09",
    "metadata": {},
    "name": "CourseTrainersPanelQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "baf32548d00f58e2d3d92980362e3783";

export default node;
