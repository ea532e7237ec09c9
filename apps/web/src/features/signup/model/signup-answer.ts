/**
 * What the sign-up's answer shows (customer-area §4: "form, loading, then the backend-rendered
 * body or an error list"): the body as the confirmation; the error list (result.render.errors,
 * §8: under cannot_signup) back on the form with everything typed kept; neither, an answer that
 * cannot be shown, as a failure rather than a blank page.
 */
export type TSignupAnswer =
  | { kind: 'done'; body: string }
  | { kind: 'refused'; errors: string[] }
  | { kind: 'unreadable'; errorKey: string };

export function signupAnswer(render: { errors?: string[] | undefined; body?: string | undefined }): TSignupAnswer {
  if (render.errors && render.errors.length > 0) return { kind: 'refused', errors: render.errors };
  if (render.body !== undefined) return { kind: 'done', body: render.body };
  return { kind: 'unreadable', errorKey: 'message_cant_do_operation' };
}

/** The confirmation is plain text: paragraphs split on blank lines, rendered as text. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
