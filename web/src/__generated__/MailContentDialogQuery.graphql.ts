/**
 * @generated SignedSource<<f9ebb602acf2003c8ae68c0163127882>>
 * @relayHash 394f2836599079fc5b72f86255c0e1df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e5df0fb8185237cee00475f8306d555b5c75352561734a838c9890eace3aa6d

import { ConcreteRequest } from 'relay-runtime';
export type MailContentDialogQuery$variables = {
  id: string;
};
export type MailContentDialogQuery$data = {
  readonly adminMail: {
    readonly content: {
      readonly caughtAt: string | null | undefined;
      readonly html: string;
      readonly subject: string;
      readonly text: string;
    };
    readonly recipient: string;
  } | null | undefined;
};
export type MailContentDialogQuery = {
  response: MailContentDialogQuery$data;
  variables: MailContentDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipient",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MailContent",
  "kind": "LinkedField",
  "name": "content",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
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
      "name": "html",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caughtAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MailContentDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Mail",
        "kind": "LinkedField",
        "name": "adminMail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "RequiredField",
            "field": (v3/*:: as any*/),
            "action": "THROW"
          }
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
    "name": "MailContentDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Mail",
        "kind": "LinkedField",
        "name": "adminMail",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "0e5df0fb8185237cee00475f8306d555b5c75352561734a838c9890eace3aa6d",
    "metadata": {},
    "name": "MailContentDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04aff75d936d3a7e0bfed51f9f3506f6";

export default node;
