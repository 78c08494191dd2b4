/**
 * @generated SignedSource<<490b9864109eb65b76dd089bc362ad3f>>
 * @relayHash e3dcc1277e5d9dc4351d40ad42846b6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a865db066acc5e95bfc5dea8eac4059464a1fc6f7c53c6e187cc72175eb487e2

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterAudience = "ALL" | "DE" | "EN" | "%future added value";
export type NewsletterIssueStatus = "DRAFT" | "SENDING" | "SENT" | "%future added value";
export type SaveNewsletterIssueInput = {
  audience?: NewsletterAudience | null | undefined;
  bodyDe?: string | null | undefined;
  bodyEn?: string | null | undefined;
  issueId?: string | null | undefined;
  postIds?: ReadonlyArray<string> | null | undefined;
  subjectDe?: string | null | undefined;
  subjectEn?: string | null | undefined;
};
export type NewsletterComposerSaveMutation$variables = {
  input: SaveNewsletterIssueInput;
};
export type NewsletterComposerSaveMutation$data = {
  readonly saveNewsletterIssue: {
    readonly errors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly issue: {
      readonly audience: NewsletterAudience;
      readonly bodyDe: string;
      readonly bodyEn: string;
      readonly id: string;
      readonly postIds: ReadonlyArray<string>;
      readonly status: NewsletterIssueStatus;
      readonly subjectDe: string;
      readonly subjectEn: string;
    } | null | undefined;
  };
};
export type NewsletterComposerSaveMutation = {
  response: NewsletterComposerSaveMutation$data;
  variables: NewsletterComposerSaveMutation$variables;
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
    "concreteType": "NewsletterIssuePayload",
    "kind": "LinkedField",
    "name": "saveNewsletterIssue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NewsletterIssue",
        "kind": "LinkedField",
        "name": "issue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "audience",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subjectDe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bodyDe",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subjectEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bodyEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "postIds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "NewsletterComposerSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewsletterComposerSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a865db066acc5e95bfc5dea8eac4059464a1fc6f7c53c6e187cc72175eb487e2",
    "metadata": {},
    "name": "NewsletterComposerSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cfafc587128f09691fe37e8ca6abdfac";

export default node;
