/** A text link of the dictionary's pages. */
export const linkClass =
  "rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";
