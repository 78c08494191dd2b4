/**
 * @generated SignedSource<<ad3992cc3ef202c010eda5156b0615c7>>
 * @relayHash ab0f699fa7efe355b0f44614bb8a3ca3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be318fff6ad2d321bc171b64872a2cb7867047d66496e5fb21728ce55544380b

import { ConcreteRequest } from 'relay-runtime';
export type UpdateWaitlistSettingsInput = {
  offerHours: number;
};
export type AdminWaitlistPageSettingsMutation$variables = {
  input: UpdateWaitlistSettingsInput;
};
export type AdminWaitlistPageSettingsMutation$data = {
  readonly updateWaitlistSettings: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly settings: {
      readonly offerHours: number;
    } | null | undefined;
  };
};
export type AdminWaitlistPageSettingsMutation = {
  response: AdminWaitlistPageSettingsMutation$data;
  variables: AdminWaitlistPageSettingsMutation$variables;
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
    "concreteType": "UpdateWaitlistSettingsPayload",
    "kind": "LinkedField",
    "name": "updateWaitlistSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WaitlistSettingsView",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerHours",
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
            "name": "field",
            "storageKey": null
          },
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
    "name": "AdminWaitlistPageSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminWaitlistPageSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "be318fff6ad2d321bc171b64872a2cb7867047d66496e5fb21728ce55544380b",
    "metadata": {},
    "name": "AdminWaitlistPageSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b8d72356f48709f106ffd018a2bfd82";

export default node;
