const TOKEN_ID = /^[\w-]{1,128}$/;

/**
 * Whether `id` could be one of the text ids Somnia and better-auth generate (letters, digits, `_`
 * and `-`): anything else names nothing, and is a 404 like a missing one, never a database error.
 */
export function isTokenId(id: string): boolean {
  return TOKEN_ID.test(id);
}
