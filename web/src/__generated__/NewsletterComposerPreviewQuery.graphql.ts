/**
 * @generated SignedSource<<c6bdac31dd161f86545ef37b8c5e8cc5>>
 * @relayHash c39863279c5ea057235d7382bf110c35
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c56b07430e72f37294092c1ef353f2b946df5c8e034ee58817a92c6d213fe2b4

import { ConcreteRequest } from 'relay-runtime';
export type Language = "DE" | "EN" | "%future added value";
export type NewsletterComposerPreviewQuery$variables = {
  id: string;
  language: Language;
};
export type NewsletterComposerPreviewQuery$data = {
  readonly adminNewsletterIssue: {
    readonly preview: {
      readonly html: string;
      readonly subject: string;
    };
  } | null | undefined;
};
export type NewsletterComposerPreviewQuery = {
  response: NewsletterComposerPreviewQuery$data;
  variables: NewsletterComposerPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "language"
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
  "args": [
    {
      "kind": "Variable",
      "name": "language",
      "variableName": "language"
    }
  ],
  "concreteType": "MailPreview",
  "kind": "LinkedField",
  "name": "preview",
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
      "name": "html",
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
    "name": "NewsletterComposerPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsletterIssue",
        "kind": "LinkedField",
        "name": "adminNewsletterIssue",
        "plural": false,
        "selections": [
          {
            "kind": "RequiredField",
            "field": (v2/*:: as any*/),
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
    "name": "NewsletterComposerPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "NewsletterIssue",
        "kind": "LinkedField",
        "name": "adminNewsletterIssue",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    "id": "c56b07430e72f37294092c1ef353f2b946df5c8e034ee58817a92c6d213fe2b4",
    "metadata": {},
    "name": "NewsletterComposerPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d438215f97d7c900ac782d8ac688dead";

export default node;
