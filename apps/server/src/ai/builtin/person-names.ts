import { isFeelingWord } from "./emotion-match";
import { readSentences, type Token } from "./nlp";

/**
 * A capitalised word is a character's name only where the sentence says it is a person: a title or
 * a relation before it ("Mr Okafor", "my brother Kev", "a girl called Anna"), a person's action
 * after it ("Priya said", "Kev laughed"), a person beside it ("Anna and I", "with Tom and Ruth"), a
 * verb done to people before it ("I hugged Gina"), or something only people have after its 's
 * ("Ruth's glasses"). Places, shops, brands, works, languages and peoples ("Lisbon", "Tesco",
 * "Countdown", "Welsh"), something of the dreamer's ("my Skoda"), the journal's own words ("Dream
 * started to fade"), and a word capitalised because it opens the sentence ("Halfway through…",
 * "Little silver fish…"), are not names.
 */

const set = (text: string) => new Set(text.trim().split(/\s+/));

/** Titles and relations that a name follows: "Mr Okafor", "Aunt Mary", "Grandpa Joe". */
const TITLES = set(`
  mr mrs ms miss dr doctor sir madam uncle aunt auntie grandpa grandma granny grandad granddad nan nana
  gran cousin professor prof coach captain sergeant sarge officer detective nurse father sister lady lord
  king queen prince princess saint pastor reverend rev rabbi imam herr frau monsieur madame señor señora
  mister judge
`);
/** Relations and roles a name stands beside: "my friend Anna", "his wife Tina", "our neighbour Mrs Lee". */
const RELATIONS = set(`
  friend friends mother mom mum father dad sister brother son daughter husband wife boyfriend girlfriend
  partner fiance fiancee ex cousin uncle aunt niece nephew grandson granddaughter grandmother grandfather
  neighbour neighbor colleague coworker boss manager teacher classmate flatmate roommate mate pal baby
  child kid girl boy man woman guy lady baby puppy dog cat horse student patient client customer
  nurse doctor named called coach instructor landlady landlord tutor mare pony parrot rabbit hamster
  kitten budgie tortoise pet
`);
/** What a person does: the verb after a name that is its subject ("Anna said", "Kev was laughing"). */
const PERSON_VERBS = set(`
  say tell ask shout yell scream laugh smile grin cry sob weep look glance stare turn walk run come sit stand
  wave call want know think feel hug kiss grab hold take give show try help start begin keep drive point
  nod whisper sing dance play answer reply explain insist refuse agree argue text phone ring write read
  wait watch hand pull push lead follow chase hide jump climb swim eat drink sleep wake die marry leave
  arrive appear introduce offer pick put open close wear carry bring invite promise shrug sigh frown
  giggle chat talk speak joke tease scold hit punch kick slap grab lean reach step rush hurry wander
  pat lose win spin cycle ride dive swing throw catch fall trip slip kneel bend hug pray shout
  seem become get go be have do
`);
/** Verbs done to people: "I hugged Gina", "we met Priya". */
const VERBS_ON_PEOPLE = set(`
  tell ask hug kiss call phone text meet marry thank help hit punch kick slap invite introduce
  recognise recognize greet comfort follow chase visit remind warn wake
`);
/** Only a person has these: "Ruth's glasses", "Anna's voice". */
const PERSONAL = set(`
  face eyes hand hands voice hair mum mom dad mother father sister brother husband wife son daughter
  baby kids children friend friends boyfriend girlfriend glasses coat bag phone room bed car house
  flat place funeral wedding birthday party laugh smile arm arms shoulder head
`);
/** Peoples and languages: capitalised, never a character by themselves. */
const PEOPLES = set(`
  english british welsh scottish irish american canadian canadians australian french german germans
  italian spanish portuguese dutch greek russian polish ukrainian chinese japanese korean indian
  pakistani nigerian yoruba igbo ghanaian kenyan african european asian arab arabic turkish filipino
  mexican brazilian swedish norwegian danish finnish swiss austrian belgian jamaican scandinavian latin
  alpine catholic protestant muslim christian jewish hindu buddhist
`);
/** Services and brands people talk to or about as if they were someone: "just ask Google". */
const SERVICES = set(`
  google facebook instagram tiktok youtube netflix amazon spotify twitter whatsapp snapchat zoom uber
  siri chatgpt wikipedia ikea tesco
`);
/** Nouns that end a capitalised run naming a place, an institution or a work: "Wigmore Hall", "the Spice Girls". */
const NOT_PERSON_HEADS = set(`
  hall museum street road avenue lane close park square station school college university hospital church
  cathedral centre center bank shop store market cafe pub hotel bridge tower house show cup girls boys
  band club team league airport services arena stadium theatre theater gardens library court island
  mountains lakes river sea ocean bay beach valley hill hills
`);

