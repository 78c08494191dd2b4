/**
 * @generated SignedSource<<9a9abd8ca1a3992d6ea677908c41975c>>
 * @relayHash 88201a101a927b421e962067be73865f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33aabffa2c8f98c3d89e102dd20b288144ebde94a7267f44920f46107ddeba4c

import { ConcreteRequest } from 'relay-runtime';
export type SetCourseTrainersInput = {
  courseId: number;
  trainerIds: ReadonlyArray<number>;
};
export type useSetCourseTrainersMutation$variables = {
  input: SetCourseTrainersInput;
};
export type useSetCourseTrainersMutation$data = {
  readonly setCourseTrainers: {
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly trainers: ReadonlyArray<{
      readonly databaseId: number;
    }>;
  };
};
export type useSetCourseTrainersMutation = {
  response: useSetCourseTrainersMutation$data;
  variables: useSetCourseTrainersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetCourseTrainersPayload",
    "kind": "LinkedField",
    "name": "setCourseTrainers",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrainerAccount",
        "kind": "LinkedField",
        "name": "trainers",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetCourseTrainersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCourseTrainersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "33aabffa2c8f98c3d89e102dd20b288144ebde94a7267f44920f46107ddeba4c",
    "metadata": {},
    "name": "useSetCourseTrainersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d59bff89654bdeae2c0a310ce7912e8a";

export default node;
