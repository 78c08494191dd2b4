/**
 * @generated SignedSource<<9c3ff59d4391ff855fb0d2ba8c7e0558>>
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
v2 = {
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
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseTrainersPanelQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v2/*:: as any*/),
        "action": "THROW"
      },
      {
        "kind": "RequiredField",
        "field": (v3/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CourseTrainersPanelQuery",
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ]
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

(node as any).hash = "387ab25b4d15eb00e8cf1b272e7be1f0";

export default node;