const SOMEONE = set("someone somebody person people lad bloke fellow");
const OPENING_ADJECTIVES = set("little old young poor dear tiny huge lovely sweet");
const ARTICLES = set("a an the this that these those my our their your his its st");
/** What a dream journal calls its own entries, capitalised as a heading: "Dream started to fade", "Nightmare again". */
const JOURNAL_WORDS = set("dream dreams dreamt dreamed nightmare nightmares lucid");
/** After these, a capitalised word is a place: "in Lisbon", "from Young Farmers". */
const PLACE_PREPOSITIONS = set("in at to from near into towards toward through");

const adjectives = new Map<string, boolean>();
/** Is the word an adjective ("lucky", "late", "handsome"), as the tagger reads it after "it was"? */
function isAdjective(word: string): boolean {
  let known = adjectives.get(word);
  if (known === undefined) {
    known = readSentences(`It was ${word}.`)[0]?.tokens[2]?.pos === "ADJ";
    adjectives.set(word, known);
  }
  return known;
}

const capitalised = (token: Token | undefined) => !!token?.isWord && /^[A-Z][a-z'’-]+\.?$/.test(token.text);
/** "Mr." and "Mr" alike. */
const bare = (word: string) => word.replace(/\.$/, "");
const lemmaIn = (words: Set<string>, token: Token | undefined) =>
  !!token && (words.has(bare(token.lemma)) || words.has(bare(token.normal)));

/** A title before a name ("Mr", "Dr.", "Aunt"): part of the name, never a name alone. */
export const isTitle = (token: Token | undefined) => lemmaIn(TITLES, token) && capitalised(token);

/** Positions of the capitalised run around `position` ("Natural History Museum", "Grandpa Joe"). */
function runAround(tokens: Token[], position: number): [number, number] {
  let start = position;
  while (start > 0 && capitalised(tokens[start - 1]) && tokens[start - 1]?.position !== 0) start--;
  if (start === 1 && capitalised(tokens[0])) start = 0;
  let end = position;
  while (capitalised(tokens[end + 1])) end++;
  return [start, end];
}

/**
 * Is what "called" or "named" at `at` names a person? The noun it follows decides, past a relative
 * clause and prepositional phrases: "a girl called Anna", "this man at the bar called Dave"; not "a
 * board game I had never seen called Lighthouse".
 */
function namesPerson(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 9); i--) {
    const word = tokens[i] as Token;
    if (lemmaIn(RELATIONS, word) || lemmaIn(SOMEONE, word)) return true;
    if (word.pos !== "NOUN") continue;
    let head = i - 1;
    while (["DET", "ADJ"].includes(tokens[head]?.pos ?? "")) head--;
    if (tokens[head]?.pos !== "ADP") return false;
  }
  return true;
}

