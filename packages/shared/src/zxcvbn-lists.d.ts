/** The single word lists of @zxcvbn-ts's language packages (password-strength.ts), which ship no types for them. */
declare module "@zxcvbn-ts/language-common/dist/passwords.json.esm.js" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-en/dist/commonWords.json.esm.js" {
  const words: string[];
  export default words;
}
declare module "@zxcvbn-ts/language-en/dist/firstnames.json.esm.js" {
  const words: string[];
  export default words;
}