/** Is the capitalised word at `position` (a sentence's word tokens) the name of a character? */
export function isPersonName(tokens: Token[], position: number): boolean {
  const token = tokens[position];
  if (!token || !capitalised(token) || lemmaIn(PEOPLES, token) || lemmaIn(SERVICES, token)) return false;
  if (lemmaIn(JOURNAL_WORDS, token)) return false;
  const [start, end] = runAround(tokens, position);
  // A place, an institution, a band or a show: "Wigmore Hall", "the Spice Girls".
  if (lemmaIn(NOT_PERSON_HEADS, tokens[end])) return false;
  // "Little Noah…", "Lucky Jim won": an adjective opening the sentence is not part of the name.
  const opening = () => OPENING_ADJECTIVES.has(token.normal) || isAdjective(token.normal);
  if (position === 0 && start === 0 && end > 0 && opening()) return false;
  // "Captain said…", "Then Auntie hugged me": a title alone is a role, not a name ("Captain Hale" is one).
  if (position === end && lemmaIn(TITLES, token)) return false;
  // A run is one name: its last word decides, a title before it counts for it ("Mr Okafor").
  if (position !== end && !lemmaIn(TITLES, token)) return isPersonName(tokens, end);
  const before = tokens[start - 1];
  const after = tokens[end + 1];
  // A name takes no article: "a little red Fiat", "our old Land Rover", "The Fiat went…", "a Mr Whippy".
  let article = start - 1;
  while (["ADJ", "ADV"].includes(tokens[article]?.pos ?? "")) article--;
  const articled = lemmaIn(ARTICLES, tokens[start]) ? tokens[start] : tokens[article];
  if (articled && ["a", "an"].includes(articled.normal)) return false;
  const titled = articled === tokens[start] ? start + 1 : start;
  if (titled < position && lemmaIn(TITLES, tokens[titled])) return true;
  if (lemmaIn(ARTICLES, articled)) return false;
  // "Geese were walking…": a name is one person, never a plural subject (unless "Anna and Tom were").
  if (["were", "are"].includes(after?.normal ?? "") && before?.normal !== "and") return false;
  // "it looked like Swindon": a comparison says nothing of a person.
  if (before?.normal === "like") return false;
  if (before && PLACE_PREPOSITIONS.has(before.normal)) return false;
  if (before && ["called", "named"].includes(before.normal)) return namesPerson(tokens, start - 1);
  if (lemmaIn(RELATIONS, before)) return true;
  // "Svetlana, who retired years ago", "Gerald from the next plot".
  if (after && ["who", "whom"].includes(after.normal)) return true;
  if (
    after?.normal === "from" &&
    !["above", "below", "afar", "space", "here", "there"].includes(tokens[end + 2]?.normal ?? "")
  )
    return true;
  if (after?.normal === "'s") return lemmaIn(PERSONAL, tokens[end + 2]) || tokens[end + 2]?.pos === "NOUN";
  // "Anna and I", "me and Anna", "with Anna".
  if (after?.normal === "and" && ["i", "me", "my"].includes(tokens[end + 2]?.normal ?? "")) return true;
  if (before?.normal === "and" && ["i", "me"].includes(tokens[start - 2]?.normal ?? "")) return true;
  // "dinner with Anna.", "with Tom and Ruth"; not "with Countdown on the telly".
  if (before?.normal === "with" && (!after || ["and", ".", ","].includes(after.normal))) return true;
  if (lemmaIn(VERBS_ON_PEOPLE, before)) return true;
  // The subject of a person's action, an adverb allowed between: "Priya said", "Kev suddenly laughed".
  let verb = end + 1;
  while (tokens[verb]?.pos === "ADV") verb++;
  const action = tokens[verb];
  if (action && ["VERB", "AUX"].includes(action.pos) && lemmaIn(PERSON_VERBS, action)) {
    // "Lisbon was beautiful", "Tesco had closed": a linking verb needs a person's doing or feeling after it.
    if (["be", "have", "seem", "become", "get"].includes(action.lemma)) {
      let at = verb + 1;
      while (["ADV", "PART"].includes(tokens[at]?.pos ?? "")) at++;
      const next = tokens[at];
      return !!next && ((next.pos === "VERB" && /ing$/.test(next.normal)) || isFeelingWord(next));
    }
    return true;
  }
  return false;
}
